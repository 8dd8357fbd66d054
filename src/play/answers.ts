import type { PlayAnswer } from './types';

/**
 * What a call of one of the author's tools is answered with. By default the tool is never run: a
 * model run must not send mail or delete a branch because a model picked a tool. Only a run the
 * user points at the live server (`live`) calls it. The answer is a string, as every provider's
 * tool result accepts one.
 */
export const answerFor = async (
  answer: PlayAnswer,
  tool: string,
  args: unknown,
): Promise<{ text: string; isError: boolean }> => {
  if (answer.kind === 'live') return answer.call(tool, args);
  return { text: fixedAnswer(answer, tool, args), isError: false };
};

const fixedAnswer = (
  answer: Exclude<PlayAnswer, { kind: 'live' }>,
  tool: string,
  args: unknown,
): string => {
  switch (answer.kind) {
    case 'ok':
      return 'ok';
    case 'echo':
      return JSON.stringify({ tool, arguments: args ?? {} });
    case 'canned': {
      const value = Object.hasOwn(answer.results, tool) ? answer.results[tool] : 'ok';
      return typeof value === 'string' ? value : JSON.stringify(value);
    }
  }
};

/** Reads a canned-answer file's value: an object from tool name to any JSON value. */
export const readCannedAnswers = (
  value: unknown,
): { ok: true; answer: PlayAnswer } | { ok: false; error: string } => {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return {
      ok: false,
      error: 'expected an object from tool name to the JSON its calls are answered with',
    };
  return { ok: true, answer: { kind: 'canned', results: value as Record<string, unknown> } };
};
