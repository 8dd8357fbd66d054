import { describe, expect, it } from 'vitest';
import { CallAbortedError, Lanes } from './lanes';

/** A fake worker whose calls the test answers by hand, in any order. */
const manualWorker = () => {
  const calls: { request: string; answer: (r: string) => void; fail: (e: Error) => void }[] = [];
  const call = (request: string) => () =>
    new Promise<string>((answer, fail) => {
      calls.push({ request, answer, fail });
    });
  return { calls, call };
};

/** Lets pending promise callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const search = { lane: 'search' } as const;

describe('a lane', () => {
  it('makes a call at once when idle and resolves with its answer', async () => {
    const { calls, call } = manualWorker();
    const lanes = new Lanes();
    const result = lanes.run(call('a'), search);
    expect(calls.map((c) => c.request)).toEqual(['a']);
    calls[0]!.answer('A');
    await expect(result).resolves.toBe('A');
  });

  it('keeps at most one call in the worker and makes only the newest waiting one after it', async () => {
    const { calls, call } = manualWorker();
    const lanes = new Lanes();
    const a = lanes.run(call('a'), search);
    const b = lanes.run(call('b'), search);
    const c = lanes.run(call('c'), search);
    // b and c wait; nothing else has started. a's and b's callers are answered at once.
    expect(calls.map((x) => x.request)).toEqual(['a']);
    await expect(a).rejects.toBeInstanceOf(CallAbortedError);
    await expect(b).rejects.toThrow('superseded by a newer call on the search lane');

    calls[0]!.answer('A');
    await flush();
    // b was superseded while waiting, so it is never made.
    expect(calls.map((x) => x.request)).toEqual(['a', 'c']);
    calls[1]!.answer('C');
    await expect(c).resolves.toBe('C');
  });

  it('answers a superseded call in the worker at once, never with its late data', async () => {
    const { calls, call } = manualWorker();
    const lanes = new Lanes();
    const a = lanes.run(call('a'), search);
    const b = lanes.run(call('b'), search);
    // a is answered only after b was asked: its data must not reach its caller.
    await expect(a).rejects.toBeInstanceOf(CallAbortedError);
    calls[0]!.answer('A (stale)');
    await flush();
    calls[1]!.answer('B');
    await expect(b).resolves.toBe('B');
  });

  it('rejects when the newest call fails, and ignores failures of superseded calls', async () => {
    const { calls, call } = manualWorker();
    const lanes = new Lanes();
    const a = lanes.run(call('a'), search);
    const b = lanes.run(call('b'), search);
    calls[0]!.fail(new Error('a failed'));
    await expect(a).rejects.toBeInstanceOf(CallAbortedError);
    await flush();
    calls[1]!.fail(new Error('b failed'));
    await expect(b).rejects.toThrow('b failed');
    // The lane is usable after a failure.
    const c = lanes.run(call('c'), search);
    calls[2]!.answer('C');
    await expect(c).resolves.toBe('C');
  });

  it('turns a synchronous throw into a rejection', async () => {
    const lanes = new Lanes();
    const boom = () => {
      throw new Error('boom');
    };
    await expect(lanes.run(boom, search)).rejects.toThrow('boom');
    await expect(lanes.run(boom)).rejects.toThrow('boom');
  });
});

describe('a signal', () => {
  it('gives up a waiting call, which is then never made', async () => {
    const { calls, call } = manualWorker();
    const lanes = new Lanes();
    const a = lanes.run(call('a'), search);
    const asked = new AbortController();
    const b = lanes.run(call('b'), { ...search, signal: asked.signal });
    await expect(a).rejects.toBeInstanceOf(CallAbortedError);
    asked.abort();
    await expect(b).rejects.toThrow('the call was aborted');
    calls[0]!.answer('A');
    await flush();
    // b was given up while it waited behind a: the lane is idle, with nothing made after a.
    expect(calls.map((x) => x.request)).toEqual(['a']);
    const c = lanes.run(call('c'), search);
    expect(calls.map((x) => x.request)).toEqual(['a', 'c']);
    calls[1]!.answer('C');
    await expect(c).resolves.toBe('C');
  });

  it('answers an aborted call in the worker at once, and drops its answer', async () => {
    const { calls, call } = manualWorker();
    const lanes = new Lanes();
    const asked = new AbortController();
    const a = lanes.run(call('a'), { signal: asked.signal });
    asked.abort();
    await expect(a).rejects.toBeInstanceOf(CallAbortedError);
    calls[0]!.answer('A (dropped)');
    await flush();
  });

  it('never makes a call whose signal was aborted before', async () => {
    const { calls, call } = manualWorker();
    const asked = new AbortController();
    asked.abort();
    await expect(new Lanes().run(call('a'), { signal: asked.signal })).rejects.toThrow(
      'aborted before it was made',
    );
    expect(calls).toEqual([]);
  });

  it('leaves calls on no lane alone: each is made at once, in order', async () => {
    const { calls, call } = manualWorker();
    const lanes = new Lanes();
    const a = lanes.run(call('a'));
    const b = lanes.run(call('b'));
    expect(calls.map((x) => x.request)).toEqual(['a', 'b']);
    calls[1]!.answer('B');
    calls[0]!.answer('A');
    await expect(a).resolves.toBe('A');
    await expect(b).resolves.toBe('B');
  });
});

describe('rerun', () => {
  it('makes a lost call again and answers its original caller', async () => {
    const { calls, call } = manualWorker();
    const lanes = new Lanes();
    const a = lanes.run(call('a'), search);
    const rerun = lanes.rerun('search');
    expect(calls.map((x) => x.request)).toEqual(['a', 'a']);
    // The lost first call answers late: ignored.
    calls[0]!.answer('A (dead worker)');
    calls[1]!.answer('A');
    await expect(a).resolves.toBe('A');
    await expect(rerun).resolves.toBe('A');
  });

  it('makes the newest waiting call instead of the superseded one that was lost', async () => {
    const { calls, call } = manualWorker();
    const lanes = new Lanes();
    const a = lanes.run(call('a'), search);
    const b = lanes.run(call('b'), search);
    const rerun = lanes.rerun('search');
    expect(calls.map((x) => x.request)).toEqual(['a', 'b']);
    calls[1]!.answer('B');
    await expect(a).rejects.toBeInstanceOf(CallAbortedError);
    await expect(b).resolves.toBe('B');
    await expect(rerun).resolves.toBe('B');
  });

  it('repeats the newest answered call when idle', async () => {
    const { calls, call } = manualWorker();
    const lanes = new Lanes();
    const a = lanes.run(call('a'), search);
    calls[0]!.answer('A');
    await expect(a).resolves.toBe('A');
    const rerun = lanes.rerun('search');
    expect(calls.map((x) => x.request)).toEqual(['a', 'a']);
    calls[1]!.answer('A again');
    await expect(rerun).resolves.toBe('A again');
  });

  it('resolves undefined when the lane never had a call', async () => {
    const { calls } = manualWorker();
    await expect(new Lanes().rerun('search')).resolves.toBeUndefined();
    expect(calls).toEqual([]);
  });
});

describe('cancel', () => {
  it('gives up every waiting caller and drops late answers', async () => {
    const { calls, call } = manualWorker();
    const lanes = new Lanes();
    const a = lanes.run(call('a'), search);
    const b = lanes.run(call('b'), search);
    lanes.cancel();
    await expect(a).rejects.toBeInstanceOf(CallAbortedError);
    await expect(b).rejects.toBeInstanceOf(CallAbortedError);
    calls[0]!.answer('A');
    await flush();
    // b never started, and nothing is left to re-run.
    expect(calls.map((x) => x.request)).toEqual(['a']);
    await expect(lanes.rerun('search')).resolves.toBeUndefined();
  });
});
