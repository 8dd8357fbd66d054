import {
  DEFAULT_EXCERPT_CAP,
  DEFAULT_PAGE_BUDGET,
  DEFAULT_PAGE_SIZE,
  type FieldWeights,
  formatCoverage,
  formatStems,
  plural,
  RANKERS,
  searchTools,
  ToolIndex,
  type ToolSearchResult,
} from '../../engine';
import { type CliArgs, list, parseWeights, positiveInt } from '../args';
import { readCatalog } from '../mcpSource';
import { renderExplanation } from '../renderExplain';
import { fixed, table } from '../table';
import { UsageError } from '../usageError';
import { isOwnRanker, parseSearchRanker, searchForeign, serverOption } from './targets';

/** `{ weights }` when weights were given, else nothing (the index's own apply). */
export const withWeights = (weights: FieldWeights | undefined) => (weights ? { weights } : {});

/** `name=3, description=0`: weights as the user gave them. */
export const formatWeights = (weights: FieldWeights): string =>
  Object.entries(weights)
    .map(([field, weight]) => `${field}=${weight}`)
    .join(', ');

/** The toollens ranker's reading of the query and its keys per hit. */
const renderToollens = (result: ToolSearchResult): string[] => {
  const query = result.toollens;
  if (!query) return [];
  return [
    ...query.notes,
    '',
    table(
      ['term', 'stem', 'df', 'w(t)', 'idf'],
      query.terms.map((term) => [
        term.term,
        formatStems(term),
        term.df,
        fixed(term.weight),
        fixed(term.idf),
      ]),
    ),
    '',
    result.hits.length === 0
      ? 'no hits'
      : table(
          ['#', 'name', 'coverage', 'Σw', 'bm25f', 'score', 'spec cov', 'matched', 'arguments'],
          result.hits.map((hit, index) => {
            const score = hit.toollens;
            return [
              index + 1,
              hit.name,
              score ? formatCoverage(score.coverage, score.of) : '-',
              score ? fixed(score.weightSum) : '-',
              score ? fixed(score.bm25f) : '-',
              score ? fixed(score.score) : '-',
              hit.coverage,
              score?.matchedTerms.join(', ') ?? '',
              score?.argumentTerms.join(', ') ?? '',
            ];
          }),
        ),
  ];
};

const render = (result: ToolSearchResult): string => {
  const { scope } = result;
  const lines = [
    `scope: N = ${scope.n} of ${plural(scope.total, 'tool')} · ranker ${result.ranker} · ${result.mode} mode`,
  ];
  if (result.noSearchableWord) {
    lines.push('no searchable word in the query: showing the whole scope');
  }
  if (result.ranker === 'toollens' && result.mode === 'query') {
    lines.push(...renderToollens(result));
  } else if (result.terms.length > 0) {
    lines.push(
      '',
      table(
        ['term', 'stem', 'df', 'w(t)'],
        result.terms.map((term) => [term.term, formatStems(term), term.df, fixed(term.weight)]),
      ),
    );
  }
  if (result.ranker !== 'toollens' || result.mode === 'browse') {
    lines.push(
      '',
      result.hits.length === 0
        ? 'no hits'
        : table(
            ['#', 'name', 'coverage', 'Σw', 'bm25', 'matched'],
            result.hits.map((hit, index) => [
              index + 1,
              hit.name,
              hit.coverage,
              fixed(hit.weightSum),
              fixed(hit.bm25),
              hit.matchedTerms.join(', '),
            ]),
          ),
    );
  }
  lines.push(
    `${result.hits.length} of ${plural(result.totalHits, 'hit')} shown`,
    '',
    `search_tools result (${plural(result.menu.chars, 'char')}; page budget ${result.page.budget}, entry cap ${result.page.cap}):`,
    result.menu.text,
  );
  return lines.join('\n');
};

export const searchCommand = async ({ values }: CliArgs): Promise<string> => {
  const filters = {
    capabilities: list(values.capabilities),
    domains: list(values.domains),
    entities: list(values.entities),
    relationships: list(values.relationships),
  };
  const query = values.query ?? values.pattern ?? '';
  // An empty query browses the filtered scope; with no filter either, it is a mistake.
  if (query.trim() === '' && Object.values(filters).every((axis) => !axis?.length)) {
    throw new UsageError('--query is required, unless a filter is given to browse');
  }
  const ranker = parseSearchRanker(values.ranker);
  const server = serverOption(values.server);
  if (!isOwnRanker(ranker)) {
    if (Object.values(filters).some((axis) => axis?.length) || values.weights) {
      throw new UsageError(
        `--ranker ${ranker} searches the whole catalog with its own fields: filters and --weights apply to ${RANKERS.join(', ')}`,
      );
    }
    const { catalog } = await readCatalog(values);
    return searchForeign(catalog, ranker, values.pattern ?? query, {
      // --pattern is a pattern as typed; --query is read as every command reads it (askTarget).
      ...(values.pattern === undefined ? {} : { given: 'pattern' as const }),
      explain: values.explain === true,
      json: values.json === true,
      ...(server === undefined ? {} : { server }),
      ...(values.limit === undefined ? {} : { limit: positiveInt('limit', values.limit, 1) }),
    });
  }
  if (values.server !== undefined || values.pattern !== undefined) {
    throw new UsageError('--server and --pattern apply to the agent targets (--ranker codex, …)');
  }
  const index = new ToolIndex((await readCatalog(values)).catalog);
  const result = searchTools(index, {
    ...filters,
    query,
    limit: positiveInt('limit', values.limit, DEFAULT_PAGE_SIZE),
    ranker,
    excerptCap: positiveInt('excerpt-cap', values['excerpt-cap'], DEFAULT_EXCERPT_CAP),
    pageBudget: positiveInt('page-budget', values['page-budget'], DEFAULT_PAGE_BUDGET),
    explain: values.explain === true,
    ...withWeights(parseWeights('weights', values.weights)),
  });
  if (values.json) return JSON.stringify(result, null, 2);
  const explained = (result.explanations ?? []).flatMap(renderExplanation);
  return [render(result), ...(explained.length > 0 ? ['', ...explained] : [])].join('\n');
};
