import { DEFAULT_PROVIDERS, type ProviderModel } from '../prompt/core';
import {
  CLAUDE_API_TOOL_SEARCH,
  CLAUDE_CODE_TOOL_SEARCH,
  OPENAI_TOOL_SEARCH,
  type Transcript,
  type TranscriptEvent,
} from '../replay/core';
import { charsPerFourCounter, type TokenCounter } from '../text/core';
import { isDiscoveryCall } from './events';
import type { ReplayedSession } from './replayed';
import type { PricedCost } from './types';

/**
 * What replayed sessions cost their author in input, in dollars: every model iteration re-reads
 * the tool surface the replay assembled and the conversation so far, and pays for the cached and
 * the uncached part of each at its provider's own rate. The always-load advice is chosen by this
 * number (alwaysLoadSearch.ts). The rates and the cache rules are in docs/session-reports.md.
 */

/** One provider's input rates: dollars per million uncached input tokens, and the multipliers. */
type InputPrice = {
  /** The model the rates are of, as the report names it. */
  model: string;
  perMillion: number;
  /** A token not read from the cache: Anthropic writes it to the cache (1.25×), OpenAI reads it (1×). */
  uncached: number;
  /** A token read from the cache. */
  cached: number;
};

/**
 * Anthropic: Claude Sonnet 4.5, $3 per million input tokens; a 5-minute cache write costs
 * 1.25×, a cache read 0.1× (Anthropic's pricing and prompt-caching documentation). Claude Code
 * marks its prompt for caching, so every uncached token is written. OpenAI: GPT-5, which Codex
 * runs, $1.25 per million; cached input 0.1×; caching is automatic and writes cost nothing more
 * (OpenAI's pricing page).
 */
const INPUT_PRICES: Record<string, InputPrice> = {
  anthropic: { model: 'Claude Sonnet 4.5', perMillion: 3, uncached: 1.25, cached: 0.1 },
  openai: { model: 'GPT-5', perMillion: 1.25, uncached: 1, cached: 0.1 },
};

/** The provider whose API a transcript's agent calls, named by its discovery tool. */
const providerOf = (transcript: Transcript, fallback: string): string => {
  for (const turn of transcript.turns) {
    for (const event of turn.events) {
      if (event.type !== 'discover') continue;
      if (event.via === CLAUDE_CODE_TOOL_SEARCH || Object.hasOwn(CLAUDE_API_TOOL_SEARCH, event.via))
        return 'anthropic';
      if (event.via === OPENAI_TOOL_SEARCH) return 'openai';
    }
  }
  return fallback;
};

/** The text an event adds to the conversation the model re-reads. */
export const eventText = (event: TranscriptEvent): string => {
  switch (event.type) {
    case 'user':
    case 'assistant':
      return event.text;
    case 'call':
      return `${event.name} ${JSON.stringify(event.args ?? {})}`;
    case 'search':
    case 'discover':
      return event.query;
    case 'activate':
      return event.names.join(' ');
    default:
      return '';
  }
};

type InputTokens = { cached: number; uncached: number };

/** `dollars` over all sessions, each priced at its own provider's rates; `byProvider` by id. */
export type ReplayCost = PricedCost;

const NO_TOKENS = (): InputTokens => ({ cached: 0, uncached: 0 });

/**
 * The conversation's part: each iteration reads the conversation so far, of which what the
 * iteration before it read is a cached prefix (a compaction starts over: its summary is not in
 * the log). A turn's iterations read just before each discovery call and at the turn's end.
 */
const conversationTokens = (transcript: Transcript, counter: TokenCounter): InputTokens => {
  const tokens = NO_TOKENS();
  let so = 0;
  let read = 0;
  const iterate = () => {
    tokens.cached += read;
    tokens.uncached += so - read;
    read = so;
  };
  for (const turn of transcript.turns) {
    for (const event of turn.events) {
      if (isDiscoveryCall(event)) iterate();
      if (event.type === 'compact') {
        so = 0;
        read = 0;
      }
      so += counter.count(eventText(event));
    }
    iterate();
  }
  return tokens;
};

/**
 * The surface's part: a turn's first iteration is cached as the replay found it against the
 * turn before; its later iterations send the same surface moments later, so all of it is
 * cached (a reading: the replay compares turns, not iterations). The provider's minimum is met
 * by the request as a whole, which holds the agent's own system prompt and the conversation
 * besides the surface: a stable prefix the replay found under the minimum counts as cached.
 */
const surfaceTokens = (session: ReplayedSession, provider: string): InputTokens => {
  const tokens = NO_TOKENS();
  session.result.turns.forEach((turn, index) => {
    const cache = turn.cache[provider];
    const total = cache?.totalTokens ?? turn.promptTokens;
    const cached =
      cache === undefined ? 0 : cache.underMinimum ? cache.stablePrefixTokens : cache.cachedTokens;
    tokens.cached += cached + ((session.iterations[index] ?? 1) - 1) * total;
    tokens.uncached += total - cached;
  });
  return tokens;
};

const priced = (tokens: InputTokens, price: InputPrice) =>
  ((tokens.uncached * price.uncached + tokens.cached * price.cached) * price.perMillion) / 1e6;

export const replayCost = (
  sessions: readonly ReplayedSession[],
  options: { counter?: TokenCounter; providers?: readonly ProviderModel[] },
): ReplayCost => {
  const counter = options.counter ?? charsPerFourCounter;
  const providers = options.providers ?? DEFAULT_PROVIDERS;
  const fallback = providers[0]?.id ?? 'anthropic';
  const cost: ReplayCost = {
    dollars: 0,
    byProvider: {},
    iterations: 0,
    surface: NO_TOKENS(),
    conversation: NO_TOKENS(),
  };
  for (const session of sessions) {
    const id = providerOf(session.transcript, fallback);
    const price = INPUT_PRICES[id] ?? INPUT_PRICES.anthropic;
    if (price === undefined) continue;
    const surface = surfaceTokens(session, id);
    const conversation = conversationTokens(session.transcript, counter);
    const dollars = priced(surface, price) + priced(conversation, price);
    cost.dollars += dollars;
    cost.byProvider[id] = (cost.byProvider[id] ?? 0) + dollars;
    cost.iterations += session.iterations.reduce((sum, each) => sum + each, 0);
    for (const part of ['cached', 'uncached'] as const) {
      cost.surface[part] += surface[part];
      cost.conversation[part] += conversation[part];
    }
  }
  return cost;
};
