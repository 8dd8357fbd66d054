import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { hasDataset, needs, readDataset } from '../../test/datasets';
import { CHROME_DEVTOOLS_TOOLS } from '../../test/fixtures/chromeDevtoolsTools';
import { MONGODB_TOOLS } from '../../test/fixtures/mongodbTools';
import { importCatalog } from '../catalog/importCatalog';
import { type Catalog, makeTool } from '../catalog/types';
import { stemOnce } from '../text/analyze';
import { joinedForms, joinedFormsOf, joinedNameStems, MAX_JOINED_RUN } from './joinedName';
import { joinedInName, nameMatch, wordsOf } from './nameMatch';
import { ToolIndex } from './ToolIndex';
import { RANKERS } from './types';

const catalogOf = (tools: { name: string; description?: string }[]): Catalog => ({
  format: 'toollens',
  ontology: { concepts: [] },
  tools: tools.map((tool) => makeTool(tool)),
});

/** The tool each ranker ranks first for `query`, and how many it returns. */
const firsts = (index: ToolIndex, query: string) =>
  RANKERS.map((ranker) => {
    const result = index.search({ query, ranker, limit: 1 });
    return { ranker, first: result.hits[0]?.name, total: result.totalHits };
  });

describe('joined forms of a name', () => {
  it('joins every run of two or more words, however the name is split', () => {
    expect(joinedForms('insert_many')).toEqual(['insertmany']);
    // A mixed-case name holds its whole already (the analyzer keeps "insertMany" whole), so
    // only the runs inside it are added.
    expect(joinedForms('insertMany')).toEqual([]);
    expect(joinedForms('getGitHubRepo')).toEqual([
      'getgit',
      'getgithub',
      'github',
      'githubrepo',
      'hubrepo',
    ]);
    expect(joinedForms('mongodb__insert-many')).toEqual([
      'mongodbinsert',
      'mongodbinsertmany',
      'insertmany',
    ]);
    // Stopwords are part of the name as people type it.
    expect(joinedForms('add_to_cart')).toContain('addtocart');
  });

  it('adds nothing for a one-word name, nor a form whose stem is already a word of the name', () => {
    expect(joinedForms('insertmany')).toEqual([]);
    expect(joinedForms('notebooks_note_book')).not.toContain('notebook');
  });

  it('is bounded for a long name', () => {
    const name = Array.from({ length: 64 }, (_, i) => `w${i}`).join('_');
    const forms = joinedForms(name);
    expect(forms.length).toBeLessThanOrEqual(16 * (MAX_JOINED_RUN - 1));
    expect(forms.every((form) => form.length <= 64)).toBe(true);
  });

  it('joins the whole of a name longer than a run', () => {
    expect(joinedForms('opgg-mcp__lol-brawl-champion-tier-rank')).toContain(
      'opggmcplolbrawlchampiontierrank',
    );
  });
});

describe('a name typed as one word finds its tool', () => {
  const index = new ToolIndex(
    catalogOf([
      { name: 'insert_many', description: 'Insert documents into a collection.' },
      { name: 'insert_one', description: 'Insert one document; for many, call it again.' },
      { name: 'find', description: 'Find documents, many at a time.' },
    ]),
  );

  it('under every ranker', () => {
    for (const { ranker, first } of firsts(index, 'insertmany')) {
      expect({ ranker, first }).toEqual({ ranker, first: 'insert_many' });
    }
  });

  it('the joined form is one term: coverage 1, matched in the name only', () => {
    const result = index.search({ query: 'insertmany', ranker: 'seed' });
    expect(result.terms.map((term) => term.stem)).toEqual(['insertmani']);
    expect(result.hits).toHaveLength(1);
    expect(result.hits[0]?.matchedTerms).toEqual(['insertmani']);
    expect(result.hits[0]?.fields).toEqual({ insertmani: ['name'] });
    expect(result.hits[0]?.toollens).toBeUndefined();
  });

  it('adds nothing to the name field length, so the words of the name score as before', () => {
    // Same analysed words (the stopword is dropped), three joined forms against one.
    const three = new ToolIndex(catalogOf([{ name: 'insert_the_many' }, { name: 'find' }]));
    const one = new ToolIndex(catalogOf([{ name: 'insert_many' }, { name: 'find' }]));
    expect(joinedNameStems('insert_the_many')).toHaveLength(3);
    expect(joinedNameStems('insert_many')).toHaveLength(1);
    const a = three.search({ query: 'insert', ranker: 'seed', allRanks: true }).hits[0];
    const b = one.search({ query: 'insert', ranker: 'seed', allRanks: true }).hits[0];
    expect(a?.bm25).toBeGreaterThan(0);
    expect(a?.bm25).toBeCloseTo(b?.bm25 ?? Number.NaN, 12);
    expect(a?.toollens?.bm25f).toBeCloseTo(b?.toollens?.bm25f ?? Number.NaN, 12);
    const name = three
      .explain({ query: 'insert' })
      .explanations[0]?.toollens?.terms[0]?.fields.find((part) => part.field === 'name');
    expect(name?.length).toBe(2);
  });

  it('a query typed with separators is read as its words, not the joined form', () => {
    const result = index.search({ query: 'insert_many' });
    expect(result.terms.map((term) => term.stem)).toEqual(['insert', 'mani']);
  });
});

