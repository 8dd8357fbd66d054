/**
 * The parts of a description that do not say what the tool does: sentences that say what it is
 * not for ("Do not use this for …", "… instead use list_jobs"), URLs and paths
 * (`https://…`, `~/.ssh/id_rsa.pub`, `…/jobs/:buildNumber`), and code (`` `…` ``). A query's
 * words often recur there ("create a virtual machine" in "Do not use this for creating Virtual
 * Machine Scale Sets"), and an excerpt built on them shows the model the wrong tool. The lens
 * uses them only for terms no other window explains (cover.ts). Each kind is defined here and
 * only here.
 */

type AsideKind = 'negation' | 'url' | 'code';

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

/** A run of the text between whitespace: where a URL, a path or code can be. */
const RUN = /\S+/g;
/** A longer run is no URL or path anyone reads; it is left as prose, so the scan stays linear. */
const MAX_RUN = 2_048;
/** What opens a run before a URL or path: brackets and quotes. */
const LEADING = /^[(<["'`]+/;
/** What closes a sentence, a parenthesis or a quote is not part of the URL or path before it. */
const TRAILING = /[.,;:!?)\]}>"'`]+$/;
/** Where a URL ends inside a run: a bracket or quote. */
const URL_END = /[<>()[\]"'`]/;
const SCHEME_CHAR = /[a-z0-9+.-]/i;
/** A path: from `/`, `~/`, `./` or `../`. */
const PATH_START = /^(?:~|\.{1,2})?\/[^/\s]/;
/** A template segment after a slash: `jobs/:buildNumber`, `repos/{id}`. */
const TEMPLATE = /\/[:{]/;

/**
 * The URL or path in one run, as offsets into the run, or undefined: `scheme://…` up to a
 * bracket or quote; a run from `/`, `~/`, `./` or `../` (a run that starts inside a word, such
 * as "read/write" or "TCP/IP", is prose); any run with a template segment after a slash.
 */
const urlIn = (run: string): { start: number; end: number } | undefined => {
  const lead = LEADING.exec(run)?.[0].length ?? 0;
  const core = run.slice(lead).replace(TRAILING, '');
  if (core === '') return undefined;
  const scheme = core.indexOf('://');
  if (scheme > 0) {
    let start = scheme;
    while (start > 0 && SCHEME_CHAR.test(core[start - 1] ?? '')) start--;
    if (start < scheme && /[a-z]/i.test(core[start] ?? '')) {
      const rest = core.slice(scheme + 3);
      const stop = rest.search(URL_END);
      const end = scheme + 3 + (stop === -1 ? rest.length : stop);
      return { start: lead + start, end: lead + end };
    }
  }
  if (PATH_START.test(core) || TEMPLATE.test(core)) return { start: lead, end: lead + core.length };
  return undefined;
};

/**
 * Code: a fenced block (```…```), or an inline span between backticks on one line. A scan, not
 * a pattern, so a text of unmatched backticks costs one pass.
 */
const codeSpans = (text: string): Aside[] => {
  const spans: Aside[] = [];
  let at = text.indexOf('`');
  while (at !== -1) {
    if (text.startsWith('```', at)) {
      const close = text.indexOf('```', at + 3);
      if (close !== -1) {
        spans.push({ kind: 'code', start: at, end: close + 3 });
        at = text.indexOf('`', close + 3);
        continue;
      }
    }
    const close = text.indexOf('`', at + 1);
    const line = text.indexOf('\n', at + 1);
    if (close === -1) break;
    if ((line === -1 || close < line) && close > at + 1) {
      spans.push({ kind: 'code', start: at, end: close + 1 });
      at = text.indexOf('`', close + 1);
    } else at = close;
  }
  return spans;
};

/** Every URL and path of `text`, one per run at most, by start. */
const urlSpans = (text: string): Aside[] =>
  [...text.matchAll(RUN)].flatMap((match) => {
    if (match[0].length > MAX_RUN) return [];
    const found = urlIn(match[0]);
    const at = match.index ?? 0;
    return found ? [{ kind: 'url' as const, start: at + found.start, end: at + found.end }] : [];
  });

/** Every aside of `text`, by start; spans of different kinds may overlap. */
export const asides = (text: string): Aside[] => {
  const negations = sentenceSpans(text)
    .filter((span) => isNegationSentence(text.slice(span.start, span.end)))
    .map((span): Aside => ({ kind: 'negation', ...span }));
  return [...negations, ...urlSpans(text), ...codeSpans(text)].sort(
    (a, b) => a.start - b.start || a.end - b.end,
  );
};

/** Whether `[start, end)` lies inside one of `spans`. */
export const insideAny = (spans: readonly Aside[], start: number, end: number): boolean =>
  spans.some((span) => span.start <= start && end <= span.end);
