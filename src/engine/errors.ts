/**
 * The engine's own refusals: bad input or a request it cannot serve, each saying what to change.
 * Callers tell them from bugs by class, never by message text: the CLI prints a ToollensError
 * as it is (exit 1) and lets anything else show its stack.
 */

/** What kind of refusal: the UI and the CLI may treat them alike, tests may tell them apart. */
export type ErrorCode =
  /** The input breaks a rule of the domain (an unknown field, a negative weight…). */
  | 'invalid'
  /** A name, tool or item that is not there. */
  | 'not-found'
  /** The request clashes with the current state (a rename onto a taken name). */
  | 'conflict'
  /** Nothing is loaded yet to answer from. */
  | 'not-loaded'
  /** An answer asked of a search the engine no longer keeps, or of a catalog changed since. */
  | 'expired';

/** An error the engine throws on purpose, with a code a caller can tell apart (`isToollensError`). */
export class ToollensError extends Error {
  readonly code: ErrorCode;

  constructor(message: string, code: ErrorCode = 'invalid') {
    super(message);
    this.name = 'ToollensError';
    this.code = code;
  }
}

/** Whether `error` is one of the engine's refusals (by class, across module copies by name). */
export const isToollensError = (error: unknown): error is ToollensError =>
  error instanceof ToollensError || (error instanceof Error && error.name === 'ToollensError');
