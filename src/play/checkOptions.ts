import { formatCount, ToollensError } from '../engine/core';
import { checkToolNames } from './toolDefs';
import {
  MAX_PLAY_LIMITS,
  type PlayLimits,
  type PlayOptions,
  type PlayProvider,
  PROVIDER_SEARCHES,
} from './types';

/**
 * A run's options checked before the first request, each problem said the way a user can fix
 * it: a search the provider does not offer, a limit out of range, no key, no base URL for a
 * compatible endpoint, no task, a tool name no API accepts.
 */

const LIMIT_NAMES: Record<keyof PlayLimits, string> = {
  tasks: 'tasks',
  turns: 'turns per task',
  maxTokens: 'max tokens',
};

const checkLimits = (limits: PlayLimits): void => {
  for (const key of Object.keys(LIMIT_NAMES) as (keyof PlayLimits)[]) {
    const value = limits[key];
    const max = MAX_PLAY_LIMITS[key];
    if (!Number.isInteger(value) || value < 1 || value > max)
      throw new ToollensError(
        `toollens: ${LIMIT_NAMES[key]} must be a whole number from 1 to ${formatCount(max)}, not ${String(value)}`,
      );
  }
};

const PROVIDER_LABELS: Record<PlayProvider, string> = {
  anthropic: 'Anthropic',
  openai: 'OpenAI',
  'openai-compatible': 'an OpenAI-compatible endpoint',
};

export const checkPlayOptions = (options: PlayOptions): void => {
  const offered = PROVIDER_SEARCHES[options.provider];
  if (!offered)
    throw new ToollensError(
      `toollens: the provider is one of ${Object.keys(PROVIDER_SEARCHES).join(', ')}, not ${String(options.provider)}`,
    );
  if (!offered.includes(options.search))
    throw new ToollensError(
      `toollens: ${PROVIDER_LABELS[options.provider]} offers the search ${offered.join(' or ')}, not ${String(options.search)}`,
    );
  if (options.model.trim() === '') throw new ToollensError('toollens: name a model');
  if (options.apiKey.trim() === '' && options.provider !== 'openai-compatible')
    throw new ToollensError(`toollens: ${PROVIDER_LABELS[options.provider]} needs an API key`);
  if (options.provider === 'openai-compatible' && !options.baseUrl)
    throw new ToollensError(
      'toollens: an OpenAI-compatible endpoint needs its base URL (e.g. http://localhost:11434/v1 for Ollama)',
    );
  if (options.baseUrl !== undefined) {
    let url: URL;
    try {
      url = new URL(options.baseUrl);
    } catch {
      throw new ToollensError(`toollens: ${options.baseUrl} is not a URL`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new ToollensError(`toollens: a base URL is http or https, not ${url.protocol}`);
    if (url.username !== '' || url.password !== '')
      throw new ToollensError('toollens: put the key in its own field, not in the base URL');
  }
  checkLimits(options.limits);
  if (options.tasks.length === 0) throw new ToollensError('toollens: the run has no task');
  checkToolNames(options.catalog.tools);
};
