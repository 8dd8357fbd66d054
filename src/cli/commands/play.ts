import { readFileSync, writeFileSync } from 'node:fs';
import { DEFAULT_WORKING_SET_BUDGET, formatCount, plural } from '../../engine/core';
import { callTool, type McpConnection } from '../../mcp';
import {
  costBound,
  costOf,
  DEFAULT_PLAY_LIMITS,
  dollars,
  estimatePlay,
  type PlayAnswer,
  type PlayOptions,
  type PlayPrice,
  type PlayProvider,
  type PlaySearch,
  PROVIDER_SEARCHES,
  playFigures,
  playPredictions,
  readCannedAnswers,
  readPrice,
  runLogText,
  runPlay,
} from '../../play';
import { type CliArgs, deriveTagsOf, positiveInt, required } from '../args';
import type { CliIo } from '../cliIo';
import { InputError } from '../loadCatalog';
import { loadQuerySet } from '../loadQuerySet';
import {
  catalogFromTools,
  connectFromFlags,
  listServerTools,
  readCatalog,
  serverFlags,
  timeoutOf,
} from '../mcpSource';
import { UsageError } from '../usageError';
import { renderPlayReport, taskLine } from './playReport';

/**
 * `play`: a real model searches the catalog for each task of a query set, through its
 * provider's own tool search or toollens's harness (src/play/, docs/play.md). The key comes from
 * the environment, never from an option. The estimate is printed before the first request, a
 * line per task as it ends, the report at the end; `-o` writes the run's log, which `diagnose`,
 * `replay` and the app read like any recorded session.
 */

const PROVIDERS = Object.keys(PROVIDER_SEARCHES) as PlayProvider[];

const KEY_VARIABLES: Record<PlayProvider, string | undefined> = {
  anthropic: 'ANTHROPIC_API_KEY',
  openai: 'OPENAI_API_KEY',
  'openai-compatible': undefined,
};

const providerOf = (value: string | undefined): PlayProvider => {
  const provider = PROVIDERS.find((each) => each === required('provider', value));
  if (!provider) throw new UsageError(`--provider takes ${PROVIDERS.join(', ')}, got "${value}"`);
  return provider;
};

const searchOf = (provider: PlayProvider, value: string | undefined): PlaySearch => {
  const offered = PROVIDER_SEARCHES[provider];
  if (value === undefined) return offered[0] as PlaySearch;
  const search = offered.find((each) => each === value);
  if (!search)
    throw new UsageError(`--search for ${provider} takes ${offered.join(' or ')}, got "${value}"`);
  return search;
};

