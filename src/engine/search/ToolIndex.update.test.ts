import { describe, expect, it } from 'vitest';
import { type Catalog, makeTool, type Tool } from '../catalog/types';
import { isToollensError } from '../errors';
import { ToolIndex } from './ToolIndex';

/** Updates (toolStore.ts) seen through the public API: each index answers as if rebuilt. */

const catalogOf = (tools: Tool[]): Catalog => ({
  format: 'toollens',
  tools,
  ontology: { concepts: [] },
});

const readers = catalogOf([
  makeTool({ name: 'excel_reader', description: 'Read an Excel file' }),
  makeTool({ name: 'text_reader', description: 'Read a text file' }),
  makeTool({ name: 'pdf_reader', description: 'Read a PDF file' }),
]);

const codeOf = (action: () => void): string | undefined => {
  try {
    action();
  } catch (error) {
    return isToollensError(error) ? error.code : 'not a ToollensError';
  }
  return undefined;
};

describe('updateTool: re-index in place', () => {
  it('makes a new description findable and the old one not, keeping catalog order', () => {
    const index = new ToolIndex(readers);
    index.updateTool(makeTool({ name: 'text_reader', description: 'Read a Markdown document' }));
    expect(index.search({ query: 'markdown' }).hits.map((hit) => hit.name)).toEqual([
      'text_reader',
    ]);
    expect(index.search({ query: 'text file' }).hits.map((hit) => hit.name)).toEqual([
      'text_reader',
      'excel_reader',
      'pdf_reader',
    ]);
    expect(index.search({ query: 'file' }).terms[0]?.df).toBe(2);
    expect(index.tools.map((tool) => tool.name)).toEqual([
      'excel_reader',
      'text_reader',
      'pdf_reader',
    ]);
  });

  it('renames a tool in place and refuses a name that is taken', () => {
    const index = new ToolIndex(readers);
    index.updateTool(
      makeTool({ name: 'sheet_reader', description: 'Read an Excel file' }),
      'excel_reader',
    );
    expect(index.tools.map((tool) => tool.name)).toEqual([
      'sheet_reader',
      'text_reader',
      'pdf_reader',
    ]);
    expect(index.search({ query: 'sheet' }).hits.map((hit) => hit.name)).toEqual(['sheet_reader']);
    expect(() => index.updateTool(makeTool({ name: 'pdf_reader' }), 'text_reader')).toThrow(
      /name taken/,
    );
  });

  it('re-indexes a live description when the clock moves past a change', () => {
    const live = makeTool({
      name: 'run_python',
      description: {
        refreshMs: 60_000,
        at: (clock) => `Run Python. Packages: numpy${clock >= 60_000 ? ', polars' : ''}`,
      },
    });
    const index = new ToolIndex(catalogOf([live, ...readers.tools]));
    expect(index.search({ query: 'polars' }).hits).toEqual([]);
    expect(index.setClock(30_000)).toEqual([]);
    expect(index.setClock(60_000)).toEqual(['run_python']);
    expect(index.search({ query: 'polars' }).hits.map((hit) => hit.name)).toEqual(['run_python']);
  });
});

describe('addTools and removeTool', () => {
  it('appends in catalog order, forgets a removed tool, and ignores an unknown name', () => {
    const index = new ToolIndex(readers);
    index.removeTool('text_reader');
    index.removeTool('no_such_tool');
    index.addTools([makeTool({ name: 'text_reader', description: 'Read a Markdown file' })]);
    expect(index.tools.map((tool) => tool.name)).toEqual([
      'excel_reader',
      'pdf_reader',
      'text_reader',
    ]);
    expect(index.search({ query: 'text' }).hits.map((hit) => hit.name)).toEqual(['text_reader']);
    expect(index.search({ query: 'markdown file' }).terms.map((term) => term.df)).toEqual([1, 3]);
    expect(index.hasStem('text_reader', 'markdown')).toBe(true);
    index.removeTool('text_reader');
    expect(index.hasStem('text_reader', 'markdown')).toBe(false);
    expect(index.search({ query: 'markdown' }).hits).toEqual([]);
    expect(index.size).toBe(2);
  });

  it('refuses a taken name with a conflict, and leaves the index as it was', () => {
    const index = new ToolIndex(readers);
    expect(codeOf(() => index.addTools([makeTool({ name: 'pdf_reader' })]))).toBe('conflict');
    expect(codeOf(() => index.updateTool(makeTool({ name: 'pdf_reader' }), 'text_reader'))).toBe(
      'conflict',
    );
    expect(index.tools.map((tool) => tool.name)).toEqual([
      'excel_reader',
      'text_reader',
      'pdf_reader',
    ]);
    expect(index.search({ query: 'pdf' }).hits.map((hit) => hit.name)).toEqual(['pdf_reader']);
  });
});

describe("the spec's BM25 through updates", () => {
  const seedOf = (index: ToolIndex, query: string) =>
    index.search({ query, ranker: 'seed', limit: 10 }).hits.map((h) => [h.name, h.bm25]);

  it('answers seed as a fresh index does after updates: the same order, scores to 1e-9', () => {
    const edit = makeTool({
      name: 'text_reader',
      description: 'Read a plain text file or an Excel sheet',
    });
    const added = makeTool({ name: 'csv_reader', description: 'Read a CSV file' });
    const before = new ToolIndex(readers);
    before.updateTool(edit);
    before.addTools([added]);
    before.removeTool('pdf_reader');
    const after = new ToolIndex(readers);
    seedOf(after, 'file');
    after.updateTool(edit);
    after.addTools([added]);
    after.removeTool('pdf_reader');
    const fresh = new ToolIndex(catalogOf([readers.tools[0] as Tool, edit, added]));
    const close = (updated: ToolIndex, query: string) => {
      const ours = seedOf(updated, query);
      const theirs = seedOf(fresh, query);
      expect(ours.map(([name]) => name)).toEqual(theirs.map(([name]) => name));
      for (const [i, [, bm25]] of ours.entries()) {
        expect(bm25).toBeCloseTo(Number(theirs[i]?.[1]), 9);
      }
    };
    for (const query of ['excel file', 'text', 'csv', 'pdf']) {
      close(before, query);
      close(after, query);
    }
  });
});
