/**
 * What the run loop asks of a provider (runPlay.ts): send the conversation so far and say what
 * the model did, take the user's next request, take the answers to the model's calls. Each
 * adapter keeps the conversation in its provider's own shape and logs it in that provider's log
 * format, which the session importers read (docs/sessions.md, "Agent logs").
 */

/** A call the client answers: one of the author's tools, or the harness's own two. */
export type ModelCall = { id: string; name: string; args: unknown };

/** A search the provider ran on its side, with the names it returned or its error. */
export type ModelSearch = { via: string; query: string; returned: string[]; error?: string };

export type ModelStep = {
  calls: ModelCall[];
  searches: ModelSearch[];
  text: string;
  /** `continue`: the provider paused a long server-side turn; send again. */
  stop: 'done' | 'calls' | 'refusal' | 'max-tokens' | 'continue';
  usage: { input: number; output: number };
};

export type CallAnswer = { call: ModelCall; output: string; error?: boolean };

export interface PlayAdapter {
  user(text: string): void;
  send(signal?: AbortSignal): Promise<ModelStep>;
  answer(answers: readonly CallAnswer[]): void;
  /** The log so far: one JSON value a line. */
  lines(): unknown[];
}

/** A call's arguments as the model gave them: a JSON string is parsed; bad JSON stays a string. */
export const parsedArguments = (raw: unknown): unknown => {
  if (typeof raw !== 'string') return raw ?? {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
};
