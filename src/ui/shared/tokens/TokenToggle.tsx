import { useTokenSource } from './tokenSource';

type Props = {
  on: boolean;
  onToggle: (on: boolean) => void;
  /** What it shows token by token, for screen readers: "the menu", "merge_pdfs". */
  what: string;
  testId?: string;
};

/**
 * The switch between a text and its token view. Absent when nothing can cut text into tokens
 * (no worker behind the page), rather than a button that cannot work.
 */
export const TokenToggle = ({ on, onToggle, what, testId = 'token-toggle' }: Props) => {
  if (!useTokenSource()) return null;
  return (
    <button
      type="button"
      className="button small token-toggle"
      aria-pressed={on}
      aria-label={`Tokens: show ${what} token by token`}
      title="Show each token on its own colour, with counts (loads the tokenizer, about 1 MB, once)"
      data-testid={testId}
      onClick={() => onToggle(!on)}
    >
      Tokens
    </button>
  );
};
