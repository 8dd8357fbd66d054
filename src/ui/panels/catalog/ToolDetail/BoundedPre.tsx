import { useState } from 'react';

/** Characters drawn at first, and added by each "Show more". */
export const PRE_CHUNK = 20_000;

type Props = { text: string; testId: string };

/**
 * A <pre> that draws at most PRE_CHUNK characters more per click: laying out a 2 MB
 * declaration at once blocks the page for seconds (issue 15). Short texts are drawn whole.
 */
export const BoundedPre = ({ text, testId }: Props) => {
  const [shown, setShown] = useState(PRE_CHUNK);
  const cut = text.length > shown;
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus, or a keyboard cannot scroll it */}
      <pre className="code" data-testid={testId} tabIndex={0}>
        {cut ? `${text.slice(0, shown)}…` : text}
      </pre>
      {cut && (
        <p className="muted" data-testid={`${testId}-truncated`}>
          Showing {shown.toLocaleString('en')} of {text.length.toLocaleString('en')} characters.{' '}
          <button
            type="button"
            className="link"
            onClick={() => setShown((n) => Math.min(text.length, n + PRE_CHUNK))}
          >
            Show {Math.min(PRE_CHUNK, text.length - shown).toLocaleString('en')} more
          </button>
        </p>
      )}
    </>
  );
};
