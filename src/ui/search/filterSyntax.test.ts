import { describe, expect, it } from 'vitest';
import { parseFilters } from './filterSyntax';

describe('parseFilters', () => {
  it('returns no filters and no errors for empty or blank text', () => {
    expect(parseFilters('')).toEqual({ filters: {}, errors: [] });
    expect(parseFilters('   \t ')).toEqual({ filters: {}, errors: [] });
  });

  it('maps each short key to its search_tools axis', () => {
    expect(parseFilters('cap:file dom:files ent:member rel:work-item.assigned-to.member')).toEqual({
      filters: {
        capabilities: ['file'],
        domains: ['files'],
        entities: ['member'],
        relationships: ['work-item.assigned-to.member'],
      },
      errors: [],
    });
  });

  it('collects repeated keys as alternatives, once each, in typed order', () => {
    expect(parseFilters('cap:label cap:file cap:label').filters).toEqual({
      capabilities: ['label', 'file'],
    });
  });

  it('keeps everything after the first colon as the value', () => {
    expect(parseFilters('cap:file:read').filters).toEqual({ capabilities: ['file:read'] });
  });

  it('reads keys case-insensitively and tolerates extra whitespace', () => {
    expect(parseFilters('  CAP:file \n Dom:files ').filters).toEqual({
      capabilities: ['file'],
      domains: ['files'],
    });
  });

  it('reports an unknown key with the offending term instead of dropping it silently', () => {
    const parsed = parseFilters('cap:file tag:urgent');
    expect(parsed.filters).toEqual({ capabilities: ['file'] });
    expect(parsed.errors).toEqual([
      'filter: unknown key "tag" in "tag:urgent" (keys: cap, dom, ent, rel)',
    ]);
  });

  it('reports a bare word and an empty value', () => {
    const parsed = parseFilters('files cap:');
    expect(parsed.filters).toEqual({});
    expect(parsed.errors).toEqual([
      'filter: "files" is not key:value (keys: cap, dom, ent, rel)',
      'filter: "cap:" has no value',
    ]);
  });

  it('does not treat inherited object keys as filter keys', () => {
    expect(parseFilters('constructor:x toString:y').errors).toHaveLength(2);
  });
});
