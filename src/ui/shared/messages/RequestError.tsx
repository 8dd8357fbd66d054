import type { RequestError as Failure } from '../request';
import './requestError.css';
import { ServerText } from '../text/ServerText';

type Props = {
  /** What failed, as a noun phrase: "the tool list", "the search", "the replay". */
  what: string;
  error: Failure;
  /** Re-issues the request that failed. */
  onRetry: () => void;
  /** Tighter, for a small area such as the menu's token count. */
  compact?: boolean;
  testId?: string;
};

const LEADS: Partial<Record<Failure['code'], string>> = {
  restarted: 'was lost when the search engine restarted',
  crashed: 'failed: the search engine stopped',
  'not-found': 'found nothing to show',
  missing: 'is not available',
};

/**
 * A request that failed, shown where its result would have been: what failed, the message, and
 * a Retry that asks again. Styled like the page's other notices (ImportErrors).
 */
export const RequestErrorNote = ({ what, error, onRetry, compact = false, testId }: Props) => (
  <div
    className={`panel panel-error request-error${compact ? ' compact' : ''}`}
    role="alert"
    data-testid={testId ?? 'request-error'}
    data-code={error.code}
  >
    <div className="request-error-text">
      <strong>
        {what.charAt(0).toUpperCase() + what.slice(1)} {LEADS[error.code] ?? 'failed'}.
      </strong>{' '}
      <span className="request-error-message">
        <ServerText text={error.message} />
      </span>
    </div>
    <button type="button" className="button small" onClick={onRetry}>
      Retry
    </button>
  </div>
);
