import type { Transcript, TranscriptEvent } from '../replay/core';
import type { SessionPlace } from './types';

/**
 * The few readings of a transcript's events that every report over sessions shares, each
 * defined once: what is a search, what is a model iteration spent discovering, and when two
 * queries are the same.
 */

/**
 * A search the agent ran: an agent's own discovery (any form) or the design's search_tools
 * (docs/design/search.md).
 */
export type SearchEvent = Extract<TranscriptEvent, { type: 'search' | 'discover' }>;

export const isSearch = (event: TranscriptEvent): event is SearchEvent =>
  event.type === 'search' || event.type === 'discover';

/**
 * A tool call made only to find or load tools: a search of either kind, or an activate_tool.
 * Each costs the agent one model iteration that re-reads its context.
 */
export const isDiscoveryCall = (event: TranscriptEvent): boolean =>
  isSearch(event) || event.type === 'activate';

/** Two queries are the same when they are after trimming and case folding. */
export const sameQueryKey = (query: string): string => query.trim().toLowerCase();

/** A search's query as it reads in a report: the agent's text, trimmed. */
export const searchQuery = (event: SearchEvent): string => event.query.trim();

/** The discovery calls of each turn (0-based index), counted once. */
export const discoveryCalls = (transcript: Transcript): number[] =>
  transcript.turns.map((turn) => turn.events.filter(isDiscoveryCall).length);

export const placeOf = (session: string, turnIndex: number, event?: number): SessionPlace =>
  event === undefined ? { session, turn: turnIndex + 1 } : { session, turn: turnIndex + 1, event };

/** `turn 3, event 2` */
export const sessionPlaceText = (place: SessionPlace): string =>
  place.event === undefined ? `turn ${place.turn}` : `turn ${place.turn}, event ${place.event}`;
