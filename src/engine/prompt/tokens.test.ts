import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { charsPerFourCounter, loadTokenCounter, memoizedCounter } from './tokens';

describe('charsPerFourCounter', () => {
  it('divides characters by four, rounding up', () => {
    expect(charsPerFourCounter.count('')).toBe(0);
    expect(charsPerFourCounter.count('abcd')).toBe(1);
    expect(charsPerFourCounter.count('abcde')).toBe(2);
  });
});

describe('loadTokenCounter', () => {
  it('loads the o200k_base BPE once and counts real tokens', async () => {
    const counter = await loadTokenCounter();
    expect(counter.name).toBe('o200k_base (gpt-tokenizer)');
    expect(await loadTokenCounter()).toBe(counter);
    expect(counter.count('')).toBe(0);
    expect(counter.count('hello world')).toBe(2);
    expect(counter.count('hello world hello world')).toBe(4);
  });

  it('counts special-token strings as text instead of throwing', async () => {
    const counter = await loadTokenCounter();
    expect(counter.count('say <|endoftext|> here')).toBeGreaterThan(3);
  });
});

describe('memoizedCounter', () => {
  it('asks the inner counter once per text', () => {
    let calls = 0;
    const counter = memoizedCounter({
      name: 'x',
      count: (text) => {
        calls++;
        return text.length;
      },
    });
    expect([counter.count('ab'), counter.count('ab'), counter.count('abc')]).toEqual([2, 2, 3]);
    expect(calls).toBe(2);
    expect(counter.name).toBe('x');
  });
});

describe('the tokenizer boundary', () => {
  it('keeps gpt-tokenizer behind prompt/tokens.ts alone, in the whole source tree', () => {
    const src = new URL('../..', import.meta.url).pathname;
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return files(path);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
      });
    const importers = files(src)
      .filter((file) => /['"]gpt-tokenizer[/'"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(importers).toEqual(['engine/prompt/tokens.ts']);
  });
});
