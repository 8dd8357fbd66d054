import { formatCount, plural } from '../../../text/core';
import { MAX_SESSION_LINES } from '../../limits';
import type { Log } from '../steps';
import { catalogNameResolver } from './names';
import { SessionReader, type Thread } from './read';

export type { Thread } from './read';

/**
 * A Claude Code session file or an Agent SDK stream-json log as threads of steps: the main
 * thread first, then each subagent thread in the order it starts. A log of more than
 * MAX_SESSION_LINES lines is refused before any line is interpreted.
 */
export const readSessionThreads = (
  values: readonly { value: unknown; line: number }[],
  log: Log,
  catalogNames: readonly string[] | undefined,
): Thread[] => {
  if (values.length > MAX_SESSION_LINES) {
    log.fail(
      '',
      `the session has ${plural(values.length, 'line')}; toollens reads at most ${formatCount(MAX_SESSION_LINES)}`,
    );
    return [];
  }
  const reader = new SessionReader(log, catalogNameResolver(catalogNames));
  for (const { value, line } of values) reader.read(value, line);
  return [...reader.threads.values()];
};
