import { capitalized } from '../format';
import type { RequestMessage } from '../request';
import './requestError.css';
import { ServerText } from '../text/ServerText';

type Props = {
  /** The failed request; nothing is shown while it has not failed. */
  message: RequestMessage | undefined;
  /** Tighter, for a small area such as the menu's token count. */
  compact?: boolean;
  testId?: string;
};

const LEADS: Partial<Record<RequestMessage['code'], string>> = {
  restarted: 'was lost when the search engine restarted',
  crashed: 'failed: the search engine stopped',
  'not-found': 'found nothing to show',
  missing: 'is not available',
};

/**
 * A request that failed, shown where its result would have been: what failed, the message, and
 * a Retry that asks again. Styled like the page's other notices (ImportErrors).
 */
export const RequestErrorNote = ({ message, compact = false, testId }: Props) =>
  message ? (
    <div
      className={`panel panel-error request-error${compact ? ' compact' : ''}`}
      role="alert"
      data-testid={testId ?? 'request-error'}
      data-code={message.code}
      data-subsystem={message.subsystem}
    >
      <div className="request-error-text">
        <strong>
          {capitalized(message.what)} {LEADS[message.code] ?? 'failed'}.
        </strong>{' '}
        <span className="request-error-message">
          <ServerText text={message.message} />
        </span>
      </div>
      <button type="button" className="button small" onClick={message.retry}>
        Retry
      </button>
    </div>
  ) : null;
