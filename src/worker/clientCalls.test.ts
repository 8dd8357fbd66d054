import { describe, expect, it } from 'vitest';
import { callRule, isAborted } from './clientCalls';

/** A fake worker whose calls the test answers by hand, in any order. */
const manualWorker = () => {
  const made: { name: string; answer: (reply: string) => void }[] = [];
  const make = (name: string) => () =>
    new Promise<string>((answer) => {
      made.push({ name, answer });
    });
  return { made, make };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the rule of a call', () => {
  it('makes one search at a time, and skips a waiting search given up meanwhile', async () => {
    const { made, make } = manualWorker();
    const rule = callRule();
    const a = rule('search', {}, make('a'));
    const giveUpB = new AbortController();
    const b = rule('search', { signal: giveUpB.signal }, make('b'));
    const c = rule('search', {}, make('c'));
    // Other calls do not wait for the search.
    void rule('lens', {}, make('lens'));
    await flush();
    expect(made.map((call) => call.name)).toEqual(['a', 'lens']);
    giveUpB.abort();
    await expect(b).rejects.toSatisfy(isAborted);
    made[0]?.answer('A');
    await expect(a).resolves.toBe('A');
    await flush();
    expect(made.map((call) => call.name)).toEqual(['a', 'lens', 'c']);
    made[2]?.answer('C');
    await expect(c).resolves.toBe('C');
  });

  it('answers a call given up in flight at once, never with its late answer', async () => {
    const { made, make } = manualWorker();
    const rule = callRule();
    const giveUp = new AbortController();
    const a = rule('search', { signal: giveUp.signal }, make('a'));
    await flush();
    giveUp.abort();
    await expect(a).rejects.toSatisfy(isAborted);
    made[0]?.answer('A (late)');
    // The next search waited for the given-up one to leave the worker.
    const b = rule('search', {}, make('b'));
    await flush();
    made[1]?.answer('B');
    await expect(b).resolves.toBe('B');
  });

  it('never makes a call given up before it was asked', async () => {
    const { made, make } = manualWorker();
    const rule = callRule();
    const signal = AbortSignal.abort();
    await expect(rule('lens', { signal }, make('lens'))).rejects.toSatisfy(isAborted);
    await expect(rule('search', { signal }, make('search'))).rejects.toSatisfy(isAborted);
    await flush();
    expect(made).toEqual([]);
  });
});
