import { glossOf, type TermId } from './glossary';
import type { CaptionPart } from './tourFigures';

type Props = {
  parts: readonly CaptionPart[];
  testId: string;
  /** The terms to define here: each at its first use in this caption. */
  gloss?: ReadonlySet<TermId>;
  className?: string;
};

/**
 * A tour caption: its text, with each claim marked by the figure it restates (`data-figure`, a
 * CSS selector), so a reader can find the figure and the e2e test can compare the two. A claim
 * whose figure is not drawn yet shows `…` and is marked pending. A term the tour uses here for
 * the first time is a `<dfn>` followed by its plain words in brackets, readable and heard alike.
 */
export const Caption = ({ parts, testId, gloss, className }: Props) => {
  const defined = new Set<TermId>();
  return (
    <p data-testid={testId} className={className}>
      {parts.map((part, i) => {
        if (typeof part === 'string') return part;
        if ('term' in part) {
          if (!gloss?.has(part.term) || defined.has(part.term)) return part.text;
          defined.add(part.term);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a caption's parts never reorder
            <span key={i} className="glossed" data-testid="gloss">
              <dfn>{part.text}</dfn> <span className="gloss">({glossOf(part)})</span>
            </span>
          );
        }
        return (
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
        );
      })}
    </p>
  );
};
