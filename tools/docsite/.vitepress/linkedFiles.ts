import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { LinkedFile } from './rules';

/**
 * The files the pages link to that the site serves as they are (rules.ts, siteHref), gathered
 * while VitePress renders the pages and copied into the built site when its build ends: a link
 * to `screenshots/x.png` from docs/app.md then finds docs/screenshots/x.png beside the page,
 * under any base, since the link is relative.
 */
export type LinkedFiles = {
  add: (file: LinkedFile) => void;
  /** Copies every file from the repository `root` into the built site `outDir`; their count. */
  copy: (root: string, outDir: string) => number;
};

export const linkedFiles = (): LinkedFiles => {
  /** Each served path with the repository file it is a copy of. */
  const files = new Map<string, string>();
  return {
    add: ({ source, served }) => {
      const was = files.get(served);
      if (was !== undefined && was !== source)
        throw new Error(`docsite: ${served} would be both ${was} and ${source}`);
      files.set(served, source);
    },
    copy: (root, outDir) => {
      for (const [served, source] of files) cpSync(join(root, source), join(outDir, served));
      return files.size;
    },
  };
};
