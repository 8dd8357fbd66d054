import { analyze, analyzedPart, type Token } from '../text/analyze';
import { collapse } from './render';

/**
 * Excerpts re-read the same few descriptions query after query; analysing one costs more than
 * building its excerpt. A bounded memo keeps the work per search proportional to the page,
 * and evicts the oldest entry first so a scan of a huge catalog cannot grow it.
 */
type Prepared = { tokens: Token[]; collapsed: string };

const LIMIT = 4_096;
const cache = new Map<string, Prepared>();

export const prepare = (text: string): Prepared => {
  const cached = cache.get(text);
  if (cached) return cached;
  const prepared = { tokens: analyze(text), collapsed: collapse(analyzedPart(text).trim()) };
  if (cache.size >= LIMIT) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(text, prepared);
  return prepared;
};
