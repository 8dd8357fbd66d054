import type { Tool } from '../catalog/types';
import { declarationLine } from '../prompt/assemble';
import { DEFAULT_PROVIDERS } from '../prompt/cache';
import { charsPerFourCounter } from '../prompt/tokens';
import { callTurns } from '../session/toolCosts';
import {
  type ReplayedSession,
  replaySession,
  replayTotals,
  type SessionsOptions,
} from './replayed';
import type { AlwaysLoadReport, AlwaysLoadRow, Session } from './types';
import { declaredAlways } from './whatIf';

/**
 * Which tools to declare always, from how the sessions used them. Declaring a tool costs its
 * declaration on every turn; deferring it costs, in each session that needed it, the model
 * iteration that searched for it and re-read the context. The provider models price no tokens,
 * so both sides are counted in prompt tokens at the full rate.
 */

export const ALWAYS_LOAD_FORMULA =
  'declare t always when n_t · P_t > s_t · T — declaring costs its declaration, s_t tokens, on each of the T turns of all sessions; it saves, in each of the n_t sessions that called t and first got it by a search or activation, that discovery iteration, which re-reads ≈ P_t prompt tokens (the mean prompt of the turns where t was first loaded)';

type Use = {
  searched: number;
  loaded: number;
  called: number;
  sessions: number;
  firstNeeded: number | null;
  /** Prompt tokens of each turn where a session that called the tool first got it by a discovery. */
  discoveredAt: number[];
};

const newUse = (): Use => ({
  searched: 0,
  loaded: 0,
  called: 0,
  sessions: 0,
  firstNeeded: null,
  discoveredAt: [],
});

/** How one session used each tool, added into `uses`. */
const addSession = (uses: Map<string, Use>, session: ReplayedSession) => {
  const use = (name: string) => {
    const known = uses.get(name);
    if (known) return known;
    const made = newUse();
    uses.set(name, made);
    return made;
  };
  const calls = callTurns(session.transcript, session.result.turns);
  const first = new Set<string>();
  /** A tool first got by a discovery, with its turn's prompt tokens: needed if it is called. */
  const discovered = new Map<string, number>();
  const needed = (name: string, turn: number, byDiscovery: boolean) => {
    if (first.has(name)) return;
    first.add(name);
    const each = use(name);
    each.firstNeeded = Math.min(each.firstNeeded ?? turn, turn);
    if (byDiscovery) discovered.set(name, session.result.turns[turn - 1]?.promptTokens ?? 0);
  };
  session.transcript.turns.forEach((turn, t) => {
    const replayed = session.result.turns[t];
    const rejected = new Set(replayed?.rejected.map((each) => each.event));
    turn.events.forEach((event, index) => {
      if (event.type === 'discover') {
        for (const name of event.returned) use(name).searched += 1;
        for (const name of event.loaded) {
          use(name).loaded += 1;
          needed(name, t + 1, true);
        }
      } else if (event.type === 'search') {
        const hits = replayed?.searches.find((each) => each.event === index)?.hits ?? [];
        for (const name of hits) use(name).searched += 1;
      } else if (event.type === 'activate' && !rejected.has(index)) {
        for (const name of event.names) {
          use(name).loaded += 1;
          needed(name, t + 1, true);
        }
      } else if (event.type === 'call' && !rejected.has(index)) {
        use(event.name).called += 1;
        needed(event.name, t + 1, false);
      }
    });
  });
  for (const name of calls.keys()) {
    use(name).sessions += 1;
    const tokens = discovered.get(name);
    if (tokens !== undefined) use(name).discoveredAt.push(tokens);
  }
};

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** The recommendation from sessions already replayed with `options` (`before`, in order). */
export const recommendFromReplayed = (
  before: readonly ReplayedSession[],
  options: SessionsOptions,
): AlwaysLoadReport => {
  const sessions: Session[] = before.map(({ name, transcript }) => ({ name, transcript }));
  const counter = options.counter ?? charsPerFourCounter;
  const uses = new Map<string, Use>();
  for (const session of before) addSession(uses, session);
  const T = before.reduce((sum, session) => sum + session.result.turns.length, 0);
  const tools = new Map<string, Tool>(options.catalog.tools.map((tool) => [tool.name, tool]));
  const clock = before[0]?.result.turns[0]?.clock ?? 0;
  const rows: AlwaysLoadRow[] = [];
  for (const [name, use] of uses) {
    const tool = tools.get(name);
    if (tool === undefined || tool.scaffolding) continue;
    const schemaTokens = counter.count(declarationLine(tool, clock));
    const n = use.discoveredAt.length;
    const P = mean(use.discoveredAt);
    const saves = Math.round(n * P);
    const costs = schemaTokens * T;
    const { discoveredAt: _, ...usage } = use;
    rows.push({
      name,
      ...usage,
      schemaTokens,
      searchedFirst: n,
      iterationTokens: Math.round(P),
      saves,
      costs,
      recommended: saves > costs,
    });
  }
  rows.sort((a, b) => b.saves - b.costs - (a.saves - a.costs) || a.name.localeCompare(b.name));
  const always = new Set(rows.filter((row) => row.recommended).map((row) => row.name));
  const providers = options.providers ?? DEFAULT_PROVIDERS;
  const after =
    always.size === 0
      ? before
      : declaredAlways(sessions, options.catalog, always).map(({ session, catalog }) =>
          replaySession(session, { ...options, catalog }),
        );
  return {
    formula: ALWAYS_LOAD_FORMULA,
    inputs: {
      T,
      sessions: sessions.length,
      tools: rows.length,
      recommended: always.size,
      P: Math.round(mean([...uses.values()].flatMap((use) => use.discoveredAt))),
    },
    tools: rows,
    whatIf: { before: replayTotals(before, providers), after: replayTotals(after, providers) },
  };
};

export const recommendAlwaysLoad = (
  sessions: readonly Session[],
  options: SessionsOptions,
): AlwaysLoadReport =>
  recommendFromReplayed(
    sessions.map((session) => replaySession(session, options)),
    options,
  );
