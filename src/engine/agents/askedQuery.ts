import { keywordPattern } from './anthropicRegex/keywordPattern';
import type { AgentTargetId } from './target';
import { TARGET_INFO } from './targetInfo';

/**
 * What a target is asked for a query written in words: the words themselves, or, for a target
 * that reads a pattern the model writes, the query's words as one (keywordPattern: a reading).
 */
export const askedQuery = (target: AgentTargetId, query: string): string =>
  TARGET_INFO[target].reads === 'pattern' ? keywordPattern(query) : query;
