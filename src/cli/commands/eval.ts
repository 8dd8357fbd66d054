import { type EvalReport, evaluate, readQuerySet, ToolIndex } from '../../engine';
import { type CliArgs, list, required, UsageError } from '../args';
import { InputError, loadCatalog, readText } from '../loadCatalog';
import { fixed, table } from '../table';
import { parseRanker } from './search';

const parseKs = (value: string | undefined): number[] => {
  const ks = (list(value) ?? ['1', '5', '10']).map(Number);
  if (ks.some((k) => !Number.isInteger(k) || k < 1)) {
    throw new UsageError(`--k must be whole numbers of at least 1, got "${value}"`);
  }
  return ks;
};

const render = (report: EvalReport): string =>
  [
    `${report.queries} queries · ranker ${report.ranker}`,
    table(
      ['metric', 'value'],
      [
        ...Object.entries(report.recall).map(([k, value]) => [`recall@${k}`, fixed(value, 3)]),
        ['MRR', fixed(report.mrr, 3)],
        ['nDCG@10', fixed(report.ndcg10, 3)],
      ],
    ),
    report.unknownRelevant.length > 0
      ? `warning: ${report.unknownRelevant.length} relevant names are not in the catalog`
      : '',
  ]
    .filter((line) => line !== '')
    .join('\n');

export const evalCommand = ({ values }: CliArgs): string => {
  const index = new ToolIndex(loadCatalog(required('catalog', values.catalog)));
  const path = required('queries', values.queries);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readText(path));
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`toollens: "${path}" is not valid JSON: ${(error as Error).message}`);
  }
  const set = readQuerySet(parsed);
  if (!set.ok) throw new InputError(set.errors.map((error) => `${path}: ${error}`).join('\n'));
  const report = evaluate(index, set.queries, {
    ks: parseKs(values.k),
    ranker: parseRanker(values.ranker),
  });
  if (!values.json) return render(report);
  const { perQuery: _perQuery, ...summary } = report;
  return JSON.stringify(summary, null, 2);
};
