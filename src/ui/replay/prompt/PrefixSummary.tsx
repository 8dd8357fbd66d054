import type { ReplayTurn } from '../../../engine/core';
import { formatCount } from '../../shared/format';
import { lineOf, percentOf, type SectionPrefix } from './prefixSegments';

type Props = {
  turn: ReplayTurn;
  sections: SectionPrefix[];
};

/**
 * The cache-stable prefix against the turn before: its length in characters and tokens, its
 * share of the prompt, and the section where it breaks, drawn as a strip of the sections to
 * scale with the stable part filled.
 */
export const PrefixSummary = ({ turn, sections }: Props) => {
  const first = turn.turn === 1;
  const share = percentOf(turn.stablePrefixTokens, turn.promptTokens);
  const broken = sections.find((section) => section.state !== 'all');
  const where = broken ? lineOf(broken.text, broken.stable) : undefined;
  return (
    <section
      className="panel prefix-summary"
      data-testid="prefix-summary"
      aria-labelledby="prefix-title"
    >
      <div className="panel-header">
        <h2 id="prefix-title">Cache-stable prefix</h2>
        <span className="muted">
          {first ? 't1 against an empty cache' : `t${turn.turn} against t${turn.turn - 1}`}
        </span>
      </div>
      <p className="prefix-figures">
        <strong className="prefix-share" data-testid="prefix-share">
          {share}%
        </strong>{' '}
        <span data-testid="prefix-chars">{formatCount(turn.stablePrefixChars)}</span> of{' '}
        {formatCount(turn.promptChars)} chars ·{' '}
        <span data-testid="prefix-tokens">{formatCount(turn.stablePrefixTokens)}</span> of{' '}
        {formatCount(turn.promptTokens)} tokens
      </p>
      <p className="prefix-break" data-testid="prefix-break">
        {first
          ? 'The first turn has nothing cached yet.'
          : turn.breakSection === null
            ? `Byte-identical to t${turn.turn - 1}: nothing breaks, the whole prompt can be served from the cache.`
            : `Breaks in ${broken?.title ?? turn.breakSection} at character ${formatCount(turn.stablePrefixChars)}${
                where && broken?.id === 'declarations' ? ` (declaration line ${where.line})` : ''
              }: everything after it is sent uncached.`}
      </p>
      <ol className="prefix-strip" aria-label="Sections, to scale">
        {sections.map((section) => (
          <li
            key={section.id}
            className={`strip-section strip-${section.state}`}
            style={{ flexGrow: Math.max(section.text.length, 1) }}
            data-testid="prefix-section"
            data-section={section.id}
            data-stable={section.state}
            title={`${section.title}: ${formatCount(section.stable)} of ${formatCount(section.text.length)} chars stable`}
          >
            <span
              className="strip-fill"
              style={{ width: `${(section.stable / Math.max(1, section.text.length)) * 100}%` }}
            />
            <span className="strip-label">{section.title}</span>
          </li>
        ))}
      </ol>
    </section>
  );
};
