import { describe, expect, it } from 'vitest';
import { latestWins } from './latestWins';

/** A fake async executor whose calls the test answers by hand, in any order. */
const manualExecutor = () => {
  const calls: { request: string; answer: (r: string) => void; fail: (e: Error) => void }[] = [];
  const execute = (request: string) =>
    new Promise<string>((answer, fail) => {
      calls.push({ request, answer, fail });
    });
  return { calls, execute };
};

/** Lets pending promise callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('run', () => {
  it('executes a request at once when idle and resolves with its result', async () => {
    const { calls, execute } = manualExecutor();
    const queue = latestWins(execute);
    const result = queue.run('a');
    expect(calls.map((c) => c.request)).toEqual(['a']);
    calls[0]!.answer('A');
    await expect(result).resolves.toBe('A');
  });

  it('keeps at most one call in flight and runs only the newest waiting request after it', async () => {
    const { calls, execute } = manualExecutor();
    const queue = latestWins(execute);
    const a = queue.run('a');
    const b = queue.run('b');
    const c = queue.run('c');
    // b and c wait; nothing else has started.
    expect(calls.map((x) => x.request)).toEqual(['a']);

    calls[0]!.answer('A');
    await flush();
    // b was superseded while waiting, so it never runs.
    expect(calls.map((x) => x.request)).toEqual(['a', 'c']);
    calls[1]!.answer('C');

    await expect(a).resolves.toBeUndefined();
    await expect(b).resolves.toBeUndefined();
    await expect(c).resolves.toBe('C');
  });

  it('resolves a superseded in-flight call with undefined, never with its late data', async () => {
    const { calls, execute } = manualExecutor();
    const queue = latestWins(execute);
    const a = queue.run('a');
    const b = queue.run('b');
    // a is answered only after b was requested: its data must not reach its caller.
    await expect(a).resolves.toBeUndefined();
    calls[0]!.answer('A (stale)');
    await flush();
    calls[1]!.answer('B');
    await expect(b).resolves.toBe('B');
  });

  it('rejects when the newest call fails, and ignores failures of superseded calls', async () => {
    const { calls, execute } = manualExecutor();
    const queue = latestWins(execute);
    const a = queue.run('a');
    const b = queue.run('b');
    calls[0]!.fail(new Error('a failed'));
    await expect(a).resolves.toBeUndefined();
    await flush();
    calls[1]!.fail(new Error('b failed'));
    await expect(b).rejects.toThrow('b failed');
    // The queue is usable after a failure.
    const c = queue.run('c');
    calls[2]!.answer('C');
    await expect(c).resolves.toBe('C');
  });

  it('turns a synchronous throw from the executor into a rejection', async () => {
    const queue = latestWins<string, string>(() => {
      throw new Error('boom');
    });
    await expect(queue.run('a')).rejects.toThrow('boom');
  });
});

describe('rerun', () => {
  it('re-executes a lost in-flight call and answers its original caller', async () => {
    const { calls, execute } = manualExecutor();
    const queue = latestWins(execute);
    const a = queue.run('a');
    const rerun = queue.rerun();
    expect(calls.map((x) => x.request)).toEqual(['a', 'a']);
    // The lost first execution answers late: ignored.
    calls[0]!.answer('A (dead worker)');
    calls[1]!.answer('A');
    await expect(a).resolves.toBe('A');
    await expect(rerun).resolves.toBe('A');
  });

  it('runs the newest waiting request instead of the superseded one that was in flight', async () => {
    const { calls, execute } = manualExecutor();
    const queue = latestWins(execute);
    const a = queue.run('a');
    const b = queue.run('b');
    const rerun = queue.rerun();
    expect(calls.map((x) => x.request)).toEqual(['a', 'b']);
    calls[1]!.answer('B');
    await expect(a).resolves.toBeUndefined();
    await expect(b).resolves.toBe('B');
    await expect(rerun).resolves.toBe('B');
  });

  it('re-runs the newest answered request when idle', async () => {
    const { calls, execute } = manualExecutor();
    const queue = latestWins(execute);
    const a = queue.run('a');
    calls[0]!.answer('A');
    await expect(a).resolves.toBe('A');
    const rerun = queue.rerun();
    expect(calls.map((x) => x.request)).toEqual(['a', 'a']);
    calls[1]!.answer('A again');
    await expect(rerun).resolves.toBe('A again');
  });

  it('resolves undefined when nothing was ever requested', async () => {
    const { calls, execute } = manualExecutor();
    await expect(latestWins(execute).rerun()).resolves.toBeUndefined();
    expect(calls).toEqual([]);
  });
});

describe('cancel', () => {
  it('resolves every waiting caller with undefined and drops late answers', async () => {
    const { calls, execute } = manualExecutor();
    const queue = latestWins(execute);
    const a = queue.run('a');
    const b = queue.run('b');
    queue.cancel();
    await expect(a).resolves.toBeUndefined();
    await expect(b).resolves.toBeUndefined();
    calls[0]!.answer('A');
    await flush();
    // b never started, and nothing is left to re-run.
    expect(calls.map((x) => x.request)).toEqual(['a']);
    await expect(queue.rerun()).resolves.toBeUndefined();
  });
});
