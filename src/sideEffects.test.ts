import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `package.json` tells the bundler that modules have no side effects except those it lists
 * (docs/decisions/light-first-visit.md). A module imported for its side effects alone
 * (`import './x'`) and missing from that list would be dropped from the build without a word:
 * every such import must name a listed module.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const listed: string[] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).sideEffects;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const isListed = (file: string) =>
  listed.some((pattern) =>
    pattern.startsWith('*.') ? file.endsWith(pattern.slice(1)) : `./${file}` === pattern,
  );

describe('side effects', () => {
  it('lists every module that is imported for its side effects alone', () => {
    const missing = sources(join(root, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import ['"](\.[^'"]+)['"];?$/gm)].flatMap(
        (match) => {
          const spec = match[1] as string;
          const target = relative(root, resolve(dirname(file), spec));
          const candidates = /\.\w+$/.test(target) ? [target] : [`${target}.ts`, `${target}.tsx`];
          return candidates.some(isListed) ? [] : [`${relative(root, file)} imports ${spec}`];
        },
      ),
    );
    expect(missing).toEqual([]);
  });
});
