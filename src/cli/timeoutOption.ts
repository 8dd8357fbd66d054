import { DEFAULT_TIMEOUT_MS } from '../mcp';
import { UsageError } from './usageError';

/**
 * `--timeout <duration>`: how long a live server (`--mcp`, `--mcp-url`) may take to answer the
 * MCP handshake and the first tools/list. A bare number is milliseconds; `30s` and `2m` are
 * seconds and minutes. A wait under a second is refused (`--timeout 30` is 30 ms, never what
 * was meant), and so is one over an hour.
 */

const MIN_MS = 1_000;
const MAX_MS = 3_600_000;
const UNIT_MS = { ms: 1, s: 1_000, m: 60_000 } as const;

/** The wait in milliseconds, or undefined when `value` is not given. */
export const parseTimeout = (value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(value.trim());
  if (!match) {
    throw new UsageError(
      `--timeout must be a duration: milliseconds (20000), seconds (30s) or minutes (2m); the default is ${DEFAULT_TIMEOUT_MS / 1_000}s; got "${value}"`,
    );
  }
  const [, amount = '', unit] = match;
  const ms = Math.round(Number(amount) * UNIT_MS[(unit ?? 'ms') as keyof typeof UNIT_MS]);
  if (ms < MIN_MS || ms > MAX_MS) {
    const bare =
      unit === undefined && ms < MIN_MS
        ? ` (a bare number is milliseconds: did you mean ${amount}s?)`
        : '';
    throw new UsageError(`--timeout must be from 1s to 60m, got "${value}"${bare}`);
  }
  return ms;
};
