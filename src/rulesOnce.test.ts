import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSources, type SourceFile } from './test/importRules';

/**
 * Each rule of the domain is written in one module (docs/design.md, "Rules defined once"). These
 * checks read the source: a second definition, a second digit grouping or a second chars/4 is
 * found here, with the file and line that wrote it.
 */

const SRC = join(import.meta.dirname);
const ROOT = join(SRC, '..');

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith('test/');

/** The code of a module with its comments blanked (offsets kept), for the checks below. */
const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\/|(^|[^:\\'"`])\/\/.*$/gm, (comment) =>
    comment.replace(/[^\n]/g, ' '),
  );

/** The code with single- and double-quoted strings blanked too: what is left is arithmetic. */
const withoutStrings = (code: string): string =>
  code.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, (text) => text.replace(/./g, ' '));

type Hit = { path: string; line: number; text: string };

/** Where `pattern` matches in `files`, as `path:line: text` for a failure message. */
const findings = (
  files: readonly SourceFile[],
  pattern: RegExp,
  prepare: (text: string) => string = withoutComments,
): string[] => {
  const hits: Hit[] = [];
  for (const file of files) {
    const code = prepare(file.text);
    for (const match of code.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      const line = code.slice(0, match.index).split('\n').length;
      hits.push({ path: file.path, line, text: (file.text.split('\n')[line - 1] ?? '').trim() });
    }
  }
  return hits.map((hit) => `${hit.path}:${hit.line}: ${hit.text}`);
};

const product = readSources(SRC).filter((file) => !isTest(file.path));

/** The digit grouping's one module. */
const FORMAT_MODULE = 'engine/text/format.ts';
/** The chars/4 rule of thumb's one module. */
const ESTIMATE_MODULE = 'engine/text/tokenEstimate.ts';

/** The provider cache rule's one module. */
const CACHE_RULE_MODULE = 'engine/prompt/cacheRule.ts';

/** A length compared with a provider's minimum: the cache rule's minimum worked out by hand. */
const MINIMUM_COMPARED = /(?<!=)[<>]=?\s*[\w.?!]*\bminTokens\b|\bminTokens\s*[<>]/;

/** `x / 4` as biome writes a division: the chars/4 estimate worked out by hand. */
const DIVIDE_BY_FOUR = /[\w)\]]\s+\/\s+4(?![\d.])/;

describe('one formatting module', () => {
  it('groups digits nowhere but engine/text/format.ts', () => {
    const others = product.filter((file) => file.path !== FORMAT_MODULE);
    expect(findings(others, /\.toLocaleString\(/)).toEqual([]);
  });

  it('works out chars/4 nowhere but engine/text/tokenEstimate.ts', () => {
    const others = product.filter((file) => file.path !== ESTIMATE_MODULE);
    const strip = (text: string) => withoutStrings(withoutComments(text));
    expect(findings(others, DIVIDE_BY_FOUR, strip)).toEqual([]);
  });

  it("compares a length with a provider's minimum nowhere but engine/prompt/cacheRule.ts", () => {
    const others = product.filter((file) => file.path !== CACHE_RULE_MODULE);
    expect(findings(others, MINIMUM_COMPARED)).toEqual([]);
  });

  it("finds a planted copy of the cache rule's minimum", () => {
    const planted: SourceFile[] = [
      { path: 'ui/p.ts', text: 'if (previous && stableTokens >= model.minTokens) cached = 1;\n' },
      { path: 'ui/q.ts', text: 'const short = model.minTokens > tokens;\n' },
      { path: 'ui/r.ts', text: 'const edit = { ...model, minTokens: 0 };\n' },
    ];
    expect(findings(planted, MINIMUM_COMPARED)).toEqual([
      'ui/p.ts:1: if (previous && stableTokens >= model.minTokens) cached = 1;',
      'ui/q.ts:1: const short = model.minTokens > tokens;',
    ]);
  });

  it('finds a planted copy of either', () => {
    const planted: SourceFile[] = [
      { path: 'ui/x.tsx', text: "const a = n.toLocaleString('en');\n" },
      {
        path: 'ui/y.ts',
        text: '// chars / 4 in a comment\nconst b = Math.ceil(text.length / 4);\n',
      },
      { path: 'ui/z.ts', text: "const c = 'characters / 4';\nconst d = `chars/4`;\n" },
    ];
    expect(findings(planted, /\.toLocaleString\(/)).toEqual([
      "ui/x.tsx:1: const a = n.toLocaleString('en');",
    ]);
    expect(
      findings(planted, DIVIDE_BY_FOUR, (text) => withoutStrings(withoutComments(text))),
    ).toEqual(['ui/y.ts:2: const b = Math.ceil(text.length / 4);']);
  });
});

/**
 * Where a count's noun is written by hand in the CLI and the engine's messages: `${n} tools`
 * (wrong for 1) or `n === 1 ? '' : 's'` (a second plural rule). `plural` and `noun` in
 * engine/text/format.ts say it. A constant (`${MAX_ROOT_CHARS} characters`) is never 1, after a
 * name the word is a verb or a kind (`${ranker} searches`, `${tokenizer.name} tokens`), and after
 * a mean a plural (`${mean.toFixed(1)} tools`). The others' folders (the ranker, the agents, the
 * live server's code) are theirs to change.
 */
const COUNTED_NOUN =
  /\$\{(?!(?:formatCount\()?[A-Z][A-Z\d_]*\)?\})(?![^{}]*(?:name|ranker|toFixed\(\d\))\})[^{}]*\}\s(?:tools|queries|names|errors|warnings|notes|sessions|turns|rankers|checks|calls|files|hits|words|stems|terms|results|characters|chars|tokens|changes|lines|events|searches|catalogs|roots|levels|misses|items|entries|keys|pages|steps|bytes)\b/;
