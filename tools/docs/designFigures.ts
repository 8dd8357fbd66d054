import { BUILT_IN_CATALOGS } from '../../src/data/builtIn';
import { scenarioByName } from '../../src/data/scenarios';
import {
  askTarget,
  buildTarget,
  type Catalog,
  makeTool,
  planLine,
  searchTools,
  type Tool,
  ToolIndex,
  targetTools,
  validateActivation,
} from '../../src/engine';
import { assemblePrompt, sectionAt } from '../../src/engine/prompt/assemble';
import { commonPrefixLength } from '../../src/engine/prompt/cache';
import { projectWorkingSet } from '../../src/engine/session/workingSet';
import { SPREADSHEET_DESCRIPTION } from '../../src/test/fixtures';

/**
 * The worked examples of docs/design/, computed by the engine. Each figure is a block of text
 * (a table or a preformatted block) that a page holds between `<!-- figure:NAME:start -->` and
 * `<!-- figure:NAME:end -->`; `npx tsx tools/docs/designExamples.ts --write` puts them there,
 * and tools/docsite/designFigures.test.ts fails when a page's block differs from what the engine
 * gives now, so the pages cannot drift from the code.
 */

/** Two decimals, as the CLI prints weights and scores. */
const f2 = (value: number): string => value.toFixed(2);

const catalogOf = (tools: Tool[], lineBudget?: number): Catalog => ({
  tools,
  ontology: { concepts: [] },
  format: 'toollens',
  ...(lineBudget === undefined ? {} : { lineBudget }),
});

