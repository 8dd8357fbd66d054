import { describe, expect, it } from 'vitest';
import { formatIssue, importCatalog } from './importCatalog';
import { errorsOf, importJson, okOf } from './importCatalog.testkit';
import { positionAt } from './jsonPosition';
import type { ImportIssue } from './types';

/** importCatalog on the text: JSON syntax errors, the size limit, and how an issue is printed. */

describe('JSON syntax errors', () => {
  it('returns the line and column of a missing value', () => {
    const [error] = errorsOf(importCatalog('[\n  {"name": "x",\n   "description": }\n]'));
    expect(error).toMatchObject({ path: '', line: 3, column: 19 });
    expect(error?.message).toBe('expected a value (found "}")');
  });

  it('returns a trailing-comma hint when a comma precedes ] or }', () => {
    const [array] = errorsOf(importCatalog('[1,2,]'));
    expect(array).toMatchObject({ line: 1, column: 6 });
    expect(array?.message).toBe(
      'expected a value (found "]"); JSON does not allow a trailing comma',
    );
    const [object] = errorsOf(importCatalog('{\n  "tools": [],\n}'));
    expect(object).toMatchObject({ line: 3, column: 1 });
    expect(object?.message).toContain('JSON does not allow a trailing comma');
  });

  it('returns "end of input" when the text stops early', () => {
    expect(errorsOf(importCatalog(''))[0]).toMatchObject({
      line: 1,
      column: 1,
      message: 'expected a value (found end of input)',
    });
    expect(errorsOf(importCatalog('{"tools": [1'))[0]?.message).toContain('found end of input');
  });

  it('returns positions that count \\r\\n as one line break', () => {
    const [error] = errorsOf(importCatalog('[\r\n{"a": 1\r\n  "b": 2}]'));
    expect(error).toMatchObject({ line: 3, column: 3 });
    expect(error?.message).toBe('expected "," between items (found the string "b")');
  });

  it('returns hints for single quotes, bare keys, comments and control characters', () => {
    expect(errorsOf(importCatalog("['a']"))[0]?.message).toContain(
      'JSON strings need double quotes',
    );
    expect(errorsOf(importCatalog('{tools: []}'))[0]?.message).toBe(
      'unexpected "tools"; property names need double quotes',
    );
    expect(errorsOf(importCatalog('// tools\n[]'))[0]?.message).toBe(
      'comments are not allowed in JSON',
    );
    const [control] = errorsOf(importCatalog('{"a": "x\u0001"}'));
    expect(control).toMatchObject({ line: 1, column: 9 });
    expect(control?.message).toContain('U+0001');
  });

  it('returns an error after the value when there is trailing text', () => {
    const [error] = errorsOf(importCatalog('[]\n]'));
    expect(error).toMatchObject({ line: 2, column: 1 });
    expect(error?.message).toContain('unexpected text after the JSON value');
  });

  it('returns an error instead of throwing when unbalanced nesting is too deep to locate', () => {
    const [error] = errorsOf(importCatalog('['.repeat(200_000)));
    expect(error).toMatchObject({ line: 1, column: 1 });
    expect(error?.message).toContain('not valid JSON');
  });

  it('returns ok when the text starts with a byte order mark', () => {
    const text = `\uFEFF${JSON.stringify([{ name: 'a', description: '', parameters: {} }])}`;
    expect(okOf(importCatalog(text)).catalog.tools).toHaveLength(1);
  });

  it('returns line and column for an offset (positionAt)', () => {
    expect(positionAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(positionAt('ab\rcd', 3)).toEqual({ line: 2, column: 1 });
    expect(positionAt('ab\r\ncd', 4)).toEqual({ line: 2, column: 1 });
  });
});

describe('size limit', () => {
  const text = JSON.stringify([{ name: 'a', description: 'x'.repeat(100), parameters: {} }]);

  it('returns an error with the size and the limit in MB when the text is too large', () => {
    const [error, ...rest] = errorsOf(importCatalog(text, { maxBytes: text.length - 1 }));
    expect(rest).toEqual([]);
    expect(error?.path).toBe('');
    expect(error?.message).toMatch(/^catalog is too large: [\d.]+ MB is over the [\d.]+ MB limit/);
    expect(error?.message).toContain(`(${text.length} > ${text.length - 1} characters)`);
  });

  it('returns ok when the text is exactly at the limit', () => {
    expect(importCatalog(text, { maxBytes: text.length }).ok).toBe(true);
  });

  it('returns an error before parsing when the text exceeds the default 50 MB', () => {
    // Not JSON at all: a parse would report a syntax error, so this proves the size check is first.
    const [error] = errorsOf(importCatalog('x'.repeat(50 * 1024 * 1024 + 1)));
    expect(error?.message).toContain(
      '52428801 characters is over the limit of 52428800 characters (50 MB)',
    );
    expect(error?.line).toBeUndefined();
  });
});

describe('formatIssue', () => {
  it('returns "source: line L, column C: message" when the issue has a position', () => {
    const [error] = errorsOf(importCatalog('[1,]'));
    expect(formatIssue(error as ImportIssue, 'tools.json')).toBe(
      'tools.json: line 1, column 4: expected a value (found "]"); JSON does not allow a trailing comma',
    );
  });

  it('returns "source: path (tool, field): message" when the issue has a path', () => {
    const [error] = errorsOf(importJson({ tools: [{ name: 'x', inputSchema: [] }] }));
    expect(formatIssue(error as ImportIssue, 'gh.json')).toBe(
      'gh.json: /tools/0/inputSchema (tool "x", field "inputSchema"): inputSchema must be a JSON Schema object, found an empty array',
    );
  });

  it('returns "catalog: message" when there is no source and no path', () => {
    expect(formatIssue({ path: '', message: 'catalog has no tools' })).toBe(
      'catalog: catalog has no tools',
    );
    expect(formatIssue({ path: '/3', message: 'a\nb' })).toBe('catalog: /3: a b');
  });
});
