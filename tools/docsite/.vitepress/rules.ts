import { posix } from 'node:path';

/**
 * HTML elements a page may write as raw HTML. Anything else in angle brackets (`<url>`,
 * `<name>`, `<command args…>` in prose) is a placeholder the author meant as text: rendered
 * escaped, as a reader expects, instead of becoming an unclosed element that Vue refuses.
 */
const ELEMENTS = new Set(
  (
    'a abbr b blockquote br caption code col colgroup dd del details div dl dt em figcaption ' +
    'figure h1 h2 h3 h4 h5 h6 hr i iframe img ins kbd li mark ol p picture pre q s samp small ' +
    'source span strong sub summary sup table tbody td tfoot th thead time tr u ul var video'
  ).split(' '),
);

/** The element a raw HTML fragment opens or closes, or undefined for a comment or no tag. */
const tagName = (html: string): string | undefined =>
  /^<\/?([A-Za-z][A-Za-z0-9-]*)/.exec(html.trimStart())?.[1]?.toLowerCase();

/** Whether a raw HTML fragment is a placeholder in angle brackets rather than an element. */
export const isPlaceholder = (html: string): boolean => {
  const trimmed = html.trimStart();
  if (trimmed.startsWith('<!--')) return false;
  const name = tagName(trimmed);
  return name === undefined || !ELEMENTS.has(name);
};

/** Where a repository file that is no page of the site is linked to: its source on a host. */
export type LinkContext = {
  /** The page's file and the path it is served as, both relative to the repository. */
  source: string;
  served: string;
  /** The site's renames of source files (VitePress `rewrites`), source to served. */
  rewrites: Record<string, string>;
  exists: (repoPath: string) => boolean;
  /** Whether the path is a file, not a folder. */
  isFile: (repoPath: string) => boolean;
  /** The repository's file view, e.g. `https://host/owner/toollens/blob/main/`; else none. */
  sourceUrl?: string;
  /** Told of every linked file the site serves as it is (see LinkedFile). */
  serve?: (file: LinkedFile) => void;
};

/**
 * A file a page links to that the site serves as it is, copied to where the link resolves (the
 * page's folder as served, joined with the link), so the link works under any base. VitePress
 * bundles only inline images; a plain link to a file is left to the host.
 */
export type LinkedFile = { source: string; served: string };

const PAGE = /\.(md|html)$/i;
const IMAGE = /\.(png|svg|jpe?g|gif|webp|avif|ico)$/i;

/** An image anywhere, or any file of docs/ that is no page (a chart, a figure's data). */
const isServedFile = (target: string, at: LinkContext): boolean =>
  !PAGE.test(target) && at.isFile(target) && (IMAGE.test(target) || target.startsWith('docs/'));

/**
 * A relative link of a repository page as the site must write it: a link to a renamed page
 * (README.md, served as the home page) follows the rename; a link to an image, or to a file of
 * docs/, stays and the file is handed to `at.serve` to be copied into the site; a link to a
 * source file, which is no part of the site, goes to the repository's file view, or is dropped
 * (undefined: the text stays) when no file view is configured. A link to a repository file that
 * does not exist throws, so the build fails as it does on a dead page link.
 */
export const siteHref = (href: string, at: LinkContext): string | undefined => {
  if (/^[a-z][a-z0-9+.-]*:|^[#/]/i.test(href)) return href;
  const [path = '', hash] = href.split('#');
  const file = decodeURIComponent(path);
  const target = posix.normalize(posix.join(posix.dirname(at.source), file));
  if (target.startsWith('..'))
    throw new Error(`docsite: ${at.source} links out of the repository: ${href}`);
  if (!at.exists(target)) throw new Error(`docsite: ${at.source} links to a missing file: ${href}`);
  const suffix = hash === undefined ? '' : `#${hash}`;
  const renamed = at.rewrites[target];
  if (renamed !== undefined)
    return `${posix.relative(posix.dirname(at.served), renamed) || renamed}${suffix}`;
  if (PAGE.test(target) || at.exists(posix.join(target, 'index.md'))) return href;
  if (isServedFile(target, at)) {
    const served = posix.normalize(posix.join(posix.dirname(at.served), file));
    if (served.startsWith('..'))
      throw new Error(`docsite: ${at.source} links out of the site: ${href}`);
    at.serve?.({ source: target, served });
    return href;
  }
  return at.sourceUrl === undefined ? undefined : `${at.sourceUrl}${target}${suffix}`;
};
