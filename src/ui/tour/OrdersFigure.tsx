import type { ReplayView } from '../../worker/boundary';
import { formatShare } from '../replay';
import { providerName } from './glossary';
import { ORDER_NAMES, orderOf, orderProviders, TOUR_ORDERS } from './orders';
import './orders.css';

type Props = { replay: ReplayView; size?: 'room' | 'bar' };

/**
 * The finale's figure: the same turns under three declaration orders, and the share of their
 * prompt tokens (turns 2…n) each provider serves from its prefix cache. The design's row is
 * marked. Large type in the presenter view, compact in the tour's bar.
 */
export const OrdersFigure = ({ replay, size = 'room' }: Props) => {
  const providers = orderProviders(replay);
  const later = Math.max(0, replay.turns.length - 1);
  return (
    <table className={`tour-orders tour-orders-${size}`} data-testid="tour-orders">
      <caption>
        Cached share of t2…t{replay.turns.length}’s prompt tokens, the same turns declared three
        ways
      </caption>
      <thead>
        <tr>
          <th scope="col">Declared</th>
          {providers.map((id) => (
            <th key={id} scope="col">
              {providerName(id)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {TOUR_ORDERS.map((order) => {
          const row = orderOf(replay, order);
          return (
            <tr
              key={order}
              data-testid="tour-order"
              data-order={order}
              className={order === 'sorted' ? 'design' : undefined}
              aria-current={order === 'sorted' ? 'true' : undefined}
            >
              <th scope="row">
                {order === 'sorted' && <span className="tour-order-mark">◆ </span>}
                {ORDER_NAMES[order]}
              </th>
              {providers.map((id) => (
                <td key={id}>
                  <strong data-testid="tour-order-share" data-provider={id}>
                    {row ? formatShare(row.cachedShare[id] ?? 0) : '…'}
                  </strong>
                  <span className="tour-order-hits">
                    {row ? `hit ${row.cachedTurns[id] ?? 0} of ${later}` : ''}
                  </span>
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};
