import type { Filters } from '../../../engine/core';
import type { examplesFor } from './examples';
import './landing.css';
import { formatCount, plural } from '../../shared/format';
import { ServerText } from '../../shared/text/ServerText';

type Props = {
  /** How many tools the catalog holds. */
  tools: number;
  /** How many of them a search can return (the browse link's figure: scaffolding is never a hit). */
  browsable: number;
  /**
   * The searches to try (`examplesFor`): the design's (docs/design/search.md) on the demo, the
   * catalog's own elsewhere.
   */
  examples: ReturnType<typeof examplesFor>;
  onExample: (query: string, filters: Filters) => void;
  /** Starts the guided demo; absent where there is none (an embed). */
  onTour?: (() => void) | undefined;
  onBrowse: () => void;
};

/**
 * What a newcomer sees before the first query: what toollens is for, searches to try, and the
 * tour. A browse table before any query has nothing ranked to show, so it waits
 * behind a link.
 */
export const Landing = ({
  tools: count,
  browsable,
  examples,
  onExample,
  onTour,
  onBrowse,
}: Props) => {
  const scaffolding = count - browsable;
  return (
    <section id="landing" className="landing" data-testid="landing" aria-labelledby="landing-title">
      <h2 id="landing-title">Find tools, don’t load them</h2>
      <p className="landing-what">
        An agent with {plural(count, 'tool')} cannot declare every schema in its prompt: that would
        cost tokens on every turn. Instead it searches the catalog and declares only what it picks.
        toollens shows how that search ranks tools, why, and what it costs.
      </p>
      {examples.length > 0 && (
        <div className="landing-try">
          <h3 id="landing-examples">Try a search</h3>
          <ul className="landing-examples" aria-labelledby="landing-examples">
            {examples.map((example) => (
              <li key={`${example.query} ${example.filter}`}>
                <button
                  type="button"
                  className="landing-example"
                  data-testid="landing-example"
                  onClick={() => onExample(example.query, example.filters)}
                >
                  <span className="landing-query">
                    <ServerText text={example.query} />
                  </span>
                  {example.filter && (
                    <span className="landing-filter mono" title="Only the tools in this scope">
                      <ServerText text={example.filter} />
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="landing-actions">
        {onTour && (
          <button
            type="button"
            className="button primary"
            data-testid="landing-tour"
            onClick={onTour}
          >
            ▶ Two-minute tour
          </button>
        )}
        <button type="button" className="link" data-testid="landing-browse" onClick={onBrowse}>
          or browse all {plural(browsable, 'tool')} in catalog order
        </button>
        {scaffolding > 0 && (
          <span className="landing-scaffolding muted" data-testid="landing-scaffolding">
            {' '}
            (the other {formatCount(scaffolding)} {scaffolding === 1 ? 'is' : 'are'} scaffolding:
            always declared, so never a search hit)
          </span>
        )}
      </p>
    </section>
  );
};
