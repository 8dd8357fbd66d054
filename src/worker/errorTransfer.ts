import type { TransferHandler } from 'comlink';
import { isToollensError } from '../engine';

/**
 * Comlink sends a thrown error across the worker boundary as its name, message and stack only,
 * and the page rebuilds it with `Object.assign(new Error(message), those fields)`. Adding the
 * engine's refusal code to those fields lets the page tell a refusal's kind by its code
 * (`ToollensError.code`), never by its wording.
 */
export const carryErrorCodes = (handlers: Map<string, TransferHandler<unknown, unknown>>): void => {
  const base = handlers.get('throw');
  if (!base) throw new Error('toollens worker: comlink has no "throw" transfer handler');
  handlers.set('throw', {
    canHandle: base.canHandle,
    serialize(thrown) {
      const [serialized, transferables] = base.serialize(thrown);
      const error = (thrown as { value?: unknown }).value;
      const fields = (serialized as { isError?: boolean; value?: Record<string, unknown> }).value;
      if (isToollensError(error) && fields) fields.code = error.code;
      return [serialized, transferables];
    },
    deserialize: base.deserialize,
  });
};
