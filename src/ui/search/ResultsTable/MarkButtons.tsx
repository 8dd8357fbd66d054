import type { ResultMark } from '../../authoring';

type Props = {
  tool: string;
  query: string;
  mark: ResultMark | undefined;
  /** The open query set's name; undefined when the first mark starts one. */
  set: string | undefined;
  onMark: (tool: string, mark: ResultMark | undefined) => void;
};

const CHOICES = [
  { mark: 'relevant', symbol: '✓', words: 'relevant', testId: 'mark-relevant' },
  { mark: 'notRelevant', symbol: '✗', words: 'not relevant', testId: 'mark-not-relevant' },
] as const;

/**
 * Labels a result for the query, into the open query set (the Evaluate panel's), so a judgement
 * made while reading the results becomes a test. Pressed again, a mark is cleared.
 */
export const MarkButtons = ({ tool, query, mark, set, onMark }: Props) => (
  <span className="mark-buttons">
    {CHOICES.map((choice) => {
      const pressed = mark === choice.mark;
      const where = set ? `the query set "${set}"` : 'a new query set';
      return (
        <button
          key={choice.mark}
          type="button"
          className={`mark-button ${choice.mark}`}
          data-testid={choice.testId}
          aria-pressed={pressed}
          aria-label={`Mark ${tool} ${choice.words} for "${query}"`}
          title={
            pressed
              ? `Marked ${choice.words} in ${where}; press to clear`
              : `Mark ${choice.words} for "${query}" in ${where}`
          }
          onClick={(event) => {
            // The row's click opens the lens; a mark is a different act.
            event.stopPropagation();
            onMark(tool, pressed ? undefined : choice.mark);
          }}
        >
          {choice.symbol}
        </button>
      );
    })}
  </span>
);
