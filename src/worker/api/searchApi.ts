import type { WhyNot } from '../../engine';
import { excerptMatches, explainMiss, searchTools } from '../../engine';
import type { LensView, SearchReply, SearchRequest } from '../boundary';
import { requireLoaded } from './state';

export const searchApi = {
  search(request: SearchRequest): SearchReply {
    const { seq, ...options } = request;
    return { ...searchTools(requireLoaded().index, options), seq };
  },

  /** The lens of one hit, for the same request the results came from. */
  lens(request: SearchRequest, name: string): LensView | undefined {
    const { index } = requireLoaded();
    const { seq: _seq, ...options } = request;
    const result = searchTools(index, options);
    const hit = result.hits.find((h) => h.name === name);
    if (!hit) return undefined;
    const description = index.description(name) ?? '';
    return {
      name,
      description,
      matches: excerptMatches(description, new Set(result.terms.map((t) => t.stem))),
      excerpt: hit.excerpt,
      weights: Object.fromEntries(result.terms.map((t) => [t.stem, t.weight])),
    };
  },

  /** Why a tool is not among the results of a request. */
  whyNot(request: SearchRequest, name: string): WhyNot {
    const { seq: _seq, ...options } = request;
    return explainMiss(requireLoaded().index, options, name);
  },
};
