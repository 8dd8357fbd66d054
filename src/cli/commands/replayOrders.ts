import type { ReplayResult } from '../../engine';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The replay's last lines: the same turns under each declaration order a harness could choose
 * (the engine's declarationOrders.ts), each provider's cached share of turns 2…n and the turns
 * with a hit.
 */
export const orderLines = (result: ReplayResult): string[] => {
  if (!result.orders || result.orders.length === 0) return [];
  const later = Math.max(0, result.turns.length - 1);
  return [
    '',
    `declaration orders on the same turns (cached share of t2…, turns with a hit of ${later}):`,
    ...result.orders.map(
      ({ label, cachedShare, cachedTurns }) =>
        `  ${label.padEnd(50)} ${Object.keys(cachedShare)
          .map((id) => `${id} ${percent(cachedShare[id] ?? 0)} (${cachedTurns[id] ?? 0})`)
          .join(' · ')}`,
    ),
  ];
};
