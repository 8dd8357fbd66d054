import { useSyncExternalStore } from 'react';
import { ServerText } from '../../shared/text/ServerText';
import type { ReturnState, TourReturn } from './tourReturn';

const NONE: ReturnState = { kind: 'none' };

/** The tour's way back as the page shows it; none where there is none (an embed). */
export const useTourReturn = (tour: TourReturn | undefined): ReturnState =>
  useSyncExternalStore(tour?.subscribe ?? noSubscribe, tour?.getState ?? none);
const noSubscribe = () => () => {};
const none = () => NONE;

/** What the tour's bar says comes back when the tour ends. */
export const returnLine = (state: ReturnState): string | undefined =>
  state.kind === 'touring'
    ? `When the tour ends, your view of ${state.catalog} comes back as you left it${state.connection ? `, connected to ${state.connection} again` : ''}.`
    : undefined;

type Props = { tour: TourReturn | undefined };

/** The catalog came back after the tour, the connection did not: why, and Retry. */
export const TourReturnNotice = ({ tour }: Props) => {
  const state = useTourReturn(tour);
  if (!tour || state.kind !== 'reconnectFailed') return null;
  return (
    <div className="status-banner status-saved-failure" role="alert" data-testid="tour-reconnect">
      <p>
        <strong>
          Your catalog <ServerText text={state.catalog} /> is back after the tour, but reconnecting
          to <span className="mono">{state.url}</span> failed:
        </strong>{' '}
        <ServerText text={state.message} />
      </p>
      <div className="saved-failure-choices">
        <button type="button" className="button small" onClick={() => void tour.retry()}>
          Retry
        </button>
        <button type="button" className="button small" onClick={tour.dismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
};
