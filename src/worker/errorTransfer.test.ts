import { transferHandlers } from 'comlink';
import { describe, expect, it } from 'vitest';
import { ToollensError } from '../engine';
import { carryErrorCodes } from './errorTransfer';

/** What the page receives when the worker throws `error`: comlink's own round trip. */
const roundTrip = (handlers: typeof transferHandlers, error: unknown): unknown => {
  const handler = handlers.get('throw');
  if (!handler) throw new Error('no throw handler');
  const [serialized] = handler.serialize({ value: error });
  // Structured clone, as postMessage does.
  const received = structuredClone(serialized);
  try {
    handler.deserialize(received);
  } catch (thrown) {
    return thrown;
  }
  throw new Error('deserialize did not throw');
};

describe('errors across the worker boundary', () => {
  it("lose the engine's refusal code under comlink's own handler", () => {
    const received = roundTrip(new Map(transferHandlers), new ToollensError('taken', 'conflict'));
    expect(received).toMatchObject({ name: 'ToollensError', message: 'taken' });
    expect((received as { code?: string }).code).toBeUndefined();
  });

  it('keep it once the worker carries codes', () => {
    const handlers = new Map(transferHandlers);
    carryErrorCodes(handlers);
    const received = roundTrip(handlers, new ToollensError('no tool named "x"', 'not-found'));
    expect(received).toBeInstanceOf(Error);
    expect(received).toMatchObject({
      name: 'ToollensError',
      message: 'no tool named "x"',
      code: 'not-found',
    });
  });

  it('leave other errors and thrown values as comlink sends them', () => {
    const handlers = new Map(transferHandlers);
    carryErrorCodes(handlers);
    const bug = roundTrip(handlers, new TypeError('x is undefined'));
    expect(bug).toMatchObject({ name: 'TypeError', message: 'x is undefined' });
    expect((bug as { code?: string }).code).toBeUndefined();
    expect(roundTrip(handlers, 'a string')).toBe('a string');
  });
});
