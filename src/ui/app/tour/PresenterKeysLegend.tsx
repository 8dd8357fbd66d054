import { PRESENTER_KEYS } from './presenterKeys';

/** The presenter's keys, small and quiet under the caption: for the presenter, not the room. */
export const PresenterKeysLegend = () => (
  <p className="presenter-keys" data-testid="presenter-keys">
    {PRESENTER_KEYS.map(({ keys, what }, i) => (
      <span key={what}>
        {i > 0 && ' · '}
        {keys.map((k, j) => (
          <span key={k}>
            {j > 0 && ' '}
            <kbd>{k}</kbd>
          </span>
        ))}{' '}
        {what}
      </span>
    ))}
  </p>
);
