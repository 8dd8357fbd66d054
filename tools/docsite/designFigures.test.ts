import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type DesignPage, FIGURES_BY_PAGE, figuresIn, fillFigures } from '../docs/designFigures';

/**
 * The worked examples of docs/design/ are the engine's output: each page's figures, recomputed
 * now, must equal what the page shows, so a change of the engine that moves a number fails here
 * until `npm run docs:figures -- --write` is run and the prose around it re-read.
 */

const DIR = fileURLToPath(new URL('../../docs/design/', import.meta.url));
const read = (page: string) => readFileSync(`${DIR}${page}`, 'utf8');

describe('the figures of docs/design/', () => {
  for (const page of Object.keys(FIGURES_BY_PAGE) as DesignPage[]) {
    it(`shows in ${page} what the engine computes`, () => {
      const computed = FIGURES_BY_PAGE[page]();
      const shown = figuresIn(read(page));
      expect(Object.keys(computed).length).toBeGreaterThan(0);
      expect(Object.keys(shown).sort()).toEqual(Object.keys(computed).sort());
      for (const [name, figure] of Object.entries(computed)) {
        expect(shown[name], `docs/design/${page}, figure "${name}"`).toBe(figure);
      }
    });
  }

  it('gives every page of docs/design/ but the index a computed figure', () => {
    const pages = readdirSync(DIR).filter((name) => name.endsWith('.md') && name !== 'README.md');
    expect(pages.sort()).toEqual(Object.keys(FIGURES_BY_PAGE).sort());
  });

  it('notices a figure that no longer matches, and one with no markers', () => {
    const page = '<!-- figure:x:start -->\nold\n<!-- figure:x:end -->\n';
    expect(figuresIn(page)).toEqual({ x: 'old' });
    expect(figuresIn(fillFigures(page, { x: 'new\nlines' }))).toEqual({ x: 'new\nlines' });
    expect(() => fillFigures('no markers', { x: 'new' })).toThrow(/no markers for the figure "x"/);
  });
});
