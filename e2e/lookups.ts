import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How the e2e specs find elements. A person finds a button by its name and a screen reader by
 * its role: a lookup by role, label or visible text fails when the page stops being usable that
 * way, where a test id keeps passing. `locator(css)` and `getByTestId` are the other kind.
 */
const BY_NAME = [
  'getByRole',
  'getByLabel',
  'getByText',
  'getByPlaceholder',
  'getByTitle',
  'getByAltText',
] as const;
const BY_MARKUP = ['getByTestId', 'locator'] as const;

export type LookupCount = { byName: number; byMarkup: number };

/** The lookups in one file's text; comments are blanked first so a note about a lookup is none. */
export const countLookups = (text: string): LookupCount => {
  const code = text.replace(/\/\*[\s\S]*?\*\/|(^|[^:\\])\/\/.*$/gm, ' ');
  const count = (names: readonly string[]) =>
    names.reduce(
      (sum, name) => sum + (code.match(new RegExp(`\\.${name}\\(`, 'g'))?.length ?? 0),
      0,
    );
  return { byName: count(BY_NAME), byMarkup: count(BY_MARKUP) };
};

/** Every spec and helper of the e2e folder (not the Vitest tests of the helpers). */
export const e2eSources = (dir: string): { path: string; text: string }[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) => ({ path, text: readFileSync(join(dir, path), 'utf8') }));

export const shareByName = ({ byName, byMarkup }: LookupCount): number =>
  byName + byMarkup === 0 ? 1 : byName / (byName + byMarkup);