/** `--answer ok|echo|<file.json>`: what the author's tools answer (never run). */
const answerOf = (value: string | undefined): PlayAnswer => {
  if (value === undefined || value === 'ok') return { kind: 'ok' };
  if (value === 'echo') return { kind: 'echo' };
  let text: string;
  try {
    text = readFileSync(value, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new InputError(`toollens: cannot read the answers file "${value}": ${code}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new InputError(`toollens: ${value}: ${(error as Error).message}`);
  }
  const read = readCannedAnswers(parsed);
  if (!read.ok) throw new InputError(`toollens: ${value}: ${read.error}`);
  return read.answer;
};

/** The key, from `--api-key-env NAME` or the provider's own variable; never printed. */
const keyOf = (provider: PlayProvider, values: CliArgs['values'], io: CliIo): string => {
  const variable = values['api-key-env'] ?? KEY_VARIABLES[provider];
  if (variable === undefined) return '';
  const key = io.env?.[variable];
  if (key === undefined || key === '')
    throw new InputError(
      `toollens: no API key: set ${variable} in the environment${values['api-key-env'] ? '' : ' (or name another variable with --api-key-env)'}`,
    );
  return key;
};

export const playCommand = async ({ values }: CliArgs, io: CliIo): Promise<string> => {
  const provider = providerOf(values.provider);
  const search = searchOf(provider, values.search);
  const model = required('model', values.model);
  const typed = (values.task ?? []).map((query, i) => ({
    id: `typed-${i + 1}`,
    query,
    relevant: [] as string[],
  }));
  if (typed.some((task) => task.query.trim() === ''))
    throw new UsageError("--task takes the request's text");
  const path = typed.length > 0 ? values.queries : required('queries', values.queries);
  const limits = {
    tasks: positiveInt('tasks', values.tasks, DEFAULT_PLAY_LIMITS.tasks),
    turns: positiveInt('turns', values.turns, DEFAULT_PLAY_LIMITS.turns),
    maxTokens: positiveInt('max-tokens', values['max-tokens'], DEFAULT_PLAY_LIMITS.maxTokens),
  };
  const live = values['call-server'] === true;
  if (live && !serverFlags(values))
    throw new UsageError('--call-server needs --mcp or --mcp-url: the server whose tools it calls');
  if (live && values.answer !== undefined)
    throw new UsageError('give --answer or --call-server, not both');
  const fixed = answerOf(values.answer);
  const priced = values.price === undefined ? undefined : readPrice(values.price);
  if (priced && !priced.ok) throw new UsageError(`--price: ${priced.error}`);
  const apiKey = keyOf(provider, values, io);
  // The set's tasks first, then the typed ones (which name no tool, so none is judged found).
  const tasks = [...(path === undefined ? [] : loadQuerySet(path)), ...typed];
  const connection = live ? await connectFromFlags(values) : undefined;
  try {
    return await playWith(values, io, {
      provider,
      search,
      model,
      limits,
      apiKey,
      tasks,
      fixed,
      connection,
      ...(priced?.ok ? { price: priced.price } : {}),
    });
  } finally {
    await connection?.close();
  }
};

type Chosen = {
  provider: PlayProvider;
  search: PlaySearch;
  model: string;
  limits: PlayOptions['limits'];
  apiKey: string;
  tasks: PlayOptions['tasks'];
  fixed: PlayAnswer;
  /** The live server, when its tools are called for real. */
  connection: McpConnection | undefined;
  /** The user's price, dollars per million input and output tokens. */
  price?: PlayPrice;
};

/** The catalog and the answers: the live server's own with --call-server, else as read. */
const sourceOf = async (values: CliArgs['values'], io: CliIo, chosen: Chosen) => {
  const { connection } = chosen;
  if (!connection) return { ...(await readCatalog(values)), answer: chosen.fixed };
  const timeoutMs = timeoutOf(values);
  const tools = await listServerTools(connection, timeoutMs);
  const catalog = catalogFromTools(connection, tools, deriveTagsOf(values));
  io.stderr(
    `warning: --call-server: the model's calls go to ${connection.target} for real; its tools may change or delete data\n`,
  );
  const answer: PlayAnswer = {
    kind: 'live',
    call: (tool, args) =>
      callTool(connection.client, tool, args, { target: connection.target, timeoutMs }),
  };
  return { catalog, label: catalog.source ?? connection.target, answer };
};

const playWith = async (values: CliArgs['values'], io: CliIo, chosen: Chosen): Promise<string> => {
  const { provider, search, model, limits, apiKey, tasks } = chosen;
  const { catalog, label, answer } = await sourceOf(values, io, chosen);
  const options: PlayOptions = {
    provider,
    model,
    search,
    apiKey,
    catalog,
    tasks,
    limits,
    answer,
    ...(values['base-url'] ? { baseUrl: values['base-url'] } : {}),
    ...(values.budget
      ? { budget: positiveInt('budget', values.budget, DEFAULT_WORKING_SET_BUDGET) }
      : {}),
    ...(io.interrupted ? { signal: io.interrupted() } : {}),
    onEvent: (event) => {
      if (event.type === 'done' && !values.json) io.stderr(`${taskLine(event.outcome)}\n`);
    },
  };
  const estimate = estimatePlay(options);
  io.stderr(
    `${label} · ${plural(Math.min(limits.tasks, tasks.length), 'task')} · ${provider} ${model} · search ${search}\nestimate: at most ${plural(estimate.maxRequests, 'request')}; about ${formatCount(estimate.firstRequest)} input tokens for a task's first request, at most about ${formatCount(estimate.upperBound)} in all (chars/4)${
      chosen.price
        ? `; at ${dollars(chosen.price.input)} and ${dollars(chosen.price.output)} per million input and output tokens, at most about ${dollars(costBound(estimate, limits.maxTokens, chosen.price))}`
        : ''
    }\n`,
  );
  const run = await runPlay(options);
  if (values.output !== undefined) {
    try {
      writeFileSync(values.output, runLogText(run));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new InputError(`toollens: cannot write "${values.output}": ${code}`);
    }
  }
  const figures = playFigures(run);
  const predictions = playPredictions(run, catalog);
  const cost = chosen.price ? costOf(figures.usage, chosen.price) : undefined;
  if (values.json)
    return JSON.stringify(
      {
        run: { ...run, log: undefined },
        figures,
        predictions,
        estimate,
        ...(cost === undefined ? {} : { cost }),
      },
      null,
      2,
    );
  const costLine =
    cost === undefined
      ? ''
      : `\ncost: about ${dollars(cost)} at the given price, from the tokens the provider counted`;
  return `${renderPlayReport(run, figures, predictions, values.output)}${costLine}`;
};
