import { formatCount, type SessionStats, sessionStats } from '../../engine';
import type { CliArgs } from '../args';
import type { CliIo } from '../cliIo';
import { readSessionFiles } from '../loadSessions';
import { table } from '../table';
import { logReading } from './logOptions';
import { recordedSearchesSection } from './recordedSearchesReport';

/**
 * `stats --sessions <files…>`: what each session holds, read from any log format replay reads
 * (a Claude Code file's subagent threads each a row): its rule, turns, the agent's discoveries by
 * form, the tools they loaded, calls, unknown names and compactions. With a catalog the log's
 * names are mapped to the catalog's first, so "unknown" means the catalog lacks them.
 */

const row = (each: SessionStats) =>
  [
    each.session,
    each.rule ?? '',
    each.turns,
    each.userMessages,
    `${each.discoveries.search}/${each.discoveries.select}/${each.discoveries.pattern}`,
    each.discoveries.failed,
    each.searches + each.activations,
    each.toolsLoaded,
    each.calls,
    each.toolsCalled,
    each.unknownTools,
    each.compactions,
  ].map((cell) => (typeof cell === 'number' ? formatCount(cell) : cell));

export const sessionStatsCommand = async (
  { values, rest }: CliArgs,
  io: CliIo,
): Promise<string> => {
  const { files, catalog } = await readSessionFiles({ values, rest }, logReading(values), io);
  const sessions = files.flatMap((each) => each.sessions);
  const stats = sessions.map(sessionStats);
  const recorded = recordedSearchesSection(sessions, catalog);
  if (values.json) {
    // Each session's row carries its own recorded searches when a catalog was given.
    const checked = recorded.json;
    if (checked === undefined) return JSON.stringify(stats, null, 2);
    const rows = stats.map((row) => ({
      ...row,
      recordedSearches: {
        checks: checked.checks.filter((check) => check.at.session === row.session),
        skipped: checked.skipped.filter((skip) => skip.at.session === row.session),
      },
    }));
    return JSON.stringify(rows, null, 2);
  }
  return [
    table(
      [
        'session',
        'rule',
        'turns',
        'user',
        'discoveries search/select/pattern',
        'failed',
        'search_tools+activate',
        'tools loaded',
        'calls',
        'tools called',
        'unknown',
        'compactions',
      ],
      stats.map(row),
    ),
    catalog === undefined
      ? "names as the log gives them (--catalog maps agents' MCP names to a catalog's)"
      : '',
    ...recorded.lines,
  ]
    .filter((line) => line !== '')
    .join('\n');
};
