import type { LabelledQuery } from '../../../engine/core';
import type { PlayPrice } from '../../../play/price';
import {
  DEFAULT_PLAY_LIMITS,
  MAX_PLAY_LIMITS,
  type PlayProvider,
  type PlaySearch,
  PROVIDER_SEARCHES,
} from '../../../play/types';
import type { PlayPlan } from '../../../worker/boundary';

/**
 * The Play view's form: what the run will do, and the problems that keep it from starting, said
 * the way the user fixes them. The key is a field like the others but is kept apart from any
 * store that lasts: in memory, or (asked for) in this tab's `sessionStorage` under one name.
 */

export type PlayForm = {
  provider: PlayProvider;
  search: PlaySearch;
  model: string;
  baseUrl: string;
  apiKey: string;
  /** Keep the key in this tab's `sessionStorage` (it goes when the tab does). */
  keep: boolean;
  /** The tasks ticked, by query id, for one set; another set starts with its first five. */
  chosen: { set: string; ids: string[] } | undefined;
  /** Tasks typed in the form, run after the set's: they name no tool, so none is judged found. */
  typed: string[];
  /** The provider's price, dollars per million input and output tokens, as typed; '' when not given. */
  priceIn: string;
  priceOut: string;
  turns: number;
  maxTokens: number;
  answer: 'ok' | 'echo';
};

export const DEFAULT_FORM: PlayForm = {
  provider: 'anthropic',
  search: 'regex',
  model: '',
  baseUrl: '',
  apiKey: '',
  keep: false,
  chosen: undefined,
  typed: [],
  priceIn: '',
  priceOut: '',
  turns: DEFAULT_PLAY_LIMITS.turns,
  maxTokens: DEFAULT_PLAY_LIMITS.maxTokens,
  answer: 'ok',
};

export const PROVIDER_LABELS: Record<PlayProvider, string> = {
  anthropic: 'Anthropic',
  openai: 'OpenAI',
  'openai-compatible': 'OpenAI-compatible',
};

export const SEARCH_LABELS: Record<PlaySearch, string> = {
  regex: 'Tool search tool (regex)',
  bm25: 'Tool search tool (BM25)',
  'tool-search': 'Hosted tool_search',
  harness: 'Harness (search_tools)',
};

/** The one `sessionStorage` name the key is kept under, when the user ticks "Keep". */
export const KEPT_KEY_NAME = 'toollens.play.apiKey';

/** Tasks ticked by default on a set not yet chosen from. */
const FIRST_TASKS = 5;

/** The ids ticked for `set`: the user's, or the set's first five. */
export const chosenIds = (form: PlayForm, set: string, queries: readonly LabelledQuery[]) =>
  form.chosen?.set === set
    ? form.chosen.ids
    : queries.slice(0, FIRST_TASKS).map((query) => query.id);

/** The price the form gives, both fields numbers ≥ 0; undefined otherwise. */
export const priceOf = (form: PlayForm): PlayPrice | undefined => {
  if (form.priceIn.trim() === '' || form.priceOut.trim() === '') return undefined;
  const input = Number(form.priceIn);
  const output = Number(form.priceOut);
  return Number.isFinite(input) && Number.isFinite(output) && input >= 0 && output >= 0
    ? { input, output }
    : undefined;
};

/** The typed tasks as tasks of the run: ids `typed-1`, …, and no relevant tool. */
export const typedTasks = (form: PlayForm): LabelledQuery[] =>
  form.typed.map((query, i) => ({ id: `typed-${i + 1}`, query, relevant: [] }));

/** A provider's change keeps the search when it offers it, else takes its default. */
export const withProvider = (form: PlayForm, provider: PlayProvider): Partial<PlayForm> => {
  const offered = PROVIDER_SEARCHES[provider];
  return {
    provider,
    search: offered.includes(form.search) ? form.search : (offered[0] ?? 'harness'),
  };
};

/** The run the form describes, without the key, on the ticked tasks in the set's order. */
export const planOf = (form: PlayForm, tasks: readonly LabelledQuery[]): PlayPlan => ({
  provider: form.provider,
  search: form.search,
  model: form.model.trim(),
  ...(form.baseUrl.trim() ? { baseUrl: form.baseUrl.trim() } : {}),
  tasks: [...tasks],
  limits: { tasks: tasks.length, turns: form.turns, maxTokens: form.maxTokens },
  answer: form.answer,
});

const inRange = (value: number, max: number) =>
  Number.isInteger(value) && value >= 1 && value <= max;

/** Why the limits cannot be estimated; undefined when they can. */
export const limitProblem = (form: PlayForm, tasks: number): string | undefined => {
  if (tasks === 0) return 'Tick at least one task.';
  if (!inRange(form.turns, MAX_PLAY_LIMITS.turns))
    return `Turns per task is a whole number from 1 to ${MAX_PLAY_LIMITS.turns}.`;
  if (!inRange(form.maxTokens, MAX_PLAY_LIMITS.maxTokens))
    return `Max tokens is a whole number from 1 to ${MAX_PLAY_LIMITS.maxTokens}.`;
  if (tasks > MAX_PLAY_LIMITS.tasks) return `A run takes at most ${MAX_PLAY_LIMITS.tasks} tasks.`;
  return undefined;
};

/** Why the run cannot start; undefined when it can. */
export const formProblem = (form: PlayForm, tasks: number): string | undefined => {
  const limits = limitProblem(form, tasks);
  if (limits) return limits;
  if (!form.model.trim()) return 'Name a model.';
  const compatible = form.provider === 'openai-compatible';
  if (compatible && !form.baseUrl.trim())
    return 'An OpenAI-compatible endpoint needs its base URL, e.g. http://localhost:11434/v1.';
  if (form.baseUrl.trim()) {
    let url: URL | undefined;
    try {
      url = new URL(form.baseUrl.trim());
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      return 'The base URL is an http or https address.';
    if (url.username || url.password) return 'Put the key in its own field, not in the base URL.';
  }
  if (!compatible && !form.apiKey.trim())
    return `Paste your ${PROVIDER_LABELS[form.provider]} API key.`;
  return undefined;
};

/** The key kept for this tab, if the user asked for it to be kept. */
export const keptKey = (storage: Storage | undefined): string | undefined => {
  try {
    return storage?.getItem(KEPT_KEY_NAME) ?? undefined;
  } catch {
    return undefined;
  }
};

/** Keeps the key for this tab (`key`), or forgets it (undefined). */
export const keepKey = (storage: Storage | undefined, key: string | undefined): void => {
  try {
    if (key === undefined || key === '') storage?.removeItem(KEPT_KEY_NAME);
    else storage?.setItem(KEPT_KEY_NAME, key);
  } catch {
    // A storage the browser refuses (private mode's quota): the key stays in memory alone.
  }
};