describe('the issue examples on the catalogs they come from', () => {
  it('readspreadsheet finds read_spreadsheet in the demo catalog', () => {
    const index = new ToolIndex(demoCatalog);
    for (const { ranker, first } of firsts(index, 'readspreadsheet')) {
      expect({ ranker, first }).toEqual({ ranker, first: 'read_spreadsheet' });
    }
  });

  it('insertmany finds insert-many among mongodb-mcp-server tools', () => {
    const index = new ToolIndex(catalogOf(MONGODB_TOOLS));
    for (const { ranker, first } of firsts(index, 'insertmany')) {
      expect({ ranker, first }).toEqual({ ranker, first: 'insert-many' });
    }
  });

  it('navigatepage finds navigate_page among chrome-devtools-mcp tools', () => {
    const index = new ToolIndex(catalogOf(CHROME_DEVTOOLS_TOOLS));
    for (const { ranker, first } of firsts(index, 'navigatepage')) {
      expect({ ranker, first }).toEqual({ ranker, first: 'navigate_page' });
    }
  });

  it.skipIf(!hasDataset('livemcpbench'))(
    needs('livemcpbench', 'directorytree finds filesystem__directory_tree in livemcpbench'),
    () => {
      const imported = importCatalog(readDataset('livemcpbench', 'tools.json'), {
        source: 'livemcpbench',
      });
      if (!imported.ok) throw new Error('livemcpbench: not a catalog');
      const index = new ToolIndex(imported.catalog);
      for (const { ranker, first } of firsts(index, 'directorytree')) {
        expect({ ranker, first }).toEqual({ ranker, first: 'filesystem__directory_tree' });
      }
    },
  );
});

describe('the name match reads a name typed as one word as its words', () => {
  it('joinedInName splits a query word that is a run of the name written together', () => {
    const name = 'get_stock_prices';
    expect(joinedInName(wordsOf('getstockprices'), name)?.words).toEqual([
      'get',
      'stock',
      'prices',
    ]);
    expect(joinedInName(wordsOf('stockprices today'), name)?.words).toEqual([
      'stock',
      'prices',
      'today',
    ]);
    expect(joinedInName(wordsOf('getstockprice'), name)).toBeUndefined();
    expect(joinedInName(wordsOf('get stock'), name)).toBeUndefined();
    expect(nameMatch(wordsOf('getstockprices'), wordsOf(name), name)).toBe(1);
  });

  it("reads the index's runs: a stopword inside the name is part of the word typed", () => {
    const name = 'get_list_of_items';
    expect(joinedForms(name)).toContain('getlistofitems');
    expect(joinedInName(wordsOf('getlistofitems'), name)?.words).toEqual(['get', 'list', 'items']);
    expect(nameMatch(wordsOf('getlistofitems'), wordsOf(name), name)).toBe(1);
    // Not a run of the name as written, so not a joined form the index holds.
    expect(joinedForms(name)).not.toContain('listitems');
    expect(joinedInName(wordsOf('listitems'), name)).toBeUndefined();
  });

  it("reads no run whose stem is one of the name's own words, as the index holds none", () => {
    const name = 'note_book_notebook';
    expect(joinedForms(name)).not.toContain('notebook');
    expect(joinedInName(wordsOf('notebook'), name)).toBeUndefined();
  });

  it('reads a word as a run of the name exactly when the index holds the name under that form', () => {
    const word = fc.constantFrom('get', 'list', 'of', 'stock', 'prices', 'note', 'book', 'a', 'to');
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.nat(),
        (parts, i, j) => {
          const name = parts.join('_');
          const from = i % parts.length;
          const to = from + 1 + (j % (parts.length - from));
          const typed = parts.slice(from, to).join('');
          const indexed = joinedFormsOf(name).some(({ stem }) => stem === stemOnce(typed));
          const read = joinedInName(wordsOf(typed), name) !== undefined;
          if (read) expect(indexed).toBe(true);
          if (joinedForms(name).includes(typed)) expect(read).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('getstockprices ranks get_stock_prices above get_stock_price (one stem, two names)', () => {
    const index = new ToolIndex(
      catalogOf([
        { name: 'get_stock_price', description: 'Latest price of one stock.' },
        { name: 'get_stock_prices', description: 'Latest prices of several stocks.' },
      ]),
    );
    expect(index.search({ query: 'getstockprices' }).hits.map((hit) => hit.name)).toEqual([
      'get_stock_prices',
      'get_stock_price',
    ]);
    expect(index.search({ query: 'getstockprice' }).hits[0]?.name).toBe('get_stock_price');
  });
});
