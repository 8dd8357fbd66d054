import { formatCount } from '../engine/core';
import type { PlayEstimate } from './estimate';

/**
 * What a run costs at a price the user gives: the provider's price for the model, in US dollars
 * per million input and output tokens. toollens ships no price list (prices change and differ
 * by model and contract); with a price, the estimate says the most the run can cost, and the
 * report what it did cost, from the tokens the provider counted.
 */

export type PlayPrice = { input: number; output: number };

const MILLION = 1_000_000;

export const costOf = (tokens: { input: number; output: number }, price: PlayPrice): number =>
  (tokens.input * price.input + tokens.output * price.output) / MILLION;

/**
 * The most a run can cost: the estimate's input bound, and every request's whole `max_tokens`
 * of output.
 */
export const costBound = (estimate: PlayEstimate, maxTokens: number, price: PlayPrice): number =>
  costOf({ input: estimate.upperBound, output: estimate.maxRequests * maxTokens }, price);

/** `3,15`: dollars per million input tokens, then output; undefined with the problem said. */
export const readPrice = (
  text: string,
): { ok: true; price: PlayPrice } | { ok: false; error: string } => {
  const parts = text.split(',').map((part) => part.trim());
  const [input, output] = parts.map(Number);
  if (
    parts.length !== 2 ||
    parts.some((part) => part === '') ||
    !Number.isFinite(input) ||
    !Number.isFinite(output) ||
    (input as number) < 0 ||
    (output as number) < 0
  )
    return {
      ok: false,
      error: `a price is two numbers, dollars per million input and output tokens ("3,15"), not "${text}"`,
    };
  return { ok: true, price: { input: input as number, output: output as number } };
};

/** Dollars as people read them: cents under $100, whole dollars past. */
export const dollars = (amount: number): string =>
  amount < 100 ? `$${amount.toFixed(2)}` : `$${formatCount(Math.round(amount))}`;