const table = (head: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

const block = (lines: readonly string[]) => ['```text', ...lines, '```'].join('\n');

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
const MIXED: Tool[] = [
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

const capabilityFigures = (): Record<string, string> => {
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

const searchFigures = (): Record<string, string> => {
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

const excerptFigures = (): Record<string, string> => {
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

/** Cut a long line at spaces for a preformatted block (the text is shown, not re-joined). */
const wrap = (text: string, width: number): string[] => {
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

const scenario = () => {
  const transcript = scenarioByName('spec-five-turns');
  if (!transcript) throw new Error('designFigures: the spec-five-turns scenario is missing');
  return transcript;
};

const workingSetFigures = (): Record<string, string> => {
  const catalog = BUILT_IN_CATALOGS.demo();
  const transcript = scenario();
  const turns = projectWorkingSet(transcript, { catalog, budget: transcript.budget ?? 5 });
  const touched = (turn: number) =>
    (transcript.turns[turn - 1]?.events ?? []).flatMap((event) =>
      event.type === 'activate'
        ? [`activate ${event.names.join(', ')}`]
        : event.type === 'call'
          ? [`call ${event.name}`]
          : [],
    );
  const rows = turns.map((turn) => [
    `t${turn.turn}`,
    touched(turn.turn).join('; '),
    turn.workingSet.map((name) => `${name} (${turn.states[name]})`).join(', '),
    turn.evicted.join(', ') || '–',
  ]);
  const activation = validateActivation(
    ['pdf_read'],
    catalog.tools.map((tool) => tool.name),
  );
  return {
    'working-set-turns': table(
      ['turn', 'events', 'working set, most recent first (state)', 'evicted'],
      rows,
    ),
    'working-set-activate': block([
      'activate_tool({ names: ["pdf_read"] })',
      activation.ok ? 'accepted' : activation.error,
    ]),
  };
};

const promptFigures = (): Record<string, string> => {
  const catalog = BUILT_IN_CATALOGS.demo();
  const transcript = scenario();
  const budget = transcript.budget ?? 5;
  const turns = projectWorkingSet(transcript, { catalog, budget });
  const prompt = (index: number, order: 'sorted' | 'recency' = 'sorted') => {
    const turn = turns[index];
    if (!turn) throw new Error(`designFigures: no turn ${index + 1}`);
    return assemblePrompt({
      catalog,
      workingSet: turn.workingSet,
      budget,
      clock: turn.clock,
      order,
    });
  };
  const t3 = prompt(2);
  const sections = table(
    ['section', 'chars', 'offset'],
    t3.sections.map((s) => [s.title, s.end - s.start, s.start]),
  );
  const rows = [1, 2, 3, 4].map((i) =>
    (['sorted', 'recency'] as const).map((order) => {
      const before = prompt(i - 1, order);
      const after = prompt(i, order);
      const common = commonPrefixLength(before.text, after.text);
      const broke = common === after.text.length && common === before.text.length;
      return broke
        ? `identical (${after.text.length})`
        : `${common} of ${after.text.length}, breaks in ${sectionAt(after, common)}`;
    }),
  );
  return {
    'prompt-sections': sections,
    'prompt-prefix': table(
      ['turns', 'sorted (the design): common prefix', 'unsorted (recency): common prefix'],
      rows.map(([sorted, recency], i) => [`t${i + 1} → t${i + 2}`, sorted ?? '', recency ?? '']),
    ),
    'prompt-varying': block([t3.sections.at(-1)?.text ?? '']),
  };
};

/** The readers beside a tool whose text says "need": filler to the toollens ranker. */
const WITH_FILLER: Tool[] = [
  ...READERS,
  makeTool({
    name: 'merge_pdfs',
    description: 'Merge PDF files into one',
    capabilities: ['pdf:merge'],
  }),
  makeTool({
    name: 'request_access',
    description: 'Request access you need to read a shared document',
    capabilities: ['permission:request'],
  }),
];

const toollensFigures = (): Record<string, string> => {
  const index = new ToolIndex(catalogOf(WITH_FILLER));
  const query = 'I need to read a pdf';
  const byRanker = (['seed', 'toollens'] as const).map((ranker) => {
    const result = index.search({ query, ranker, limit: 2 });
    const keys = result.hits.map((hit) =>
      ranker === 'seed'
        ? `${hit.name} (coverage ${hit.coverage}, Σw ${f2(hit.weightSum)})`
        : `${hit.name} (coverage ${hit.toollens?.coverage}, Σw ${f2(hit.toollens?.weightSum ?? 0)})`,
    );
    const terms =
      ranker === 'seed'
        ? result.terms.map((t) => `${t.term} ${f2(t.weight)}`)
        : (result.toollens?.terms ?? []).map((t) => `${t.term} ${f2(t.weight)}`);
    return [ranker, terms.join(', '), keys.join('; ')];
  });
  const reading = index.search({ query, ranker: 'toollens' }).toollens;
  const tools = targetTools(catalogOf(MIXED));
  const agents = (['codex', 'claude-code', 'anthropic-regex'] as const).map((id) => {
    const answer = askTarget(buildTarget(id, tools), 'attach file');
    return [
      id,
      answer.k,
      answer.asked ? `\`${answer.asked.pattern}\`` : answer.form,
      answer.returned.join(', ') || (answer.refusal ? `refused: ${answer.refusal.code}` : '–'),
    ];
  });
  const ours = new ToolIndex(catalogOf(MIXED)).search({ query: 'attach file' });
  agents.unshift([
    'toollens (its own ranker)',
    10,
    'keywords',
    ours.hits.map((h) => h.name).join(', '),
  ]);
  return {
    'toollens-rankers': [
      table(['ranker', 'terms and w(t)', `first two for "${query}"`], byRanker),
      '',
      `The toollens ranker dropped ${(reading?.dropped ?? []).map((d) => `"${d.word}" (${d.reason})`).join(', ')}.`,
    ].join('\n'),
    'toollens-agents': table(
      ['agent target', 'k', 'asked as', 'returns for "attach file"'],
      agents,
    ),
  };
};

/** Which page holds which figures. */
export const FIGURES_BY_PAGE = {
  'capability-line.md': capabilityFigures,
  'search.md': searchFigures,
  'excerpt.md': excerptFigures,
  'working-set.md': workingSetFigures,
  'prompt.md': promptFigures,
  'toollens.md': toollensFigures,
} as const satisfies Record<string, () => Record<string, string>>;

export type DesignPage = keyof typeof FIGURES_BY_PAGE;

export const designFigures = (page: DesignPage): Record<string, string> => FIGURES_BY_PAGE[page]();

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
