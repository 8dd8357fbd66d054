import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DefaultTheme } from 'vitepress';

type Item = DefaultTheme.SidebarItem;

/** A page's title: its first heading, as the page itself shows it. */
const titleOf = (file: string): string =>
  /^#\s+(.+)$/m.exec(readFileSync(file, 'utf8'))?.[1]?.replace(/`/g, '') ?? file;

/**
 * Every page of a docs folder as sidebar items: in the order the folder's README links them
 * (the order it is meant to be read in), then the pages it does not link, by file name.
 */
const pagesIn = (docs: string, folder: string): Item[] => {
  const index = join(docs, folder, 'README.md');
  const linked = existsSync(index)
    ? [...readFileSync(index, 'utf8').matchAll(/\]\(([\w-]+\.md)\)/g)].map((match) => match[1])
    : [];
  const rank = (name: string) => {
    const at = linked.indexOf(name);
    return at === -1 ? linked.length : at;
  };
  return readdirSync(join(docs, folder))
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) => ({
      text: titleOf(join(docs, folder, name)),
      link: `/docs/${folder}${name.replace(/\.md$/, '')}`,
    }));
};

const links = (items: Item[]): string[] =>
  items.flatMap((item) => [...(item.link ? [item.link] : []), ...links(item.items ?? [])]);

/** The order a newcomer reads in: what it is, the app, the CLI, then how each part works. */
const READING_ORDER: Item[] = [
  {
    text: 'Start',
    items: [
      { text: 'Overview', link: '/' },
      { text: 'Design', link: '/docs/design' },
      { text: 'The app', link: '/docs/app' },
      { text: 'The CLI', link: '/docs/cli' },
      { text: 'The demo catalog', link: '/docs/demo-catalog' },
    ],
  },
  {
    text: 'How it works',
    items: [
      { text: 'Search', link: '/docs/search' },
      { text: 'The excerpt lens', link: '/docs/excerpt-lens' },
      { text: 'Sessions', link: '/docs/sessions' },
      { text: 'Session reports', link: '/docs/session-reports' },
      {
        text: 'Agent targets',
        link: '/docs/agents/README',
        collapsed: true,
        items: [
          { text: "Codex's tool_search", link: '/docs/agents/codex' },
          { text: "Claude Code's ToolSearch", link: '/docs/agents/claude-code' },
          { text: "The Claude API's regex search", link: '/docs/agents/anthropic-regex' },
        ],
      },
    ],
  },
  {
    text: 'Publish',
    items: [
      { text: 'Embedding and hosting', link: '/docs/embedding' },
      { text: 'The docs site', link: '/docs/docs-site' },
    ],
  },
  {
    text: 'Quality',
    items: [
      { text: 'Testing', link: '/docs/testing' },
      { text: 'Retrieval quality', link: '/docs/quality' },
      { text: 'Performance', link: '/docs/performance' },
      { text: 'Hardening', link: '/docs/hardening' },
    ],
  },
];

/**
 * The reading order with the design's pages after its first part, then the decisions, then any
 * page of docs/ it does not name yet, so a new page is never missing from the site's navigation.
 */
export const sidebarOf = (docs: string): Item[] => {
  const named = new Set(links(READING_ORDER));
  const more = pagesIn(docs, '').filter((item) => !named.has(item.link ?? ''));
  const [start, ...rest] = READING_ORDER;
  return [
    ...(start ? [start] : []),
    {
      text: 'The design',
      link: '/docs/design/README',
      collapsed: true,
      items: pagesIn(docs, 'design/'),
    },
    ...rest,
    ...(more.length > 0 ? [{ text: 'More', items: more }] : []),
    {
      text: 'Decisions',
      link: '/docs/decisions/README',
      collapsed: true,
      items: pagesIn(docs, 'decisions/'),
    },
  ];
};
