import { describe, expect, it } from 'vitest';
import { pendingAnswers } from './pendingAnswers';

const request = (id: number) => ({ jsonrpc: '2.0' as const, id, method: 'tools/list' });
const sent = () => Promise.resolve();

/** Whether `promise` has settled by now (after pending microtasks), and how. */
const state = async (promise: Promise<void>): Promise<'pending' | 'resolved' | 'rejected'> => {
  let result: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => {
      result = 'resolved';
    },
    () => {
      result = 'rejected';
    },
  );
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return result;
};

describe('pendingAnswers', () => {
  it("keeps a request's send pending until it is answered; a notification's settles at once", async () => {
    const pending = pendingAnswers();
    const first = pending.send(request(1), sent);
    const notification = pending.send(
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      sent,
    );
    expect(await state(first)).toBe('pending');
    expect(await state(notification)).toBe('resolved');
    pending.answered(1);
    expect(await state(first)).toBe('resolved');
  });

  it('fails the refused request with the refusal, and only that one unless none is named', async () => {
    const pending = pendingAnswers();
    const [one, two, three] = [1, 2, 3].map((id) => pending.send(request(id), sent));
    const refusal = new Error('over the limit');
    pending.refuse(refusal, 2);
    await expect(two).rejects.toBe(refusal);
    expect(await state(one as Promise<void>)).toBe('pending');
    pending.refuse(refusal);
    await expect(one).rejects.toBe(refusal);
    await expect(three).rejects.toBe(refusal);
  });

  it('lets a request go once its cancellation is sent (timed out), and every one on clear', async () => {
    const pending = pendingAnswers();
    const [one, two] = [1, 2].map((id) => pending.send(request(id), sent));
    await pending.send(
      { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } },
      sent,
    );
    expect(await state(one as Promise<void>)).toBe('resolved');
    expect(await state(two as Promise<void>)).toBe('pending');
    pending.clear();
    expect(await state(two as Promise<void>)).toBe('resolved');
  });

  it('rejects with the failure of the send itself, and a later refusal goes unheard', async () => {
    const pending = pendingAnswers();
    const failure = new Error('fetch failed');
    const one = pending.send(request(1), () => Promise.reject(failure));
    await expect(one).rejects.toBe(failure);
    pending.refuse(new Error('late'), 1);
    pending.refuse(new Error('late'));
  });
});
