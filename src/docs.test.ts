import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fillSections, PAGE_PATH, perfSections, readRecord } from '../bench/perfDocs';

/**
 * The documentation as a reader meets it: every relative link lands on a file of this
 * repository (and a `#anchor` on a heading of that file), every page under docs/ can be reached
 * from the README, no page cites an issue number a reader cannot see, and the README stays short
 * enough to read. Code (fenced blocks and inline spans) is left out of the link and `#N` checks,
 * since a shell line or a URL hash is not prose.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const README = join(ROOT, 'README.md');
const README_MAX_LINES = 200;

const markdownUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });

const PAGES = [README, ...markdownUnder(join(ROOT, 'docs'))];
const name = (path: string) => relative(ROOT, path).split(sep).join('/');

/** The text with fenced code blocks and inline code blanked, so offsets and lines stay put. */
const prose = (text: string): string =>
  text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));

/** Every `[text](target)` and `![alt](target)` target of a page's prose. */
const linkTargets = (text: string): string[] =>
  [...prose(text).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1] ?? '',
  );

/** GitHub's anchor for a heading: lowercased, punctuation dropped, spaces to hyphens. */
const headingSlug = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors a page's headings give, with GitHub's `-1`, `-2` for repeats. */
const anchorsOf = (text: string): Set<string> => {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of prose(text).matchAll(/^#{1,6}[ \t]+(.*?)[ \t]*#*[ \t]*$/gm)) {
    // Headings keep their inline code: `### \`search\`` is anchored as "search".
    const line = text.slice(match.index, match.index + match[0].length);
    const slug = headingSlug(line.replace(/^#{1,6}[ \t]+/, '').replace(/`/g, ''));
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
};

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** What is wrong with one link of `page`, or undefined when it lands. */
const linkProblem = (page: string, target: string): string | undefined => {
  if (isExternal(target)) return undefined;
  const [path = '', anchor] = target.split('#');
  const file = path === '' ? page : resolve(dirname(page), decodeURIComponent(path));
  const inside = relative(ROOT, file);
  if (inside.startsWith('..') || inside === '')
    return `${target}: outside the repository (${file})`;
  if (!existsSync(file)) return `${target}: no such file`;
  if (anchor === undefined || anchor === '' || statSync(file).isDirectory()) return undefined;
  if (!file.endsWith('.md')) return undefined;
  return anchorsOf(readFileSync(file, 'utf8')).has(anchor)
    ? undefined
    : `${target}: no heading "#${anchor}" in ${name(file)}`;
};

/** Every citation of an issue number: "issue 10", "issue #10", "issues 9", and `#10` in prose. */
const issueCitations = (text: string): string[] => {
  const ISSUE = /\bissues? #?\d+/gi;
  const named = [...text.matchAll(ISSUE)].map((match) => match[0]);
  const bare = [
    ...prose(text)
      .replace(ISSUE, ' ')
      .matchAll(/(^|[^\w&/])(#\d+)\b/g),
  ];
  return [...named, ...bare.map((match) => match[2] ?? '')];
};

describe('the documentation', () => {
  it('has a README and pages under docs/', () => {
    expect(existsSync(README)).toBe(true);
    expect(PAGES.length).toBeGreaterThan(5);
  });

  it.each(PAGES.map((page) => [name(page), page]))(
    '%s: every relative link lands on a file of the repository and a heading',
    (_name, page) => {
      const text = readFileSync(page, 'utf8');
      const problems = linkTargets(text).flatMap((target) => linkProblem(page, target) ?? []);
      expect(problems).toEqual([]);
    },
  );

  it.each(PAGES.map((page) => [name(page), page]))('%s: cites no issue number', (_name, page) => {
    expect(issueCitations(readFileSync(page, 'utf8'))).toEqual([]);
  });

  it(`keeps the README within ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(README, 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('reaches every page under docs/ from the README', () => {
    const reached = new Set([README]);
    const queue = [README];
    for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
      for (const target of linkTargets(readFileSync(page, 'utf8'))) {
        if (isExternal(target) || linkProblem(page, target) !== undefined) continue;
        const path = target.split('#')[0] ?? '';
        const file = path === '' ? page : resolve(dirname(page), decodeURIComponent(path));
        if (file.endsWith('.md') && !reached.has(file)) {
          reached.add(file);
          queue.push(file);
        }
      }
    }
    expect(PAGES.filter((page) => !reached.has(page)).map(name)).toEqual([]);
  });

  it("shows in performance.md the bench's tables as npm run docs:perf writes them", () => {
    const page = readFileSync(PAGE_PATH, 'utf8');
    expect(fillSections(page, perfSections(readRecord()))).toBe(page);
  });
});

describe('the checks themselves', () => {
  const page = join(ROOT, 'docs', 'design.md');

  it('find an issue number in prose, in any of its forms, and not in code or a colour', () => {
    expect(
      issueCitations('As issue 19 said; see issue #7 and issues 9 and 10; fixed in #42.'),
    ).toEqual(['issue 19', 'issue #7', 'issues 9', '#42']);
    expect(issueCitations('`#42` in code, a colour &#35;1f2937 and a/#3 path')).toEqual([]);
  });

  it('refuse a missing file, a missing heading and a link out of the repository', () => {
    expect(linkProblem(page, 'nowhere.md')).toMatch(/no such file/);
    expect(linkProblem(page, 'search.md#no-such-heading')).toMatch(/no heading/);
    expect(linkProblem(page, '../../shared/notes/orama.md')).toMatch(/outside the repository/);
    expect(linkProblem(page, 'search.md#the-rankers')).toBeUndefined();
    expect(linkProblem(page, 'https://example.com/x#y')).toBeUndefined();
  });

  it('anchor headings as GitHub does, inline code and repeats included', () => {
    const anchors = anchorsOf(
      '# The CLI\n## `search`\n### Live MCP servers: `--mcp`\n## A\n## A\n',
    );
    expect([...anchors]).toEqual(['the-cli', 'search', 'live-mcp-servers---mcp', 'a', 'a-1']);
  });

  it('read links in prose only, images included', () => {
    expect(linkTargets('[a](x.md) ![b](y.png "t")\n```\n[c](z.md)\n```\n`[d](w.md)`')).toEqual([
      'x.md',
      'y.png',
    ]);
  });
});
