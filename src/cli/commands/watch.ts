import {
  type Comparison,
  compareReports,
  DEFAULT_RANKER,
  type EvalOptions,
  type EvalReport,
  evaluate,
  type LabelledQuery,
  plural,
  ToolIndex,
} from '../../engine';
import {
  catalogSource,
  type McpConnection,
  type McpTool,
  type ToolChange,
  watchLiveness,
  watchTools,
} from '../../mcp';
import { type CliArgs, deriveTagsOf, parseWeights, required } from '../args';
import type { CliIo } from '../cliIo';
import { InputError } from '../loadCatalog';
import { loadQuerySet } from '../loadQuerySet';
import { catalogFromTools, connectFromFlags, listServerTools, timeoutOf } from '../mcpSource';
import { table } from '../table';
import { escapeForTerminal } from '../terminalText';
import { movedRows } from './compare';
import { parseKs, renderEval } from './eval';
import { withWeights } from './search';

const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(3)}`;
const clock = () => new Date().toTimeString().slice(0, 8);

/** `1 changed (a); 2 added (b, c)`: what a new tools/list changed, in words. */
const describeToolChange = (change: ToolChange): string =>
  (
    [
      ['changed', change.changed],
      ['added', change.added],
      ['removed', change.removed],
    ] as const
  )
    .filter(([, names]) => names.length > 0)
    .map(([what, names]) => `${names.length} ${what} (${names.join(', ')})`)
    .join('; ') || 'nothing changed';

/** The metric deltas and the queries whose first relevant tool moved. */
const renderMoves = (comparison: Comparison): string[] => {
  const moved = movedRows(comparison, true);
  const { metrics } = comparison;
  return [
    `change: ${Object.entries(metrics.recall)
      .map(([k, v]) => `R@${k} ${signed(v)}`)
      .join(', ')}, MRR ${signed(metrics.mrr)}, nDCG@10 ${signed(metrics.ndcg10)}`,
    moved.length === 0
      ? 'no query moved'
      : table(['id', 'query', 'rank before', 'rank now', 'move'], moved),
  ];
};

type Watched = {
  connection: McpConnection;
  queries: LabelledQuery[];
  options: EvalOptions;
  deriveTags: boolean;
};

const evaluateTools = (watched: Watched, tools: readonly McpTool[]) =>
  evaluate(
    new ToolIndex(catalogFromTools(watched.connection, tools, watched.deriveTags)),
    watched.queries,
    watched.options,
  );

/**
 * `watch`: a description author's edit-and-see loop. Connects, prints the query set's metrics
 * (toollens ranker, as eval prints them), then on every tools/list_changed re-lists the tools
 * and prints what changed, the metrics again and the queries that moved. Ctrl-C (or SIGTERM)
 * closes the connection and ends with code 0; the server going away (its process exiting, or a
 * ping failing: see watchLiveness) ends with code 1 and says why.
 */
export const watchCommand = async ({ values }: CliArgs, io: CliIo): Promise<string> => {
  const queries = loadQuerySet(required('queries', values.queries));
  const options: EvalOptions = {
    ks: parseKs(values.k),
    ranker: DEFAULT_RANKER,
    ...withWeights(parseWeights('weights', values.weights)),
  };
  const deriveTags = deriveTagsOf(values);
  const print = (text: string) => io.stdout(`${escapeForTerminal(text)}\n`);
  const connection = await connectFromFlags(values);
  const watched: Watched = { connection, queries, options, deriveTags };
  const { target } = connection;
  const signals = ['SIGINT', 'SIGTERM'] as const;
  let onSignal = () => {};
  try {
    const tools = await listServerTools(connection, timeoutOf(values));
    let report: EvalReport = evaluateTools(watched, tools);
    const source = catalogSource(connection.serverInfo);
    print(`${clock()} ${target} (${source}): ${plural(tools.length, 'tool')}`);
    print(renderEval(report));
    await new Promise<void>((resolve, reject) => {
      const stop = watchTools(
        connection.client,
        tools,
        ({ tools: now, change }) => {
          const next = evaluateTools(watched, now);
          print(
            `\n${clock()} tool list changed: ${describeToolChange(change)} · ${plural(now.length, 'tool')}`,
          );
          print(renderEval(next));
          print(renderMoves(compareReports(report, next)).join('\n'));
          report = next;
        },
        {
          target,
          onError: (error) => io.stderr(`${escapeForTerminal(`toollens: ${error.message}`)}\n`),
        },
      );
      const stopLiveness = watchLiveness(connection.client, target, (error) => {
        stopAll();
        reject(new InputError(`toollens: watch stopped: ${error.message}`));
      });
      const stopAll = () => {
        stop();
        stopLiveness();
      };
      onSignal = () => {
        stopAll();
        resolve();
      };
      for (const signal of signals) process.once(signal, onSignal);
      // Said once Ctrl-C is heard: a signal sent on reading this line closes the connection.
      print(`\nwatching for tool list changes; Ctrl-C to stop`);
      connection.client.onclose = () => {
        stopAll();
        reject(new InputError(`toollens: ${target} closed the connection`));
      };
    });
  } finally {
    for (const signal of signals) process.off(signal, onSignal);
    connection.client.onclose = undefined;
    await connection.close();
  }
  return `\nclosed the connection to ${target}`;
};
