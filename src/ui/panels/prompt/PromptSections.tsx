import { memo, useEffect, useRef } from 'react';
import type { SectionPrefix } from './prefixSegments';

type Props = { sections: SectionPrefix[] };

const Section = ({ section }: { section: SectionPrefix }) => {
  const box = useRef<HTMLPreElement>(null);
  const breakMark = useRef<HTMLSpanElement>(null);
  // A break deep inside the declarations is scrolled into the box's view, not the page's;
  // without one the box starts at the top (it may still be scrolled from another turn).
  useEffect(() => {
    const mark = breakMark.current;
    if (!box.current) return;
    box.current.scrollTop = mark ? Math.max(0, mark.offsetTop - box.current.offsetTop - 60) : 0;
  });
  const stable = section.text.slice(0, section.stable);
  const rest = section.text.slice(section.stable);
  return (
    <section
      className={`prompt-section section-${section.state}`}
      data-testid="prompt-section"
      data-section={section.id}
    >
      <h3>
        {section.title}{' '}
        <span className="muted">
          {section.text.length.toLocaleString('en')} chars · [{section.start.toLocaleString('en')},{' '}
          {section.end.toLocaleString('en')})
        </span>
      </h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus, or a keyboard cannot scroll it */}
      <pre ref={box} className="code prompt-text" tabIndex={0}>
        {stable && <span className="stable">{stable}</span>}
        {section.state === 'part' && (
          <span ref={breakMark} className="break-mark" data-testid="break-mark">
            ▼ prefix breaks here
          </span>
        )}
        {rest}
      </pre>
    </section>
  );
};

/**
 * The assembled system instruction in its labelled sections, in prompt order, with the
 * cache-stable part of each shaded. Text only: nothing in a prompt is ever rendered as markup.
 */
const PromptSectionsView = ({ sections }: Props) => (
  <div className="prompt-sections" data-testid="prompt-sections">
    {sections.map((section) => (
      <Section key={section.id} section={section} />
    ))}
  </div>
);

export const PromptSections = memo(PromptSectionsView);
