import { BUILT_IN_CATALOGS } from '../../src/data/builtIn';
import { makeTool, planLine, searchTools, type Tool, ToolIndex } from '../../src/engine';
import { SPREADSHEET_DESCRIPTION } from '../../src/test/fixtures';
import { block, catalogOf, f2, table, wrap } from './figureText';

/** The figures of the search-side pages: the capability line, search and re-rank, the excerpt lens. */

/** The three readers of the design's ranking example, in this catalog order. */
export const READERS: Tool[] = [
  makeTool({
    name: 'excel_reader',
    description: 'Read an Excel file',
    capabilities: ['file:read'],
  }),
  makeTool({ name: 'text_reader', description: 'Read a text file', capabilities: ['file:read'] }),
  makeTool({ name: 'pdf_reader', description: 'Read a PDF file', capabilities: ['file:read'] }),
];

/** The readers beside two work-item tools: the same word, rare in one scope, common in another. */
export const MIXED: Tool[] = [
  ...READERS,
  makeTool({
    name: 'attach_file',
    description: 'Attach a file to a work item',
    capabilities: ['work-item:update'],
  }),
  makeTool({
    name: 'close_work_item',
    description: 'Close a work item and notify its watchers',
    capabilities: ['work-item:update'],
  }),
  makeTool({
    name: 'assign_work_item',
    description: 'Assign a work item to a member',
    capabilities: ['work-item:assign'],
  }),
];

export const capabilityFigures = (): Record<string, string> => {
  const tools: Tool[] = [
    makeTool({ name: 'search_tools', capabilities: ['tools:search'], scaffolding: true }),
    makeTool({ name: 'read_file', capabilities: ['file:read'] }),
    makeTool({ name: 'write_file', capabilities: ['file:write'] }),
    makeTool({ name: 'read_pdf', capabilities: ['pdf:read', 'file:read'] }),
    makeTool({ name: 'merge_pdfs', capabilities: ['pdf:merge'] }),
    makeTool({ name: 'create_work_item', capabilities: ['work-item:create'] }),
    makeTool({ name: 'assign_work_item', capabilities: ['work-item:assign'] }),
    makeTool({ name: 'run_view', capabilities: ['view:run'] }),
    makeTool({ name: 'run_python', capabilities: ['code:run'] }),
    makeTool({ name: 'get_weather', capabilities: [] }),
  ];
  const rows = [350, 80].map((budget) => {
    const plan = planLine(tools, budget);
    return [
      budget,
      `\`${plan.text}\``,
      plan.text.length,
      `${plan.covered} of ${plan.tools}`,
      plan.uncovered.join(', ') || '–',
    ];
  });
  const demo = planLine(BUILT_IN_CATALOGS.demo().tools);
  return {
    'capability-line': table(['budget', 'line', 'chars', 'tools covered', 'left out'], rows),
    'capability-demo': block([
      `demo catalog: ${demo.roots.length} roots of ${demo.catalogRoots}, ${demo.text.length} characters, ${demo.covered} of ${demo.tools} tools covered`,
      demo.text,
    ]),
  };
};

export const searchFigures = (): Record<string, string> => {
  const readers = new ToolIndex(catalogOf(READERS));
  const seed = readers.search({ query: 'Excel file', ranker: 'seed' });
  const terms = table(
    ['term', 'stem', 'df', 'N', 'w(t) = 1 + ln((N+1)/(df+1))'],
    seed.terms.map((t) => [t.term, t.stem, t.df, seed.scope.n, f2(t.weight)]),
  );
  const hits = table(
    ['rank', 'tool', 'coverage', 'Σw', 'BM25 (Orama)', 'matched'],
    seed.hits.map((hit, i) => [
      i + 1,
      hit.name,
      hit.coverage,
      f2(hit.weightSum),
      f2(hit.bm25),
      hit.matchedTerms.join(', '),
    ]),
  );
  const mixed = new ToolIndex(catalogOf(MIXED));
  const scopes = [[], ['file'], ['work-item']].map((capabilities) => {
    const result = mixed.search({ query: 'file', ranker: 'seed', capabilities });
    const term = result.terms[0];
    return [
      capabilities.length === 0 ? '(none)' : capabilities.join(', '),
      result.scope.n,
      term?.df ?? 0,
      f2(term?.weight ?? 0),
      result.hits.map((hit) => hit.name).join(', '),
    ];
  });
  return {
    'search-terms': terms,
    'search-ranks': hits,
    'search-scope': table(['capabilities filter', 'N', 'df(file)', 'w(file)', 'hits'], scopes),
  };
};

export const excerptFigures = (): Record<string, string> => {
  const index = new ToolIndex(
    catalogOf([
      makeTool({
        name: 'read_spreadsheet',
        description: SPREADSHEET_DESCRIPTION,
        capabilities: ['file:read'],
      }),
      ...READERS.slice(1),
    ]),
  );
  const result = searchTools(index, { query: 'excel file', ranker: 'seed' });
  const hit = result.hits.find((h) => h.name === 'read_spreadsheet');
  if (!hit) throw new Error('designFigures: "excel file" found no spreadsheet reader');
  const { excerpt } = hit;
  const weights = new Map(result.terms.map((t) => [t.stem, t.weight]));
  const windows = table(
    ['window', 'terms', 'Σw', 'floor', 'share', 'kept chars'],
    excerpt.windows.map((w, i) => [
      i + 1,
      w.terms.map((t) => `${t} (w ${f2(weights.get(t) ?? 0)})`).join(', '),
      f2(w.weight),
      w.floor,
      w.share,
      w.chars,
    ]),
  );
  const page = searchTools(index, {
    query: 'file',
    ranker: 'seed',
    excerptCap: 300,
    pageBudget: 300,
  });
  const shares = table(
    ['tool', 'need', 'equal', 'share', 'donated', 'received', 'excerpt'],
    page.hits.map((h, i) => {
      const s = page.page.shares[i];
      return [
        h.name,
        s?.need ?? 0,
        s?.equal ?? 0,
        s?.share ?? 0,
        s?.donated ?? 0,
        s?.received ?? 0,
        `${h.excerpt.text.length} chars, ${h.excerpt.mode}`,
      ];
    }),
  );
  return {
    'excerpt-windows': windows,
    'excerpt-text': block([
      `${SPREADSHEET_DESCRIPTION.length} → ${excerpt.text.length} characters (cap ${excerpt.cap}, ${excerpt.cut} cut)`,
      ...wrap(excerpt.text, 96),
    ]),
    'excerpt-page': shares,
    'excerpt-menu': block(page.menu.text.split('\n').flatMap((line) => wrap(line, 96))),
  };
};
