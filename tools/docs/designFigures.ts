import { BUILT_IN_CATALOGS } from '../../src/data/builtIn';
import { scenarioByName } from '../../src/data/scenarios';
import {
  askTarget,
  buildTarget,
  makeTool,
  type Tool,
  ToolIndex,
  targetTools,
  validateActivation,
} from '../../src/engine';
import { assemblePrompt, sectionAt } from '../../src/engine/prompt/assemble';
import { commonPrefixLength } from '../../src/engine/prompt/cache';
import { projectWorkingSet } from '../../src/engine/replay/workingSet';
import { block, catalogOf, f2, table } from './figureText';
import { capabilityFigures, excerptFigures, MIXED, READERS, searchFigures } from './searchFigures';

export { figuresIn, fillFigures } from './figureText';

/**
 * The worked examples of docs/design/, computed by the engine. Each figure is a block of text
 * (a table or a preformatted block) that a page holds between `<!-- figure:NAME:start -->` and
 * `<!-- figure:NAME:end -->`; `npm run docs:figures -- --write` puts them there,
 * and tools/docsite/designFigures.test.ts fails when a page's block differs from what the engine
 * gives now, so the pages cannot drift from the code.
 */

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
