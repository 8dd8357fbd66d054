import type { DeclarationOrder, OrderFigures } from '../../../engine';
import { formatShare } from '../../../engine/core';
import { providerName } from '../../tour';
import { TableBox } from './TableBox';

type Props = {
  /** The replay's turns under each compared order (the worker's `orders`). */
  orders: readonly OrderFigures[];
  /** The order the replay shown declares in: its row is marked as in use. */
  inUse: DeclarationOrder;
};

/**
 * The same turns assembled under each order a harness could choose (sorted by name, appended
 * as activated, found tools left in the conversation): what each provider serves from its
 * cache over t2…n, and on how many of those turns it hits at all. Every figure is the engine's
 * (declarationOrders.ts); this only lays them out.
 */
/** Where the orders were not compared: a session longer than the page compares them on. */
export const OrdersNotCompared = ({ turns, max }: { turns: number; max: number }) => (
  <p className="muted order-note">
    Declaration orders are compared on sessions of up to {max} turns (this one has {turns});{' '}
    <code>toollens replay</code> compares them on any session.
  </p>
);

export const DeclarationOrders = ({ orders, inUse }: Props) => {
  const providers = Object.keys(orders[0]?.cachedShare ?? {});
  const later = Math.max(0, (orders[0]?.turns.length ?? 0) - 1);
  if (providers.length === 0 || later === 0) return null;
  const compared = orders.some((figures) => figures.order === inUse);
  return (
    <section className="panel order-table" aria-labelledby="orders-title">
      <div className="panel-header">
        <h2 id="orders-title">Declaration orders on the same turns</h2>
      </div>
      <TableBox label="Declaration orders table">
        <table>
          <caption>Served from each provider’s cache, t2–t{later + 1}</caption>
          <thead>
            <tr>
              <th scope="col">order</th>
              {providers.map((id) => (
                <th key={id} scope="col" className="num">
                  {providerName(id)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {orders.map((figures) => (
              <tr key={figures.order} className={figures.order === inUse ? 'in-use' : undefined}>
                <th scope="row">
                  {figures.label}
                  {figures.order === inUse && <span className="order-in-use"> · in use</span>}
                </th>
                {providers.map((id) => (
                  <td key={id} className="num order-share">
                    {formatShare(figures.cachedShare[id] ?? 0)}
                    <div className="muted order-hits">
                      hit on {figures.cachedTurns[id] ?? 0} of {later} turns
                    </div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      {!compared && (
        <p className="muted fine-print">
          The replay shown declares the most recently used tools first, an order not compared here.
        </p>
      )}
      {providers.includes('anthropic') && (
        <p className="fine-print">
          Anthropic reads the tool block first, so a tool newly declared there breaks everything
          after it; left in the conversation, the tool block and the system text stay the same.
        </p>
      )}
    </section>
  );
};
