import { TARGET_INFO, type TargetAnswer } from '../agents/core';
import { quote } from '../catalog/core';
import type { TranscriptEvent } from '../replay/core';
import type { RecordedComparison } from './recordedSearchesVerdict';

/**
 * Why a recorded search and its emulator's answer likely differ, where the log and the catalog
 * let toollens tell. Each reason is a reading, not a proof: it names what toollens sees (a name
 * the catalog lacks, a `select:` form, a client version, where a search ran, a refusal) and
 * leaves the rest to the emulation's own page under docs/agents/.
 */

export type RecordedReasonCode =
  /** The log returned a tool the catalog lacks: the catalog is not the one the session ran on. */
  | 'not-in-catalog'
  /** As not-in-catalog, and a catalog tool looks like a rename of it. */
  | 'renamed'
  /** Claude Code's `select:` names tools: the emulator returns only the names it finds. */
  | 'select'
  /** The emulator refused the query (an invalid pattern, an empty query). */
  | 'refused'
  /** The Claude API's regex search: which matches it returns and their order are undocumented. */
  | 'undocumented-order'
  /** OpenAI ran the search on its servers: the codex target is Codex CLI's client-side search. */
  | 'hosted'
  /** Every recorded tool is among the emulator's, but the log has fewer than it returns. */
  | 'fewer'
  /** A Claude Code session: its client's version, which the emulation may not follow. */
  | 'client-version';

export type RecordedReason = { code: RecordedReasonCode; detail: string };

type Discover = Extract<TranscriptEvent, { type: 'discover' }>;

const names = (list: readonly string[]) => list.map(quote).join(', ');

/** The name a person reads: lower case, the server prefix and separators gone. */
const bare = (name: string): string =>
  name
    .replace(/^mcp__[^_]+(?:_[^_]+)*?__/, '')
    .replace(/^.*\./, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Edit distance, bounded: names are short, and only a distance of 2 or less matters. */
const within2 = (a: string, b: string): boolean => {
  if (Math.abs(a.length - b.length) > 2) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return (previous[b.length] ?? 3) <= 2;
};

/** A name's words: split at separators and case changes, lower case. */
const words = (name: string): Set<string> =>
  new Set(
    name
      .replace(/^mcp__.*?__(?=[^_])/, '')
      .replace(/^.*\./, '')
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word !== ''),
  );

const within = (some: Set<string>, all: Set<string>) => [...some].every((word) => all.has(word));

/**
 * A catalog tool whose name looks like the lacking one's: the same bare name or nearly (two
 * edits), one inside the other, or the words of one (two or more) all among the other's.
 */
const lookalike = (lacking: string, catalogNames: readonly string[]): string | undefined => {
  const key = bare(lacking);
  if (key.length < 4) return undefined;
  const keyWords = words(lacking);
  return catalogNames.find((name) => {
    const other = bare(name);
    if (other === key || within2(other, key) || other.includes(key) || key.includes(other)) {
      return true;
    }
    const otherWords = words(name);
    const [fewer, more] =
      keyWords.size <= otherWords.size ? [keyWords, otherWords] : [otherWords, keyWords];
    return fewer.size >= 2 && within(fewer, more);
  });
};

export const reasonsFor = ({
  event,
  recorded,
  answer,
  comparison,
  catalogNames,
  namer,
}: {
  event: Discover;
  /** What the log recorded, in catalog names where the catalog has them. */
  recorded: readonly string[];
  answer: TargetAnswer;
  comparison: RecordedComparison;
  catalogNames: readonly string[];
  namer: (name: string) => string | undefined;
}): RecordedReason[] => {
  const reasons: RecordedReason[] = [];
  const lacking = comparison.onlyRecorded.filter((name) => namer(name) === undefined);
  for (const name of lacking) {
    const like = lookalike(name, catalogNames);
    reasons.push(
      like === undefined
        ? {
            code: 'not-in-catalog',
            detail: `the catalog has no ${quote(name)}: it is not the catalog the session ran on`,
          }
        : {
            code: 'renamed',
            detail: `the catalog has no ${quote(name)} but has ${quote(like)}: renamed since the session, or another server's catalog`,
          },
    );
  }
  if (answer.refusal) {
    const by = answer.refusal.by === 'toollens' ? 'toollens' : 'the emulator';
    reasons.push({ code: 'refused', detail: `${by} refused the query: ${answer.refusal.message}` });
  }
  if (event.form === 'select') {
    const missing = answer.missing ?? [];
    reasons.push({
      code: 'select',
      detail:
        missing.length > 0
          ? `a select: names tools; the catalog has none named ${names(missing)}`
          : 'a select: names tools, returned as named, in the order asked',
    });
  }
  const matches = new Set(answer.ranked.map((hit) => hit.name));
  if (answer.target === 'anthropic-regex' && recorded.every((name) => matches.has(name))) {
    const matched = answer.ranked.length;
    reasons.push({
      code: 'undocumented-order',
      detail: `every recorded tool matches the pattern; which of its ${matched} matches the API returns, and in what order, is not documented (toollens reads catalog order, the first ${TARGET_INFO['anthropic-regex'].k})`,
    });
  }
  const returned = answer.returned;
  if (
    comparison.onlyRecorded.length === 0 &&
    recorded.length > 0 &&
    recorded.length < returned.length
  ) {
    const prefix = recorded.every((name, index) => returned[index] === name);
    reasons.push({
      code: 'fewer',
      detail: `the log has ${recorded.length} of the emulator's ${returned.length}${prefix ? ', its first ones in its order' : ''}: the agent returned fewer (a client that cuts its answer shorter, or a log written or edited by hand)`,
    });
  }
  if (event.execution === 'server') {
    reasons.push({
      code: 'hosted',
      detail:
        "OpenAI ran this search on its servers; the codex target is Codex CLI's client-side search",
    });
  }
  // The version is named when nothing else toollens sees explains the difference (the report
  // names every version of a discovery tool's searches in its summary line anyway).
  if (
    answer.target === 'claude-code' &&
    event.clientVersion !== undefined &&
    reasons.length === 0
  ) {
    reasons.push({
      code: 'client-version',
      detail: `the session is from Claude Code ${event.clientVersion}; the emulation reads a reconstruction of one version (${TARGET_INFO['claude-code'].doc}), and a later client's change shows here`,
    });
  }
  return reasons;
};
