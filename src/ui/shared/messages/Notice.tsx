import { ServerText } from '../text/ServerText';

type Props = {
  message: string;
  onDismiss: () => void;
};

/** A one-off explanation, e.g. that a link named a catalog this page cannot have. */
export const Notice = ({ message, onDismiss }: Props) => (
  <div
    className="status-banner status-notice"
    role="status"
    aria-label="Notice"
    data-testid="notice"
  >
    <span>
      <ServerText text={message} />
    </span>
    <button type="button" className="dismiss" aria-label="Dismiss" onClick={onDismiss}>
      ×
    </button>
  </div>
);
