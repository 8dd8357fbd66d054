import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { servedTools } from './corpus.testkit';
import { claudeCodeTarget } from './toolSearch';

/**
 * The target against a brute-force ToolSearch written out plainly from the reconstruction's
 * `call` and `searchToolsWithKeywords` (stephanoskomnenos/claude-code-clean @ 1bcfe6b7…): names
 * split with one regex, word boundaries checked by hand instead of `\b`, the pool sorted with
 * `localeCompare(…, 'en')`. Names and texts are ASCII in `[A-Za-z0-9_-]`, so Claude Code's name
 * normalising and Unicode sanitising leave them as they are.
 */
type Entry = { name: string; description: string; hint?: string; alwaysLoad?: true };

const isWord = (char: string | undefined) => char !== undefined && /[A-Za-z0-9_]/.test(char);

/** Whether `term` occurs in `text` with a word boundary (JavaScript's `\b`) at both ends. */
const hasWord = (text: string, term: string): boolean => {
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
    const end = at + term.length;
    const startOk = isWord(text[at - 1]) !== isWord(term[0]);
    const endOk = isWord(term[term.length - 1]) !== isWord(text[end]);
    if (startOk && endOk) return true;
  }
  return false;
};

/** The names returned, and for a keyword query every tool scored, `name score`, best first. */
type Answer = { returned: string[]; scored?: string[] };

const bruteForce = (server: string, entries: Entry[], query: string, k: number): Answer => {
  const tools = entries.map((entry) => {
    const name = `mcp__${server}__${entry.name}`;
    const description =
      entry.description.length > 2048
        ? `${entry.description.slice(0, 2048)}… [truncated]`
        : entry.description;
    const hint = (entry.hint ?? '').split(/\s+/).filter(Boolean).join(' ');
    return { entry, name, description: description.toLowerCase(), hint: hint.toLowerCase() };
  });
  const sorted = [...tools].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const pool = sorted.filter(
    (tool, index) => sorted.findIndex((t) => t.name === tool.name) === index,
  );
  const deferred = pool.filter((tool) => !tool.entry.alwaysLoad);
  const back = (list: typeof pool): Answer => ({ returned: list.map((tool) => tool.entry.name) });

  const select = /^select:(.+)$/i.exec(query);
  if (select) {
    const found: typeof pool = [];
    for (const wanted of (select[1] ?? '').split(',').map((s) => s.trim())) {
      const tool = pool.find((t) => t.name === wanted);
      if (wanted !== '' && tool && !found.includes(tool)) found.push(tool);
    }
    return back(found);
  }
  const q = query.toLowerCase().trim();
  const exact =
    deferred.find((tool) => tool.name.toLowerCase() === q) ??
    pool.find((tool) => tool.name.toLowerCase() === q);
  if (exact) return back([exact]);
  if (q.startsWith('mcp__') && q.length > 5) {
    const prefixed = deferred.filter((tool) => tool.name.toLowerCase().startsWith(q));
    if (prefixed.length > 0) return back(prefixed.slice(0, k));
  }
  const terms = q.split(/\s+/).filter((term) => term !== '');
  const required = terms.filter((t) => t.startsWith('+') && t.length > 1).map((t) => t.slice(1));
  const optional = terms.filter((t) => !(t.startsWith('+') && t.length > 1));
  const scoring = required.length > 0 ? [...required, ...optional] : terms;
  const results: { tool: (typeof pool)[number]; score: number }[] = [];
  for (const tool of deferred) {
    const rest = tool.name.slice('mcp__'.length).toLowerCase();
    const parts = rest.split(/_+/).filter(Boolean);
    const full = rest.replace(/__/g, ' ').replace(/_/g, ' ');
    const inPart = (term: string) => parts.some((part) => part.includes(term));
    const passes = required.every(
      (term) => inPart(term) || hasWord(tool.description, term) || hasWord(tool.hint, term),
    );
    if (!passes) continue;
    let score = 0;
    for (const term of scoring) {
      if (parts.includes(term)) score += 12;
      else if (inPart(term)) score += 6;
      if (full.includes(term) && score === 0) score += 3;
      if (tool.hint !== '' && hasWord(tool.hint, term)) score += 4;
      if (hasWord(tool.description, term)) score += 2;
    }
    if (score > 0) results.push({ tool, score });
  }
  results.sort((a, b) => b.score - a.score);
  return {
    ...back(results.slice(0, k).map((result) => result.tool)),
    scored: results.map((result) => `${result.tool.entry.name} ${result.score}`),
  };
};

