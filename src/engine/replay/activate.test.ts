import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { editDistance } from '../text/editDistance';
import { nameDistance, nearestNames, snakeCase, validateActivation } from './activate';

const demoNames = demoCatalog.tools.map((tool) => tool.name);

describe('snakeCase', () => {
  it('puts camelCase, kebab-case and spaced names in snake_case', () => {
    expect(snakeCase('readPdf')).toBe('read_pdf');
    expect(snakeCase('readPDFFile')).toBe('read_pdf_file');
    expect(snakeCase('Read-PDF file')).toBe('read_pdf_file');
  });
});

describe('editDistance and nameDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('forgives case style and word order', () => {
    expect(nameDistance('readPdf', 'read_pdf')).toBe(0);
    expect(nameDistance('pdf_read', 'read_pdf')).toBe(0);
    expect(nameDistance('read_pfd', 'read_pdf')).toBe(2);
  });
});

describe('nearestNames', () => {
  it('returns three names, nearest first, ties broken by shared words then name', () => {
    expect(nearestNames('pdf_read', ['merge_pdfs', 'read_pdf', 'read_json', 'zzz'])).toEqual([
      'read_pdf',
      'read_json',
      'merge_pdfs',
    ]);
  });
});

describe('validateActivation', () => {
  it('accepts known names, in order', () => {
    expect(validateActivation(['query_json', 'read_json'], demoNames)).toEqual({
      ok: true,
      names: ['query_json', 'read_json'],
    });
  });

  it('rejects the whole call when any name is unknown, listing the nearest names', () => {
    const result = validateActivation(['read_pdf', 'readJson', 'merge_pdf'], demoNames);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.unknown.map((u) => u.name)).toEqual(['readJson', 'merge_pdf']);
    expect(result.unknown[0]?.suggestions[0]).toBe('read_json');
    expect(result.unknown[1]?.suggestions[0]).toBe('merge_pdfs');
    expect(result.unknown.every((u) => u.suggestions.length === 3)).toBe(true);
    expect(result.error).toMatch(
      /^toollens: activate_tool: unknown tools "readJson" \(nearest: read_json, .*\); "merge_pdf" \(nearest: merge_pdfs, .*\); nothing was activated$/,
    );
  });

  it('rejects an empty call', () => {
    const result = validateActivation([], demoNames);
    expect(result).toMatchObject({
      ok: false,
      error: 'toollens: activate_tool needs at least one name',
    });
  });
});
