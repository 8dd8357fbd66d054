import { analyze, analyzedPart, type Token } from '../text';
import { type Aside, asides } from './asides';
import { collapse } from './render';

/**
 * Excerpts re-read the same few descriptions query after query; analysing one costs more than
 * building its excerpt. A bounded memo keeps the work per search proportional to the page,
 * and evicts the oldest entry first so a scan of a huge catalog cannot grow it.
 */
type Prepared = { tokens: Token[]; collapsed: string; asides: Aside[] };

const LIMIT = 4_096;
const cache = new Map<string, Prepared>();

export const prepare = (text: string): Prepared => {
  const cached = cache.get(text);
  if (cached) return cached;
  const part = analyzedPart(text);
  const prepared = {
    tokens: analyze(text),
    collapsed: collapse(part.trim()),
    asides: asides(part),
  };
  if (cache.size >= LIMIT) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(text, prepared);
  return prepared;
};