const NAME_WORDS = [
  'issue',
  'issues',
  'create',
  'get',
  'Get',
  'pull',
  'find',
  'symbol',
  'git-hub',
  'x',
  'HTMLPage',
  'getItem',
];
const TEXT_WORDS = [
  ...NAME_WORDS,
  'bug',
  'repository',
  'find_symbol',
  'c++',
  'a.b',
  '(x)',
  'truncated',
  '-',
  'ISSUE',
];

const name = fc
  .tuple(
    fc.array(fc.constantFrom(...NAME_WORDS), { minLength: 1, maxLength: 3 }),
    fc.constantFrom('_', '__', '-'),
  )
  .map(([words, join]) => words.join(join));
const text = fc
  .tuple(
    fc.array(fc.constantFrom(...TEXT_WORDS), { maxLength: 8 }),
    fc.constantFrom(' ', '\n', ', '),
    fc.nat(3),
  )
  .map(([words, join, long]) => {
    const base = words.join(join);
    // Now and then a description past 2,048 units, so the cut and its suffix are searched.
    return long === 0 && base !== '' ? base.repeat(Math.ceil(2100 / base.length)) : base;
  });
const entry: fc.Arbitrary<Entry> = fc.record(
  { name, description: text, hint: text, alwaysLoad: fc.constant(true as const) },
  { requiredKeys: ['name', 'description'] },
);

const query = (server: string, entries: Entry[]) => {
  const names = entries.map((e) => `mcp__${server}__${e.name}`);
  const word = fc.constantFrom(...TEXT_WORDS, ...names.flatMap((n) => n.split('_')));
  const keywords = fc
    .array(fc.tuple(fc.boolean(), word), { minLength: 0, maxLength: 4 })
    .map((terms) => terms.map(([plus, w]) => (plus ? `+${w}` : w)).join('  '));
  const caseOf = (n: string) => fc.boolean().map((upper) => (upper ? n.toUpperCase() : n));
  const named = fc.constantFrom(...names, 'mcp__nope__x');
  return fc.oneof(
    keywords,
    named.chain(caseOf).map((n) => ` ${n} `),
    named.map((n) => n.slice(0, 5 + (n.length % 9))),
    fc.array(named, { maxLength: 3 }).map((list) => `select:${list.join(' ,')}`),
  );
};

describe('ToolSearch against a brute-force reading of the source', () => {
  it('returns the same names and scores, in the same order, for any catalog, query and limit', () => {
    const scenario = fc
      .tuple(
        fc.constantFrom('github', 'git-hub', 'srv_1'),
        fc.array(entry, { minLength: 1, maxLength: 8 }),
      )
      .chain(([server, entries]) =>
        fc.tuple(
          fc.constant(server),
          fc.constant(entries),
          query(server, entries),
          fc.integer({ min: 0, max: 7 }),
        ),
      );
    fc.assert(
      fc.property(scenario, ([server, entries, q, k]) => {
        const target = claudeCodeTarget(servedTools(server, entries));
        const answer = target.search(q, { k });
        const expected = bruteForce(server, entries, q, k);
        expect(answer.returned).toEqual(expected.returned);
        if (expected.scored !== undefined) {
          expect(answer.form).toBe('keywords');
          expect(answer.ranked.map((hit) => `${hit.name} ${hit.score}`)).toEqual(expected.scored);
        }
      }),
      { numRuns: 400 },
    );
  });
});
