import { escapeHidden } from '../../../../engine/core';
import { ServerText } from '../../../shared/text/ServerText';
import type { Banner } from '../../store/appStore';

type Props = {
  banner: Banner;
  onDismiss: () => void;
};

/** The worker restarted, or gave up; the reason is in the tooltip for whoever debugs it. */
export const StatusBanner = ({ banner, onDismiss }: Props) => (
  <div
    className={`status-banner status-${banner.kind}`}
    role="status"
    aria-label="Search engine"
    data-testid="status-banner"
    title={escapeHidden(banner.reason)}
  >
    <span>
      <ServerText text={banner.message} />
    </span>
    <button type="button" className="dismiss" aria-label="Dismiss" onClick={onDismiss}>
      ×
    </button>
  </div>
);
