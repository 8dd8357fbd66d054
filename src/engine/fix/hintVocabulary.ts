import type { LabelledQuery } from '../eval/core';
import { plural } from '../text/core';
import type { FoundWords } from './findWords';
import { leverText, placedText, withFix } from './placement';
import type { Rankers } from './rankers';
import type { Placements } from './score';
import { scoreProposal } from './scoreProposal';
import { lowerWords } from './sentence';
import type { Proposal } from './types';
import { hintWords, type WordPlan } from './vocabulary';

/**
 * One search-hint proposal a tool, for Claude Code: the tool's users' own words, those of its
 * queries that no other tool's query uses (vocabulary.ts, `hintWords`) and no other tool's own text
 * has (`claimedWords`). A fix made for one
 * missed query takes the fewest words that bring it in (findWords.ts) and so fits that query;
 * the hint takes them all, since no model reads it, so the queries not yet written, which share
 * more words with all of a tool's queries than with one, find the tool too. It is scored like
 * any proposal, and kept only when it wins a query of the set (a tool entering the top k or
 * moving up in it); one that steals or loses is dropped, and the fewer-word fixes stand.
 */
export const hintProposals = (
  rankers: Rankers,
  queries: readonly LabelledQuery[],
  before: Placements,
  planOf: (tool: string) => WordPlan,
): Proposal[] => {
  const claimed = claimedWords(rankers);
  return [...new Set(queries.flatMap((query) => query.relevant))].flatMap((name) => {
    const tool = rankers.tool(name);
    if (!tool || tool.scaffolding) return [];
    const hint = leverText(tool, 'search-hint');
    const others = (word: string) => [...(claimed.get(word) ?? [])].some((owner) => owner !== name);
    const words = hintWords(planOf(name), hint).filter((word) => !others(word));
    const after = placedText(tool, 'search-hint', words, '');
    if (words.length === 0 || after === undefined) return [];
    const found: FoundWords = {
      lever: 'search-hint',
      words,
      before: hint,
      after,
      tool: withFix(tool, { lever: 'search-hint', after }),
      place: { rank: null, found: false, why: [] },
    };
    const users = queries.filter((query) => query.relevant.includes(name)).length;
    const queriesUsing = plural(users, 'query uses', 'queries use');
    const scores = `Claude Code scores each word of a search hint +4 (a description word +2): these are the words the tool's ${queriesUsing} and no other tool's query does`;
    const proposal = scoreProposal(rankers, queries, before, found, tool, scores);
    return proposal.wins.length > 0 ? [proposal] : [];
  });
};

/**
 * For each word, the tools whose own text (name, description, hint) has it. A word of another
 * tool's text already points at that tool: in this tool's hint it would contest that tool's
 * queries, the ones not yet written included ("list" in one tool's hint takes "list my branches"
 * from the tool whose description says it lists branches), so the hint leaves it out.
 */
const claimedWords = (rankers: Rankers): Map<string, Set<string>> => {
  const claimed = new Map<string, Set<string>>();
  for (const name of rankers.names()) {
    const tool = rankers.tool(name);
    if (!tool) continue;
    const text = [name, leverText(tool, 'description'), leverText(tool, 'search-hint')].join(' ');
    for (const word of lowerWords(text))
      claimed.set(word, (claimed.get(word) ?? new Set()).add(name));
  }
  return claimed;
};
