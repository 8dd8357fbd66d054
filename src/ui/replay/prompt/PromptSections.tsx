import { memo, useEffect, useRef, useState } from 'react';
import { formatCount } from '../../shared/format';
import { ServerText } from '../../shared/text/ServerText';
import { LineBudgetNote, type LineFigures, LineRoots } from './LineRoots';
import type { SectionPrefix } from './prefixSegments';
import { sectionWindow } from './sectionWindow';

type Props = {
  sections: SectionPrefix[];
  /**
   * The catalog's settings view: the capabilities section shows its budget, coverage and roots
   * while its line is the one this prompt holds (a new replay may still be on its way).
   */
  line?: LineFigures | undefined;
};

const Section = ({ section, line }: { section: SectionPrefix; line?: LineFigures | undefined }) => {
  const box = useRef<HTMLPreElement>(null);
  const breakMark = useRef<HTMLSpanElement>(null);
  // A break deep inside the declarations is scrolled into the box's view, not the page's;
  // without one the box starts at the top (it may still be scrolled from another turn).
  useEffect(() => {
    const mark = breakMark.current;
    if (!box.current) return;
    box.current.scrollTop = mark ? Math.max(0, mark.offsetTop - box.current.offsetTop - 60) : 0;
  });
  const [widened, setWidened] = useState(0);
  // A huge section is drawn in a window around the break; the rest is counted, not laid out.
  const shown = sectionWindow(section.text.length, section.stable, widened);
  const stable = section.text.slice(shown.start, Math.max(shown.start, section.stable));
  const rest = section.text.slice(Math.max(shown.start, section.stable), shown.end);
  const before = shown.start;
  const after = section.text.length - shown.end;
  return (
    <section
      className={`prompt-section section-${section.state}`}
      data-testid="prompt-section"
      data-section={section.id}
      aria-label={section.title}
    >
      <h3>
        {section.title}{' '}
        <span className="muted">
          {formatCount(section.text.length)} chars · [{formatCount(section.start)},{' '}
          {formatCount(section.end)})
        </span>
      </h3>
      {line && <LineBudgetNote line={line} />}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus, or a keyboard cannot scroll it */}
      <pre ref={box} className="code prompt-text" tabIndex={0}>
        {before > 0 && <span className="muted">… {formatCount(before)} characters …</span>}
        {stable && (
          <span className="stable">
            <ServerText text={stable} isolate={false} />
          </span>
        )}
        {section.state === 'part' && (
          <span ref={breakMark} className="break-mark" data-testid="break-mark">
            ▼ prefix breaks here
          </span>
        )}
        <ServerText text={rest} isolate={false} />
        {after > 0 && <span className="muted">… {formatCount(after)} characters …</span>}
      </pre>
      {(before > 0 || after > 0) && (
        <button
          type="button"
          className="link"
          data-testid="section-more"
          onClick={() => setWidened(widened + 1)}
        >
          Show more of this section
        </button>
      )}
      {line && <LineRoots line={line} />}
    </section>
  );
};

/**
 * The assembled system instruction in its labelled sections, in prompt order, with the
 * cache-stable part of each shaded. Text only: nothing in a prompt is ever rendered as markup.
 */
const PromptSectionsView = ({ sections, line }: Props) => (
  <div className="prompt-sections" data-testid="prompt-sections">
    {sections.map((section) => (
      <Section
        key={section.id}
        section={section}
        line={section.id === 'capabilities' && line?.line === section.text ? line : undefined}
      />
    ))}
  </div>
);

export const PromptSections = memo(PromptSectionsView);
