import { Fragment, type ReactNode } from 'react';
import { shownPieces } from '../../../engine/core';
import { nameBreaks } from './nameBreaks';
import './serverText.css';

/**
 * Where the page shows text a server wrote (a tool's name, a description, a server's name and
 * version, a lint finding), it shows it through here. Hidden characters are drawn as their
 * escapes, marked, with a title naming them (engine `shownPieces`, the rule the CLI prints
 * with), so a bidi override cannot reorder the page's text and `read\u200bfile` never passes for
 * `readfile`. React renders the rest as text nodes: markup in it stays inert. An attribute (a
 * title, an aria-label) takes `escapeHidden` of the same text: the same rule, without marks.
 */

/** Right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko … and their astral blocks). */
const RIGHT_TO_LEFT =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

type Props = {
  text: string;
  /**
   * A label (the default) is isolated when it holds right-to-left letters, so a Hebrew or Arabic
   * name cannot reorder the punctuation and numbers around it. A piece of prose (an excerpt
   * cut into marks) is not: its paragraph orders it, with `dir="auto"` on the block.
   */
  isolate?: boolean;
  /**
   * A tool's name in a cell that may be narrow: it wraps only between the words it is made of
   * (nameBreaks.ts), never inside one.
   */
  breaks?: boolean;
};

/** `text` with a line-break opportunity (`<wbr>`) between the pieces of a name. */
const withBreaks = (text: string): ReactNode => {
  const pieces = nameBreaks(text);
  if (pieces.length === 1) return text;
  return pieces.map((piece, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one immutable string
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
};

export const ServerText = ({ text, isolate = true, breaks = false }: Props) => {
  const pieces = shownPieces(text);
  const rtl = isolate && RIGHT_TO_LEFT.test(text);
  const plain = (piece: string) => (breaks ? withBreaks(piece) : piece);
  if (!rtl && !pieces.some((piece) => piece.hidden)) return plain(text);
  const drawn = pieces.map((piece, i) =>
    piece.hidden ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one immutable string
      <span key={i} className="hidden-char" title={piece.title} data-testid="hidden-char">
        {piece.shown}
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one immutable string
      <Fragment key={i}>{plain(piece.text)}</Fragment>
    ),
  );
  return rtl ? <bdi>{drawn}</bdi> : drawn;
};
