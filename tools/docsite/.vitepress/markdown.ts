import { existsSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { MarkdownRenderer } from 'vitepress';
import { isPlaceholder, type LinkContext, type LinkedFile, siteHref } from './rules';

/** The markdown of the repository's pages, rendered as a reader of the repository reads it. */

export const placeholders = (md: MarkdownRenderer): void => {
  for (const rule of ['html_inline', 'html_block'] as const) {
    const render = md.renderer.rules[rule];
    md.renderer.rules[rule] = (tokens, idx, options, env, self) => {
      const token = tokens[idx];
      if (token && isPlaceholder(token.content)) return md.utils.escapeHtml(token.content);
      return render ? render(tokens, idx, options, env, self) : (token?.content ?? '');
    };
  }
};

/**
 * Links of every page through siteHref; `root` is the repository, the site's srcDir; `serve` is
 * told of each linked file the site must carry (linkedFiles.ts).
 */
export const repoLinks =
  (
    root: string,
    rewrites: Record<string, string>,
    sourceUrl?: string,
    serve?: (file: LinkedFile) => void,
  ) =>
  (md: MarkdownRenderer): void => {
    const repoPath = (file: string) => relative(root, file).split(sep).join('/');
    md.core.ruler.push('toollens_repo_links', (state) => {
      const env = state.env as { path: string; realPath?: string };
      const at: LinkContext = {
        source: repoPath(env.realPath ?? env.path),
        served: repoPath(env.path),
        rewrites,
        exists: (path) => existsSync(join(root, path)),
        isFile: (path) => statSync(join(root, path), { throwIfNoEntry: false })?.isFile() === true,
        sourceUrl,
        serve,
      };
      for (const block of state.tokens) {
        const children = block.children ?? [];
        for (const [index, token] of children.entries()) {
          if (token.type !== 'link_open') continue;
          const href = token.attrGet('href');
          if (href === null) continue;
          const written = siteHref(href, at);
          if (written !== undefined) {
            token.attrSet('href', written);
            continue;
          }
          // No file view to send the reader to: the link's text stays, as text.
          const close = children.findIndex((t, i) => i > index && t.type === 'link_close');
          token.type = 'html_inline';
          token.content = '';
          const end = children[close];
          if (end) {
            end.type = 'html_inline';
            end.content = '';
          }
        }
      }
    });
  };
