import { describe, expect, it } from 'vitest';
import type { ToolDetail } from '../../../worker/boundary';
import {
  changedFields,
  matchesText,
  parseTags,
  settleDerived,
  type ToolText,
  textOf,
  toolFrom,
} from './toolText';

const detail: ToolDetail = {
  name: 'read_file',
  order: 3,
  domains: ['files'],
  capabilities: ['file:read'],
  descriptionChars: 20,
  schemaChars: 30,
  declarationChars: 80,
  live: false,
  scaffolding: false,
  derived: { capabilities: true },
  description: 'Read a file from disk',
  parameters: { type: 'object', properties: { path: { type: 'string' } } },
  entities: ['file'],
  relationships: ['file.in.folder'],
  concepts: [{ id: 'file', label: 'File', glossary: 'a document' }],
  declaration: '{}',
};

describe('parseTags', () => {
  it('trims, drops empties and repeats, and keeps the order', () => {
    expect(parseTags(' file:read, ,file:write,file:read ')).toEqual(['file:read', 'file:write']);
  });
});

describe('changedFields', () => {
  it('names each field that differs', () => {
    const before = textOf(detail);
    const after: ToolText = { ...before, name: 'open_file', domains: ['files', 'notes'] };
    expect(changedFields(before, after)).toEqual(['name', 'domains']);
  });
});

describe('settleDerived', () => {
  it('keeps a derived mark on tags left alone and drops it on tags the author changed', () => {
    const before = { ...textOf(detail), derived: { capabilities: true, domains: true } };
    expect(settleDerived(before, { ...before, description: 'x' }).derived).toEqual({
      capabilities: true,
      domains: true,
    });
    expect(settleDerived(before, { ...before, capabilities: ['file:open'] }).derived).toEqual({
      domains: true,
    });
  });
});

describe('toolFrom', () => {
  it('carries the schema, relationships and concepts over and applies the text', () => {
    const tool = toolFrom(detail, { ...textOf(detail), description: 'Open a text file' });
    expect(tool).toEqual({
      name: 'read_file',
      description: 'Open a text file',
      parameters: detail.parameters,
      capabilities: ['file:read'],
      domains: ['files'],
      entities: ['file'],
      relationships: ['file.in.folder'],
      concepts: ['file'],
      derived: { capabilities: true },
    });
  });
});

describe('matchesText', () => {
  it('is true only for the text the tool has', () => {
    expect(matchesText(detail, textOf(detail))).toBe(true);
    expect(matchesText(detail, { ...textOf(detail), description: 'other' })).toBe(false);
  });
});
