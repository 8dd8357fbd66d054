/**
 * The parts of a description that do not say what the tool does: sentences that say what it is
 * not for ("Do not use this for …", "… instead use list_jobs"), URLs and paths
 * (`https://…`, `~/.ssh/id_rsa.pub`, `…/jobs/:buildNumber`), and code (`` `…` ``). A query's
 * words often recur there ("create a virtual machine" in "Do not use this for creating Virtual
 * Machine Scale Sets"), and an excerpt built on them shows the model the wrong tool. The lens
 * uses them only for terms no other window explains (cover.ts). Each kind is defined here and
 * only here.
 */

export type AsideKind = 'negation' | 'url' | 'code';

/** A span of the text, `[start, end)` in UTF-16 offsets. */
export type Aside = { kind: AsideKind; start: number; end: number };

/** A sentence that opens by ruling the tool out. */
const PROHIBITION = /^(?:do not|don['’]t|never|avoid|not for|not to be used)\b/i;

/**
 * A sentence that sends the reader to another tool: "instead use X", "use X instead". "Use this
 * (tool) instead of …" is about this tool, so it is prose.
 */
const REDIRECT = /\binstead,? use\b|\buse\s+(?!this\b)[^.;!?]{0,80}?\binstead\b/i;

/** Whether one sentence (trimmed of leading bullets and space) is a negation sentence. */
export const isNegationSentence = (sentence: string): boolean => {
  const body = sentence.replace(/^[\s\-*•>#\d.)]+/, '');
  return PROHIBITION.test(body) || REDIRECT.test(body);
};

/**
 * The text's sentences as spans, in order: a sentence ends at `.`, `!` or `?` before a space or
 * the end (and holds it), or at a line break.
 */
export const sentenceSpans = (text: string): { start: number; end: number }[] => {
  const spans: { start: number; end: number }[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const char = text[i];
    const end =
      i === text.length ||
      char === '\n' ||
      ((char === '.' || char === '!' || char === '?') && /\s/.test(text[i + 1] ?? ' '));
    if (!end) continue;
    const stop = i === text.length || char === '\n' ? i : i + 1;
    if (text.slice(start, stop).trim() !== '') spans.push({ start, end: stop });
    start = stop;
  }
  return spans;
};

/** `scheme://…`: a URL up to the first space, quote or bracket. */
const URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>()[\]"'`]+/gi;
/**
 * A path: from `/`, `~/`, `./` or `../` not inside a word (so "read/write" and "TCP/IP" are
 * prose), or any run with a template segment after a slash (`jobs/:buildNumber`, `repos/{id}`).
 */
const PATH =
  /(?<![\p{L}\p{N}/])(?:~|\.{1,2})?\/[^\s<>()[\]"'`,;]+|[^\s<>()[\]"'`,;]*\/[:{][^\s<>()[\]"'`,;]*/gu;
/** Code: a fenced block, or an inline span between backticks on one line. */
const CODE = /```[\s\S]*?```|`[^`\n]+`/g;
/** What closes a sentence or a parenthesis is not part of the URL or path before it. */
const TRAILING = /[.,;:!?)\]}]+$/;

const spansOf = (text: string, pattern: RegExp, kind: AsideKind): Aside[] =>
  [...text.matchAll(pattern)].flatMap((match) => {
    const trimmed = kind === 'code' ? match[0] : match[0].replace(TRAILING, '');
    const start = match.index ?? 0;
    return trimmed === '' ? [] : [{ kind, start, end: start + trimmed.length }];
  });

/** Spans of one kind by start, overlapping ones merged (a path found inside a URL is the URL). */
const merged = (spans: Aside[]): Aside[] => {
  const out: Aside[] = [];
  for (const span of spans.sort((a, b) => a.start - b.start || b.end - a.end)) {
    const last = out.at(-1);
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else out.push({ ...span });
  }
  return out;
};

/** Every aside of `text`, by start; spans of different kinds may overlap. */
export const asides = (text: string): Aside[] => {
  const negations = sentenceSpans(text)
    .filter((span) => isNegationSentence(text.slice(span.start, span.end)))
    .map((span): Aside => ({ kind: 'negation', ...span }));
  return [
    ...negations,
    ...merged([...spansOf(text, URL, 'url'), ...spansOf(text, PATH, 'url')]),
    ...spansOf(text, CODE, 'code'),
  ].sort((a, b) => a.start - b.start || a.end - b.end);
};

/** Whether `[start, end)` lies inside one of `spans`. */
export const insideAny = (spans: readonly Aside[], start: number, end: number): boolean =>
  spans.some((span) => span.start <= start && end <= span.end);
