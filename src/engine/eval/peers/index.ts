import type { Tool } from '../../catalog/core';
import { AnthropicBm25 } from './anthropicBm25';
import { MiniSearchPeer } from './miniSearchPeer';

/**
 * Peer rankers: other methods run inside toollens, over the same catalog and queries, so
 * `eval` can compare them in one command. None supports filters; the caller restricts their
 * lists to the scope.
 */
export const PEERS = ['anthropic-bm25', 'minisearch'] as const;

export type PeerName = (typeof PEERS)[number];

export const isPeer = (name: string): name is PeerName =>
  (PEERS as readonly string[]).includes(name);

/** A ranking function: tool names for a query, best first. */
export type Ranking = (query: string) => string[];

/** Builds a peer over `tools` (built once; each call of the result ranks one query). */
export const peerRanking = (peer: PeerName, tools: readonly Tool[]): Ranking => {
  const ranker = peer === 'anthropic-bm25' ? new AnthropicBm25(tools) : new MiniSearchPeer(tools);
  return (query) => ranker.rank(query);
};
