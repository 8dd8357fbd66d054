/**
 * A call the engine could not answer because its worker is gone: `restarted` (the worker died
 * and a new one took over; asking again will work) or `crashed` (the client gave up restarting,
 * or was disposed; every call now fails). The page tells them apart by `code`.
 */
export class EngineUnavailableError extends Error {
  readonly code: 'restarted' | 'crashed';

  constructor(message: string, code: 'restarted' | 'crashed') {
    super(message);
    this.name = 'EngineUnavailableError';
    this.code = code;
  }
}