const HAND_PLURAL = /[!=]==\s*1\s*\?\s*'[^']*'\s*:\s*'[^']*s'|\?\s*''\s*:\s*'s'|\?\s*'s'\s*:\s*''/;
/** Source text with `#{` for a template's `${`, so a planted line is not a template itself. */
const code = (text: string) => text.replaceAll('#{', `$${'{'}`);

const MESSAGES = (path: string) =>
  (path.startsWith('cli/') || path.startsWith('engine/')) &&
  !/^(cli\/open\/|cli\/mcpSource\.ts|engine\/search\/|engine\/agents\/|engine\/text\/(analyze|informative|format)\.ts)/.test(
    path,
  );

describe('one plural rule', () => {
  it("writes a count's noun in the CLI and the engine only through plural or noun", () => {
    const messages = product.filter((file) => MESSAGES(file.path));
    expect(messages.length).toBeGreaterThan(100);
    expect(findings(messages, COUNTED_NOUN)).toEqual([]);
    expect(findings(messages, HAND_PLURAL)).toEqual([]);
    expect(findings(messages, /\b(?:const|function)\s+plural\b/)).toEqual([]);
  });

  it('finds a planted hand-made plural, and leaves a constant and a helper alone', () => {
    const planted: SourceFile[] = [
      { path: 'cli/a.ts', text: 'const a = `wrote #{catalog.tools.length} tools`;' },
      { path: 'cli/b.ts', text: "const b = `#{n} check#{n === 1 ? '' : 's'}`;" },
      { path: 'cli/c.ts', text: "const c = `#{n} #{n === 1 ? 'query' : 'queries'}`;" },
      { path: 'cli/d.ts', text: 'const d = `#{formatCount(events)} events`;' },
      { path: 'cli/e.ts', text: 'const e = `at most #{formatCount(MAX_LINES)} lines`;' },
      { path: 'cli/f.ts', text: "const f = `#{plural(n, 'tool')}, #{MAX_ROOT_CHARS} characters`;" },
      { path: 'cli/g.ts', text: "const g = n === 1 ? 'is' : 'are';" },
      { path: 'cli/h.ts', text: 'const h = `--ranker #{ranker} searches the catalog`;' },
    ].map((file) => ({ path: file.path, text: `${code(file.text)}\n` }));
    const found = (pattern: RegExp) => findings(planted, pattern).map((hit) => hit.slice(0, 8));
    expect(found(COUNTED_NOUN)).toEqual(['cli/a.ts', 'cli/d.ts']);
    expect(found(HAND_PLURAL)).toEqual(['cli/b.ts', 'cli/c.ts']);
  });
});

/** The rows of the "Rules defined once" table: the rule's text and its module. */
const definedOnceRows = (design: string): { rule: string; module: string }[] => {
  const section = design.split(/^## Rules defined once$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\|.*`src\/[^`]+`\s*\|$/.test(line))
    .map((line) => {
      const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
      return { rule: cells[1] ?? '', module: (cells[2] ?? '').replace(/`/g, '') };
    });
};

/** The names a rule's text puts in backticks that read as identifiers: what the module exports. */
const namedIn = (rule: string): string[] =>
  [...rule.matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((match) => match[1] ?? '');

/** Whether a module's text exports `name`: declared with `export`, or in an `export { … }`. */
const exportsName = (text: string, name: string): boolean =>
  new RegExp(
    `\\bexport\\s+(?:declare\\s+)?(?:const|let|function|class|type|interface|enum|abstract\\s+class)\\s+${name}\\b`,
  ).test(text) ||
  [...text.matchAll(/\bexport\s+(?:type\s+)?\{([^}]*)\}/g)].some((match) =>
    (match[1] ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop(),
      )
      .includes(name),
  );

/**
 * Rules that are literals: how a second copy of each would be written. Each is looked for in
 * the code (comments blanked) of every module but its own. The recorded scenarios keep their
 * own timestamps: they are data, read as a transcript would be.
 */
const LITERALS: Record<string, { pattern: RegExp; except?: (path: string) => boolean }> = {
  DEFAULT_RANKER: {
    pattern: /\branker\b[^;\n'"]{0,20}?(?:\?\?|:|(?<![=!])=(?!=))\s*'toollens'(?![\s,]*label)/,
  },
  DEFAULT_PAGE_SIZE: {
    pattern: /\b(?:limit|cutoff|[A-Z_]*_K)\b[^;\n]{0,30}?(?:\?\?|:|,|=)\s*10\b(?![\d.])/,
  },
  DEFAULT_RECALL_CUTOFFS: { pattern: /\[\s*'?1'?\s*,\s*'?5'?\s*,\s*'?10'?\b/ },
  DEFAULT_WORKING_SET_BUDGET: {
    pattern: /\b\w*(?:budget|BUDGET)\w*\b[^;\n]{0,20}?(?:\?\?|:|=|,)\s*20\b(?![\d.])/,
  },
  DEMO_EPOCH: {
    pattern: /2026-01-01T10:00:00Z/,
    except: (path) => path.startsWith('data/scenarios/'),
  },
};

const design = readFileSync(join(ROOT, 'docs/design.md'), 'utf8');
const rows = definedOnceRows(design);

describe('the "Rules defined once" table of docs/design.md', () => {
  it('has its rows', () => {
    expect(rows.length).toBeGreaterThan(30);
  });

  it.each(rows)('$module exists and exports what "$rule" names', ({ rule, module }) => {
    const path = join(ROOT, module);
    expect(existsSync(path), `${module} does not exist`).toBe(true);
    const text = readFileSync(path, 'utf8');
    const missing = namedIn(rule).filter((name) => !exportsName(text, name));
    expect(missing, `${module} does not export ${missing.join(', ')}`).toEqual([]);
  });

  it.each(Object.entries(LITERALS))('%s is written once, in its own module', (name, literal) => {
    const row = rows.find((each) => namedIn(each.rule).includes(name));
    expect(row, `no row of the table names ${name}`).toBeDefined();
    const own = row?.module.replace(/^src\//, '');
    const others = product.filter(
      (file) => file.path !== own && !(literal.except?.(file.path) ?? false),
    );
    expect(findings(others, literal.pattern)).toEqual([]);
  });

  it('finds a planted copy of a literal rule', () => {
    const planted: SourceFile[] = [
      { path: 'ui/a.ts', text: "const view = { ranker: 'toollens', limit: 10 };\n" },
      { path: 'cli/b.ts', text: "const limit = positiveInt('limit', values.limit, 10);\n" },
      { path: 'ui/c.ts', text: 'const ks = [1, 5, 10, k];\nconst DEFAULT_BUDGET = 20;\n' },
      { path: 'ui/d.ts', text: "const at = '2026-01-01T10:00:00Z';\n" },
      { path: 'ui/f.ts', text: "const own = result.ranker === 'toollens' ? 1 : 0;\n" },
      {
        path: 'ui/e.ts',
        text: "const list = [{ ranker: 'toollens', label: 'toollens' }];\n// limit: 10\n",
      },
    ];
    const found = (name: string) => findings(planted, LITERALS[name]?.pattern ?? /$^/);
    expect(found('DEFAULT_RANKER')).toEqual([
      "ui/a.ts:1: const view = { ranker: 'toollens', limit: 10 };",
    ]);
    expect(found('DEFAULT_PAGE_SIZE')).toEqual([
      "ui/a.ts:1: const view = { ranker: 'toollens', limit: 10 };",
      "cli/b.ts:1: const limit = positiveInt('limit', values.limit, 10);",
    ]);
    expect(found('DEFAULT_RECALL_CUTOFFS')).toEqual(['ui/c.ts:1: const ks = [1, 5, 10, k];']);
    expect(found('DEFAULT_WORKING_SET_BUDGET')).toEqual(['ui/c.ts:2: const DEFAULT_BUDGET = 20;']);
    expect(found('DEMO_EPOCH')).toEqual(["ui/d.ts:1: const at = '2026-01-01T10:00:00Z';"]);
  });

  it('reads a row, and knows an export from a mention', () => {
    const table = [
      '## Rules defined once',
      '| rule | defined in |',
      '| --- | --- |',
      '| the page size (`DEFAULT_PAGE_SIZE`) | `src/engine/search/types.ts` |',
      '## Next',
      '| not | `src/x.ts` |',
    ].join('\n');
    expect(definedOnceRows(table)).toEqual([
      { rule: 'the page size (`DEFAULT_PAGE_SIZE`)', module: 'src/engine/search/types.ts' },
    ]);
    expect(exportsName('export const A = 1;', 'A')).toBe(true);
    expect(exportsName('export { B as A } from "./b";', 'A')).toBe(true);
    expect(exportsName('export { type A, C };', 'A')).toBe(true);
    expect(exportsName('const A = 1; // export A', 'A')).toBe(false);
    expect(exportsName('export const AB = 1;', 'A')).toBe(false);
  });
});
