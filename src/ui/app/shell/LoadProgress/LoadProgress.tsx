import { escapeHidden } from '../../../../engine/core';
import { formatCount, plural } from '../../../shared/format';
import { ServerText } from '../../../shared/text/ServerText';
import type { Loading } from '../../store/appStore';

type Props = { loading: Loading };

/**
 * A catalog being loaded. Once the worker reports indexing progress (large catalogs only) the
 * bar is determinate; before that it only says what is loading.
 */
export const LoadProgress = ({ loading }: Props) => {
  const known = loading.total > 0;
  const percent = known ? Math.round((100 * loading.done) / loading.total) : undefined;
  return (
    <div className="load-progress" data-testid="load-progress">
      <span className="load-progress-label">
        <ServerText
          text={
            known
              ? `Indexing ${loading.source}: ${formatCount(loading.done)} of ${plural(loading.total, 'tool')}`
              : `Loading ${loading.source}…`
          }
        />
      </span>
      <progress
        max={100}
        value={percent}
        aria-label={`Loading ${escapeHidden(loading.source)}`}
        aria-valuetext={percent === undefined ? 'starting' : `${percent}%`}
      />
    </div>
  );
};
