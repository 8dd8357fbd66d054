import { describe, expect, it } from 'vitest';
import type { Facets } from '../../../engine/core';
import { addFilter, chipsOf, readInput, removeFilter, suggest } from './suggest';

const facets: Facets = {
  capabilities: [
    {
      value: 'document',
      count: 1,
      capabilities: [{ value: 'document:read', count: 1 }],
    },
    {
      value: 'file',
      count: 4,
      capabilities: [
        { value: 'file:read', count: 3 },
        { value: 'file:write', count: 1 },
      ],
    },
    { value: 'file-share', count: 1, capabilities: [{ value: 'file-share:delete', count: 1 }] },
  ],
  domains: [
    { value: 'documents', count: 1 },
    { value: 'files', count: 4 },
  ],
  entities: [{ value: 'work-item', count: 2 }],
  relationships: [{ value: 'work-item.labelled-with.label', count: 1 }],
};

const values = (text: string, filters = {}) =>
  suggest(facets, filters, text).map((s) => `${s.axis}:${s.value}`);

describe('suggest', () => {
  it('completes a capability prefix along the tree, root first', () => {
    expect(values('cap:file')).toEqual([
      'capabilities:file',
      'capabilities:file:read',
      'capabilities:file:write',
      'capabilities:file-share',
      'capabilities:file-share:delete',
    ]);
    expect(values('cap:file:')).toEqual(['capabilities:file:read', 'capabilities:file:write']);
  });

  it('lists only the roots for an empty capability prefix', () => {
    expect(values('cap:')).toEqual([
      'capabilities:document',
      'capabilities:file',
      'capabilities:file-share',
    ]);
  });

  it('searches every axis for plain text, prefixes before substrings', () => {
    expect(values('doc')).toEqual([
      'capabilities:document',
      'capabilities:document:read',
      'domains:documents',
    ]);
    expect(values('item')).toEqual([
      'entities:work-item',
      'relationships:work-item.labelled-with.label',
    ]);
  });

  it('leaves out values already chosen, and offers nothing for nothing typed', () => {
    expect(values('cap:file:', { capabilities: ['file:read'] })).toEqual([
      'capabilities:file:write',
    ]);
    expect(values('')).toEqual([]);
    expect(suggest(undefined, {}, 'file')).toEqual([]);
  });
});

describe('readInput', () => {
  it('reads the axis key when it is one', () => {
    expect(readInput('dom:Fi')).toEqual({ axis: 'domains', needle: 'fi' });
    expect(readInput('tag:x')).toEqual({ axis: undefined, needle: 'tag:x' });
  });
});

describe('chip edits', () => {
  it('adds once, removes, and drops an emptied axis', () => {
    const one = addFilter({}, 'capabilities', 'file');
    expect(addFilter(one, 'capabilities', 'file')).toBe(one);
    const two = addFilter(one, 'domains', 'files');
    expect(chipsOf(two)).toEqual([
      { axis: 'capabilities', value: 'file' },
      { axis: 'domains', value: 'files' },
    ]);
    expect(removeFilter(two, 'capabilities', 'file')).toEqual({ domains: ['files'] });
  });
});
