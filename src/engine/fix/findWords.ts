import type { AgentTargetId } from '../agents/core';
import type { Tool } from '../catalog/core';
import { renameProblem } from '../edit';
import { leverText, placedText, withFix } from './placement';
import type { Place, Rankers } from './rankers';
import { lowerWords, queryWords } from './sentence';
import type { FixLever } from './types';
import { NO_PLAN, type WordPlan } from './vocabulary';

/**
 * The smallest set of a query's words that, put in one lever of a tool, brings the tool into an
 * agent's top k for that query. The agent itself weighs the words: each missing word is put in
 * alone and the tool re-ranked, so a word counts by what the agent's own scoring gives it (Codex's
 * BM25 idf and length norm, Claude Code's +4 for a hint word and +2 for a description word), not by
 * a weight toollens guesses. The words are then added best first until the tool is in the top k,
 * and each is taken out again when the tool stays in without it. Every step is one swap of the
 * tool in the rankers (an incremental update) and one search.
 */

export type FoundWords = {
  lever: FixLever;
  /** The words placed, in the query's order. */
  words: string[];
  before: string;
  after: string;
  /** The tool with the words placed. */
  tool: Tool;
  place: Place;
};

type Trial = { words: string[]; after: string; tool: Tool; place: Place };

export const findWords = (
  rankers: Rankers,
  target: AgentTargetId,
  tool: Tool,
  lever: FixLever,
  query: string,
  /** The words the tool's fixes try first and those they never add (vocabulary.ts). */
  plan: WordPlan = NO_PLAN,
): FoundWords | undefined => {
  const before = leverText(tool, lever);
  const present = new Set(lowerWords(before));
  const candidates = queryWords(query).filter((word) => !present.has(word) && !plan.skip.has(word));
  if (candidates.length === 0) return undefined;
  const order = new Map(candidates.map((word, i) => [word, i]));
  const inQueryOrder = (words: string[]) =>
    [...words].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  // The rankers hold `held` between trials (one swap a trial); the tool is put back at the end.
  const holder = { held: tool };
  const trial = (words: string[], explain = false): Trial | undefined => {
    const sorted = inQueryOrder(words);
    const after = placedText(tool, lever, sorted, query);
    if (after === undefined) return undefined;
    if (lever === 'name' && renameProblem(after, tool.name, rankers.names())) return undefined;
    const edited = withFix(tool, { lever, after });
    rankers.swap(edited, holder.held.name);
    holder.held = edited;
    const place = rankers.places(target, query, [edited.name], explain).get(edited.name) as Place;
    return { words: sorted, after, tool: edited, place };
  };
  try {
    const best = smallest(candidates, order, plan.shared, trial);
    return best && { lever, before, ...best };
  } finally {
    if (holder.held !== tool) rankers.swap(tool, holder.held.name);
  }
};

/** The fewest words that bring the tool in, found by trials (module header); with the agent's reasons. */
const smallest = (
  candidates: readonly string[],
  order: ReadonlyMap<string, number>,
  shared: ReadonlyMap<string, number>,
  trial: (words: string[], explain?: boolean) => Trial | undefined,
): Trial | undefined => {
  // Each word alone, ranked by what it does: in the top k first, then the better rank, the
  // higher score.
  const alone = candidates.flatMap((word) => {
    const result = trial([word]);
    return result ? [{ word, result }] : [];
  });
  alone.sort(
    (a, b) =>
      Number(b.result.place.found) - Number(a.result.place.found) ||
      (shared.get(b.word) ?? 0) - (shared.get(a.word) ?? 0) ||
      (a.result.place.rank ?? Number.POSITIVE_INFINITY) -
        (b.result.place.rank ?? Number.POSITIVE_INFINITY) ||
      (b.result.place.score ?? 0) - (a.result.place.score ?? 0) ||
      (order.get(a.word) ?? 0) - (order.get(b.word) ?? 0),
  );
  let best: Trial | undefined;
  const chosen: string[] = [];
  for (const { word, result } of alone) {
    chosen.push(word);
    const attempt = chosen.length === 1 ? result : trial(chosen);
    if (attempt?.place.found) {
      best = attempt;
      break;
    }
  }
  if (!best) return undefined;
  // Smallest: drop each word the tool stays in the top k without, the weakest first.
  for (const word of [...chosen].reverse()) {
    if (best.words.length === 1) break;
    const fewer = trial(best.words.filter((kept) => kept !== word));
    if (fewer?.place.found) best = fewer;
  }
  // The agent's own reasons, asked once for the words kept (explaining costs more than ranking).
  return trial(best.words, true) ?? best;
};
