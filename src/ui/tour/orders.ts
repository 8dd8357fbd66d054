import type { ReplayView } from '../../worker/boundary';

/**
 * The declaration orders the finale sets side by side, as the room reads them. The engine
 * compares them on the same turns (engine/replay/declarationOrders.ts, `compareOrders`); its
 * own labels (`ORDER_LABELS`) are in the full engine entry, which the page does not load, so
 * the names are said here, shorter, for a room.
 */
export type TourOrder = 'sorted' | 'appended' | 'inline';
export const TOUR_ORDERS: readonly TourOrder[] = ['sorted', 'appended', 'inline'];

export const ORDER_NAMES: Readonly<Record<TourOrder, string>> = {
  sorted: 'sorted by name (the design)',
  appended: 'appended as activated',
  inline: 'found tools left in the conversation',
};

export type OrderRow = NonNullable<ReplayView['orders']>[number];

/** The replay's figures for `order`, once the replay carries them. */
export const orderOf = (replay: ReplayView | undefined, order: TourOrder): OrderRow | undefined =>
  replay?.orders?.find((each) => each.order === order);

/** The providers the orders are measured for, in the replay's order. */
export const orderProviders = (replay: ReplayView | undefined): string[] =>
  Object.keys(orderOf(replay, 'sorted')?.cachedShare ?? {});

/** The figure's cell for one order and provider, as a CSS selector. */
export const orderCell = (order: TourOrder, provider: string) =>
  `[data-testid="tour-order"][data-order="${order}"] [data-testid="tour-order-share"][data-provider="${provider}"]`;
