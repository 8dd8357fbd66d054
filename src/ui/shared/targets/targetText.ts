import { type AgentTargetId, type Exactness, TARGET_INFO } from '../../../engine/core';
import type { TargetPlace } from '../../../worker/boundary';

/** How the page words each target's exactness, wherever that target is shown. */
export const EXACTNESS_TEXT: Record<Exactness, string> = {
  source: 'reproduced from public source code, with its own tests',
  reconstruction: 'read from a public reconstruction of unpublished source',
  documentation: "follows the vendor's documentation only",
};

/**
 * A target's title wherever its label is shown: what it is, how exact, and where its rules are
 * written down (a path in the toollens repository: the page serves no docs of its own).
 */
export const targetTitle = (id: AgentTargetId): string => {
  const info = TARGET_INFO[id];
  return `${info.title}; ${EXACTNESS_TEXT[info.exactness]}. Rules and sources: ${info.doc} in the toollens repository.`;
};

/** A place as a cell says it: "3", "3=" when tied, "not returned" past the target's k or unscored. */
export const placeText = (place: TargetPlace | null): string =>
  place?.returned ? `${place.rank}${place.tied > 1 ? '=' : ''}` : 'not returned';

/** What a cell's title adds: the tie, or where a tool not returned ranked. */
export const placeTitle = (id: AgentTargetId, place: TargetPlace | null): string => {
  const { label, k } = TARGET_INFO[id];
  if (!place) return `${label} does not score it: no word of the query matches it`;
  const tie =
    place.tied > 1
      ? `tied with ${place.tied - 1} other${place.tied > 2 ? 's' : ''}: the agent leaves their order undefined`
      : '';
  if (!place.returned) {
    // A tie that straddles k: the agent returns some of the tied tools, and which is undefined.
    return place.rank <= k
      ? `tied at #${place.rank} with ${place.tied - 1} others, more than the ${k} ${label} returns: whether it is returned is undefined`
      : `#${place.rank} under ${label}, past the ${k} it returns${tie ? `; ${tie}` : ''}`;
  }
  return tie || `#${place.rank} under ${label}, of the ${k} it returns`;
};
