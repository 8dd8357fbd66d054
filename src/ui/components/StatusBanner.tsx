import type { Banner } from '../store/appStore';

type Props = {
  banner: Banner;
  onDismiss: () => void;
};

export const StatusBanner = ({ banner, onDismiss }: Props) => (
  <div
    className={`status-banner status-${banner.kind}`}
    role="status"
    data-testid="status-banner"
    title={banner.reason}
  >
    <span>{banner.message}</span>
    <button type="button" className="dismiss" aria-label="Dismiss" onClick={onDismiss}>
      ×
    </button>
  </div>
);
