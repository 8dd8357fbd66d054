import { useState } from 'react';
import { formatCount } from '../../shared/format';
import { ServerText } from '../../shared/text/ServerText';

/** Characters drawn at a time: laying out 20,000 took 190 ms in the e2e, 4,000 no long task. */
export const PRE_PAGE = 4_000;

type Props = { text: string; testId: string };

/**
 * A <pre> that draws a long text one page of PRE_PAGE characters at a time, with Previous and
 * Next: laying out a 2 MB declaration at once blocks the page for seconds, and a
 * page never grows, so no click can either. Short texts are drawn whole.
 */
export const BoundedPre = ({ text, testId }: Props) => {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(text.length / PRE_PAGE));
  const at = Math.min(page, pages - 1);
  const start = at * PRE_PAGE;
  const end = Math.min(text.length, start + PRE_PAGE);
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus, or a keyboard cannot scroll it */}
      <pre className="code" data-testid={testId} tabIndex={0}>
        <ServerText
          text={
            pages === 1
              ? text
              : `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`
          }
          isolate={false}
        />
      </pre>
      {pages > 1 && (
        <p className="muted bounded-pager" data-testid={`${testId}-truncated`}>
          Showing characters {formatCount(start + 1)}–{formatCount(end)} of{' '}
          {formatCount(text.length)}.{' '}
          <button
            type="button"
            className="link"
            disabled={at === 0}
            onClick={() => setPage(at - 1)}
          >
            Previous
          </button>{' '}
          <button
            type="button"
            className="link"
            data-testid={`${testId}-next`}
            disabled={at === pages - 1}
            onClick={() => setPage(at + 1)}
          >
            Next {formatCount(Math.min(PRE_PAGE, text.length - end))}
          </button>
        </p>
      )}
    </>
  );
};
