/** Text helpers of the design pages' figures: tables, preformatted blocks, markers. */
import type { Catalog, Tool } from '../../src/engine';

/** Two decimals, as the CLI prints weights and scores. */
export const f2 = (value: number): string => value.toFixed(2);

export const catalogOf = (tools: Tool[], lineBudget?: number): Catalog => ({
  tools,
  ontology: { concepts: [] },
  format: 'toollens',
  ...(lineBudget === undefined ? {} : { lineBudget }),
});

export const table = (head: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

export const block = (lines: readonly string[]) => ['```text', ...lines, '```'].join('\n');

/** Cut a long line at spaces for a preformatted block (the text is shown, not re-joined). */
export const wrap = (text: string, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
};

/** A figure's place in a page: between these two comments, each on a line of its own. */
const markers = (name: string) => [`<!-- figure:${name}:start -->`, `<!-- figure:${name}:end -->`];

/** The figures a page holds, by name, as written between its markers. */
export const figuresIn = (text: string): Record<string, string> => {
  const found: Record<string, string> = {};
  for (const match of text.matchAll(
    /^<!-- figure:([a-z0-9-]+):start -->\n([\s\S]*?)\n<!-- figure:\1:end -->$/gm,
  )) {
    found[match[1] ?? ''] = match[2] ?? '';
  }
  return found;
};

/** The page with each figure's block replaced by what the engine gives; a missing marker throws. */
export const fillFigures = (text: string, figures: Record<string, string>): string =>
  Object.entries(figures).reduce((page, [name, figure]) => {
    const [start, end] = markers(name) as [string, string];
    const from = page.indexOf(start);
    const to = page.indexOf(end);
    if (from === -1 || to < from) {
      throw new Error(`designFigures: the page has no markers for the figure "${name}"`);
    }
    return `${page.slice(0, from + start.length)}\n${figure}\n${page.slice(to)}`;
  }, text);
