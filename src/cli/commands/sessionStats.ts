import { formatCount, type SessionStats, sessionStats } from '../../engine';
import type { CliArgs } from '../args';
import { readSessionFiles } from '../loadSessions';
import { table } from '../table';
import { logReading } from './logOptions';

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

export const sessionStatsCommand = async ({ values, rest }: CliArgs): Promise<string> => {
  const { files, catalog } = await readSessionFiles({ values, rest }, logReading(values));
  const stats = files.flatMap((each) => each.sessions).map(sessionStats);
  if (values.json) return JSON.stringify(stats, null, 2);
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
  ]
    .filter((line) => line !== '')
    .join('\n');
};
