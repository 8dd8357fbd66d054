/**
 * How `toollens open`'s bridge tells the page that the stdio server it runs has exited, and how
 * both sides say it. Browser-safe: the bridge writes these, the page reads them.
 *
 * A request the server had not answered when it exited is answered by the bridge itself, at once,
 * with a JSON-RPC error (`ConnectionClosed`, -32000) whose `data` is the exit; and the page's
 * event stream gets one `SERVER_EXITED` notification, so a page that was only listening hears it
 * too. Without them, the page waited out its request timeout and said the server was slow.
 */

/** The notification the bridge sends on the page's event stream when its server has exited. */
export const SERVER_EXITED = 'notifications/toollens/server_exited';

/** A stdio server's end: its exit code or the signal that ended it, and its stderr's last part. */
export type ServerExit = { code: number | null; signal: string | null; stderr: string };

/** The most of its stderr an exit carries, as the terminal's line keeps it. */
export const EXIT_STDERR_CHARS = 2000;

/** "exited with code 3", "was ended by SIGKILL". */
export const exitWords = ({ code, signal }: Pick<ServerExit, 'code' | 'signal'>): string =>
  signal ? `was ended by ${signal}` : `exited with code ${code}`;

/** The last `lines` non-empty lines of a stderr text, joined by " / " for one line. */
const tailLines = (stderr: string, lines: number): string =>
  stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(-lines)
    .join(' / ');

/** One line for the page: `<name> exited with code 3; its stderr ends: "…"`. */
export const exitSentence = (name: string, exit: ServerExit): string => {
  const tail = tailLines(exit.stderr, 3);
  return `${name} ${exitWords(exit)}${tail ? `; its stderr ends: "${tail}"` : ''}`;
};

/** An exit read from a JSON-RPC error's `data` or a notification's `params`, if it is one. */
export const readExit = (value: unknown): ServerExit | undefined => {
  const exit = (value as { exit?: unknown } | null | undefined)?.exit;
  if (exit === null || typeof exit !== 'object') return undefined;
  const { code, signal, stderr } = exit as Record<string, unknown>;
  if (!(code === null || typeof code === 'number')) return undefined;
  if (!(signal === null || typeof signal === 'string')) return undefined;
  return { code, signal, stderr: typeof stderr === 'string' ? stderr : '' };
};
