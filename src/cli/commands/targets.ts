import {
  type AgentTargetId,
  askTarget,
  availableTargets,
  buildTarget,
  type Catalog,
  catalogServer,
  DEFAULT_PAGE_SIZE,
  EVAL_RANKERS,
  type EvalRanker,
  isAgentTarget,
  isPeer,
  isRanker,
  type PeerName,
  peerRanking,
  type Ranker,
  readingText,
  TARGET_INFO,
  type TargetAnswer,
  targetTools,
} from '../../engine';
import { fixed, table } from '../table';
import { escapeForTerminal } from '../terminalText';
import { UsageError } from '../usageError';

/**
 * The CLI's agent targets and peers beside toollens's own rankers: `--ranker` of search reads any
 * of them, an agent target answers as that agent would (its k, its name forms, its refusals), and
 * `--explain` gives each hit's score in the agent's own terms.
 */

/** What `search --ranker` accepts: toollens's rankers, a peer, or an agent target. */
export type SearchRanker = Ranker | PeerName | AgentTargetId;

const SEARCH_RANKERS: readonly SearchRanker[] = EVAL_RANKERS;

export const parseSearchRanker = (value: string | undefined): SearchRanker => {
  if (value === undefined) return 'toollens';
  const ranker = SEARCH_RANKERS.find((name) => name === value);
  if (ranker) return ranker;
  throw new UsageError(`--ranker must be one of ${SEARCH_RANKERS.join(', ')}, got "${value}"`);
};

export const isOwnRanker = (ranker: SearchRanker): ranker is Ranker => isRanker(ranker);

/** `--rankers all` or a list: every ranker of eval, each checked. */
export const parseRankers = (value: string): EvalRanker[] => {
  if (value === 'all') return [...EVAL_RANKERS];
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !EVAL_RANKERS.some((ranker) => ranker === name));
  if (names.length === 0 || unknown.length > 0) {
    throw new UsageError(
      `--rankers must be "all" or a list of ${EVAL_RANKERS.join(', ')}, got "${value}"`,
    );
  }
  return EVAL_RANKERS.filter((ranker) => names.includes(ranker));
};

/** `--targets all|none|codex,…`: the agent targets a command checks. */
export const parseTargets = (value: string): AgentTargetId[] => {
  if (value === 'all') return availableTargets();
  if (value === 'none') return [];
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !availableTargets().some((id) => id === name));
  if (unknown.length > 0) {
    throw new UsageError(
      `--targets must be all, none or a list of ${availableTargets().join(', ')}, got "${value}"`,
    );
  }
  return availableTargets().filter((id) => names.includes(id));
};

/** `--server`: the MCP server's name the agents put in tool names (default: the catalog's). */
export const serverOption = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  if (value.trim() === '') throw new UsageError('--server must name the MCP server, got ""');
  return value;
};

const renderAnswer = (answer: TargetAnswer, explain: boolean, server: string): string => {
  const info = TARGET_INFO[answer.target];
  const lines = [
    `${info.label} (${answer.target}): ${info.title}`,
    `rules and source: ${info.doc} · exactness: ${info.exactness} · server "${escapeForTerminal(server)}"`,
    `query form ${answer.form} · returns ${answer.k} · ${answer.ranked.length} scored`,
  ];
  if (answer.asked) {
    lines.push(
      `pattern run: ${escapeForTerminal(answer.asked.pattern) || '(empty)'} · ${readingText(answer.asked)}`,
    );
  }
  if (answer.refusal) {
    lines.push(`refused: ${answer.refusal.code}: ${escapeForTerminal(answer.refusal.message)}`);
    return lines.join('\n');
  }
  if (answer.alwaysDeclared.length > 0) {
    lines.push(
      `always declared, not searched: ${answer.alwaysDeclared.map(escapeForTerminal).join(', ')}`,
    );
  }
  const shown = answer.ranked.slice(0, Math.max(answer.k, DEFAULT_PAGE_SIZE));
  lines.push(
    '',
    shown.length === 0
      ? 'no results'
      : table(
          ['#', 'name', 'agent name', 'score', 'returned'],
          shown.map((hit, at) => [
            hit.tied > 1 ? `${hit.rank}= (${hit.tied} tied)` : hit.rank,
            escapeForTerminal(hit.name),
            escapeForTerminal(hit.agentName),
            hit.score === undefined ? '-' : fixed(hit.score, 4),
            at < answer.returned.length ? 'yes' : 'not returned',
          ]),
        ),
  );
  if (explain) {
    for (const hit of shown) {
      if (hit.why.length === 0) continue;
      lines.push(
        '',
        `${escapeForTerminal(hit.name)}:`,
        ...hit.why.map((line) => `  ${escapeForTerminal(line)}`),
      );
    }
  }
  return lines.join('\n');
};

/** `search --ranker <peer|target>`: the foreign ranker's answer, text or JSON. */
export const searchForeign = (
  catalog: Catalog,
  ranker: PeerName | AgentTargetId,
  query: string,
  options: {
    server?: string;
    /** The query is a pattern given as one (`--pattern`): run as typed by a target that reads one. */
    given?: 'pattern';
    explain: boolean;
    json: boolean;
    limit?: number;
  },
): string => {
  const tools = catalog.tools.filter((tool) => !tool.scaffolding);
  if (isPeer(ranker)) {
    const names = peerRanking(ranker, tools)(query).slice(0, options.limit ?? DEFAULT_PAGE_SIZE);
    if (options.json) return JSON.stringify({ ranker, query, names }, null, 2);
    return [
      `peer ${ranker} · ${names.length} shown`,
      names.length === 0
        ? 'no results'
        : table(
            ['#', 'name'],
            names.map((name, at) => [at + 1, escapeForTerminal(name)]),
          ),
    ].join('\n');
  }
  if (!isAgentTarget(ranker) || !availableTargets().includes(ranker)) {
    throw new UsageError(`--ranker ${ranker} is not built in`);
  }
  const server = catalogServer(catalog, options.server);
  const target = buildTarget(ranker, targetTools(catalog, options.server));
  const answer = askTarget(target, query, {
    ...(options.given === undefined ? {} : { given: options.given }),
    ...(options.limit === undefined ? {} : { k: options.limit }),
  });
  if (options.json) return JSON.stringify(answer, null, 2);
  return renderAnswer(answer, options.explain, server);
};
