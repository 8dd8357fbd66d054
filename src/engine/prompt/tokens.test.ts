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
