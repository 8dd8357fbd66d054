import type { Tool } from '../catalog/core';
import { DEFAULT_PROVIDERS, declarationLine } from '../prompt/core';
import { callTurns } from '../replay/core';
import { charsPerFourCounter, type TokenCounter } from '../text/core';
import { searchAlwaysLoad } from './alwaysLoadSearch';
import { eventText } from './replayCost';
import {
  type ReplayedSession,
  replaySession,
  replayTotals,
  type SessionsOptions,
} from './replayed';
import type { AlwaysLoadReport, AlwaysLoadRow, Session } from './types';

/**
 * Which tools to declare always. The verdict is the replay's: every session replayed under its
 * own rule with a candidate set declared from turn 1, priced as the author pays
 * (alwaysLoadSearch.ts, replayCost.ts). The formula below stays as the explanation of each
 * tool's row: declaring a tool costs its declaration on each turn its working set would not
 * have held it anyway; deferring it costs, each time a session that needed it loaded it again,
 * the model iteration that searched and re-read its context (the replayed prompt, and the
 * conversation's own text counted so far; a compaction starts that count again, its summary not
 * being in the log), both in prompt tokens at the full rate. Where the two disagree, the row
 * says what the replay found.
 */

const ALWAYS_LOAD_FORMULA =
  "declare t always when n_t · P_t > s_t · c_t — declaring costs its declaration, s_t tokens, on each of the c_t turns (of all sessions) in which the session's working set did not already hold t; it saves each of the n_t discovery iterations that loaded t in a session that called it, each re-reading the prompt and the conversation so far, of which t's share is P_t on average (an iteration that loaded k tools is shared k ways)";

type Use = {
  searched: number;
  loaded: number;
  called: number;
  sessions: number;
  firstNeeded: number | null;
  /** The tool's share of each discovery iteration that loaded it, in sessions that called it. */
  shares: number[];
};

const newUse = (): Use => ({
  searched: 0,
  loaded: 0,
  called: 0,
  sessions: 0,
  firstNeeded: null,
  shares: [],
});

/** How one session used each tool, added into `uses`. */
const addSession = (uses: Map<string, Use>, session: ReplayedSession, counter: TokenCounter) => {
  const use = (name: string) => {
    const known = uses.get(name);
    if (known) return known;
    const made = newUse();
    uses.set(name, made);
    return made;
  };
  const calls = callTurns(session.transcript, session.result.turns);
  const first = new Set<string>();
  /** Each discovery iteration's share for the tools it loaded, kept if the tool is called. */
  const shares = new Map<string, number[]>();
  const needed = (name: string, turn: number) => {
    if (first.has(name)) return;
    first.add(name);
    const each = use(name);
    each.firstNeeded = Math.min(each.firstNeeded ?? turn, turn);
  };
  const rejected = session.result.turns.map((turn) => new Set(turn.rejected.map((r) => r.event)));
  const rejectedAt = (turn: number, index: number) => rejected[turn]?.has(index) ?? false;
  const discovered = (names: readonly string[], turn: number, index: number, reread: number) => {
    // A refused activation loaded nothing.
    const loaded = rejectedAt(turn, index) ? [] : names;
    for (const name of loaded) {
      use(name).loaded += 1;
      needed(name, turn + 1);
      const list = shares.get(name) ?? [];
      list.push(reread / loaded.length);
      shares.set(name, list);
    }
  };
  /** The conversation's tokens so far: the model re-reads them on every iteration. */
  let conversation = 0;
  session.transcript.turns.forEach((turn, t) => {
    const replayed = session.result.turns[t];
    const prompt = replayed?.promptTokens ?? 0;
    turn.events.forEach((event, index) => {
      if (event.type === 'discover') {
        for (const name of event.returned) use(name).searched += 1;
        discovered(event.loaded, t, index, prompt + conversation);
      } else if (event.type === 'search') {
        const hits = replayed?.searches.find((each) => each.event === index)?.hits ?? [];
        for (const name of hits) use(name).searched += 1;
      } else if (event.type === 'activate' && !rejectedAt(t, index)) {
        discovered(event.names, t, index, prompt + conversation);
      } else if (event.type === 'call' && !rejectedAt(t, index)) {
        use(event.name).called += 1;
        needed(event.name, t + 1);
      }
      // A compaction replaces the conversation by a summary the log does not hold.
      conversation = event.type === 'compact' ? 0 : conversation + counter.count(eventText(event));
    });
  });
  for (const name of calls.keys()) {
    use(name).sessions += 1;
    use(name).shares.push(...(shares.get(name) ?? []));
  }
};

/** c_t: the turns, over all sessions, whose working set did not hold `name`. */
const undeclaredTurns = (name: string, sessions: readonly ReplayedSession[]): number =>
  sessions.reduce(
    (sum, session) =>
      sum + session.result.turns.filter((turn) => !turn.workingSet.includes(name)).length,
    0,
  );

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** The recommendation from sessions already replayed with `options` (`before`, in order). */
export const recommendFromReplayed = (
  before: readonly ReplayedSession[],
  options: SessionsOptions,
): AlwaysLoadReport => {
  // Each session as it came, its rule kept: the what-if replays it by the same rule.
  const sessions: Session[] = before.map(({ name, transcript, rule }) =>
    rule === undefined ? { name, transcript } : { name, transcript, rule },
  );
  const counter = options.counter ?? charsPerFourCounter;
  const uses = new Map<string, Use>();
  for (const session of before) addSession(uses, session, counter);
  const T = before.reduce((sum, session) => sum + session.result.turns.length, 0);
  const tools = new Map<string, Tool>(options.catalog.tools.map((tool) => [tool.name, tool]));
  const clock = before[0]?.result.turns[0]?.clock ?? 0;
  const rows: AlwaysLoadRow[] = [];
  for (const [name, use] of uses) {
    const tool = tools.get(name);
    if (tool === undefined || tool.scaffolding) continue;
    const schemaTokens = counter.count(declarationLine(tool, clock));
    const n = use.shares.length;
    const P = mean(use.shares);
    const c = undeclaredTurns(name, before);
    const saves = Math.round(n * P);
    const costs = schemaTokens * c;
    const { shares: _, ...usage } = use;
    rows.push({
      name,
      ...usage,
      schemaTokens,
      searchedFirst: n,
      iterationTokens: Math.round(P),
      undeclaredTurns: c,
      saves,
      costs,
      formulaRecommends: saves > costs,
      recommended: false,
    });
  }
  rows.sort((a, b) => b.saves - b.costs - (a.saves - a.costs) || a.name.localeCompare(b.name));
  const search = searchAlwaysLoad(
    sessions,
    before,
    rows.map((row) => row.name),
    { ...options, counter },
  );
  const chosen = new Set(search.chosen);
  for (const row of rows) {
    row.recommended = chosen.has(row.name);
    const replaySaves = search.saves.get(row.name);
    if (replaySaves !== undefined) row.replaySaves = replaySaves;
  }
  const providers = options.providers ?? DEFAULT_PROVIDERS;
  return {
    formula: ALWAYS_LOAD_FORMULA,
    inputs: {
      T,
      sessions: sessions.length,
      tools: rows.length,
      recommended: chosen.size,
      P: Math.round(mean([...uses.values()].flatMap((use) => use.shares))),
    },
    tools: rows,
    verdict: {
      chosen: search.chosen,
      before: search.before,
      after: search.after,
      evaluations: search.evaluations,
      bounded: search.bounded,
    },
    whatIf: {
      before: replayTotals(before, providers),
      after: replayTotals(search.replayed, providers),
    },
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
