import type { CaptionPart } from './tourFigures';

/**
 * A tour caption: its text, with each claim marked by the figure it restates (`data-figure`, a
 * CSS selector), so a reader can find the figure and the e2e test can compare the two. A claim
 * whose figure is not drawn yet shows `…` and is marked pending.
 */
export const Caption = ({ parts, testId }: { parts: readonly CaptionPart[]; testId: string }) => (
  <p data-testid={testId}>
    {parts.map((part, i) =>
      typeof part === 'string' ? (
        part
      ) : (
        <strong
          // biome-ignore lint/suspicious/noArrayIndexKey: a caption's parts never reorder
          key={i}
          className="claim"
          data-claim=""
          data-figure={part.figure}
          data-count={part.count ? '' : undefined}
          data-pending={part.text === undefined ? '' : undefined}
        >
          {part.text ?? '…'}
        </strong>
      ),
    )}
  </p>
);
