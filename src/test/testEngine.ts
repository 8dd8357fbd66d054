import { callRule, changesCatalog } from '../worker/clientCalls';
import type { Args, Engine, EngineStatus, Method, Reply } from '../worker/EngineClient';

/** Stand-ins for worker calls, by name: each answers as the worker's call of that name would. */
export type Fakes = { [K in Method]?: (...args: Args<K>) => Reply<K> | Promise<Reply<K>> };

/**
 * An engine for store tests, derived from the worker's contract: a call goes to the fake of its
 * name, under the client's own rule (clientCalls.ts `callRule`), so signals and the order of
 * searches behave as in the page; a call with no fake rejects, saying so. `calls` records each method asked, `emit`
 * tells the status listeners a restart or a failure.
 */
export const testEngine = (fakes: Fakes) => {
  const rule = callRule();
  const calls: string[] = [];
  const listeners = new Set<(status: EngineStatus) => void>();
  // The catalog's revision, bumped as EngineClient bumps it: when such a call is made and answered.
  let revision = 0;
  const send: Engine['send'] = (method, args, options) =>
    rule(method, options ?? {}, async () => {
      calls.push(method);
      const fake = fakes[method] as ((...values: unknown[]) => unknown) | undefined;
      if (!fake) throw new Error(`fake engine: ${method} is not faked here`);
      const changes = changesCatalog(method);
      if (changes) revision++;
      try {
        return (await fake(...args)) as never;
      } finally {
        if (changes) revision++;
      }
    });
  const engine: Engine = {
    send,
    revision: () => revision,
    call: (method, ...args) => send(method, args),
    onStatus: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const emit = (status: EngineStatus) => {
    if (status.kind === 'restarted') revision++;
    for (const listener of listeners) listener(status);
  };
  return { engine, calls, emit };
};

/** A call that never answers: its request stays pending, as a worker still busy would keep it. */
const never = () => new Promise<never>(() => {});

/**
 * Fakes for the calls a store test does not care about: answered with nothing, or never
 * (movement, the menu's recount) where an answer would need a real search. A test spreads its
 * own fakes over these.
 */
export const QUIET_FAKES: Fakes = {
  facets: () => ({ capabilities: [], domains: [], entities: [], relationships: [] }),
  catalogRows: () => [],
  declarationTokens: () => ({ tokenizer: 'fake', tokens: {} }),
  toolDetail: () => undefined,
  lens: () => undefined,
  whyNot: (_request, name) => ({ kind: 'unknown', name }),
  movement: never,
  nearMisses: never,
  menuTokens: never,
  servedTool: () => undefined,
};
