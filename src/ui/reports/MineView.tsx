import { useId } from 'react';
import type { FindingPlace, MinedReport } from '../../worker/boundary';
import { formatCount, noun } from '../shared/format';

type Props = {
  mined: MinedReport | undefined;
  mining: boolean;
  error: string | undefined;
  /** The window asked for; undefined = the engine's default (shown once mined). */
  window: number | undefined;
  disabled: boolean;
  onWindow: (window: number | undefined) => void;
  onMine: () => void;
};

const placeText = (place: FindingPlace) => `${place.session}, turn ${place.turn}`;

/**
 * "Mine a query set": each discovery's query becomes a query whose relevant tools are the ones
 * it (or its run of searches) returned and the agent then called within the window; the set
 * opens in Evaluate, and the searches that tie no called tool are counted as unanswered. What was mined last is listed here,
 * every query marked mined and silver, the `select:` discoveries apart.
 */
export const MineView = ({ mined, mining, error, window, disabled, onWindow, onMine }: Props) => {
  const id = useId();
  return (
    <section className="sessions-section" aria-labelledby="sessions-mine">
      <h3 id="sessions-mine">Mine a query set</h3>
      <div className="sessions-mine-bar">
        <label className="field" htmlFor={id}>
          <span className="field-label">Window (turns after a search)</span>
          <input
            id={id}
            type="number"
            min={0}
            max={50}
            step={1}
            value={window ?? ''}
            placeholder="default"
            onChange={(event) => {
              const value = event.target.valueAsNumber;
              onWindow(Number.isInteger(value) && value >= 0 ? value : undefined);
            }}
          />
        </label>
        <button type="button" className="button" disabled={disabled || mining} onClick={onMine}>
          Mine a query set
        </button>
      </div>
      {error && (
        <p className="sessions-error" role="alert">
          {error}
        </p>
      )}
      {mined && (
        <div data-testid="mined-set">
          <p>
            Mined {formatCount(mined.set.queries.length)}{' '}
            {noun(mined.set.queries.length, 'query', 'queries')}{' '}
            {mined.window === undefined
              ? 'with the default window'
              : `with a window of ${mined.window} ${noun(mined.window, 'turn')}`}
            {mined.set.queries.length > 0
              ? '; opened in Evaluate. '
              : ': no catalog tool a search returned was then called within the window. '}
            {mined.set.unanswered.length > 0 &&
              `${formatCount(mined.set.unanswered.length)} unanswered ${noun(mined.set.unanswered.length, 'search', 'searches')} (no tool ${noun(mined.set.unanswered.length, 'it', 'they')} returned was then called) gave no query.`}
          </p>
          {mined.set.queries.length > 0 && (
            <ul aria-label="Mined queries">
              {mined.set.queries.map((query) => (
                <li key={query.id}>
                  <span className="mined-badge">mined · {query.mined.grade}</span>{' '}
                  <q>{query.query}</q> → {query.relevant.join(', ')}{' '}
                  <span className="muted">
                    ({query.mined.form === 'pattern' ? 'pattern' : 'search'} via {query.mined.via};{' '}
                    {query.mined.from.map(placeText).join('; ')})
                  </span>
                </li>
              ))}
            </ul>
          )}
          {mined.set.selects.length > 0 && (
            <>
              <h4>Selections (not queries: they name their tools)</h4>
              <ul aria-label="Selections">
                {mined.set.selects.map((select) => (
                  <li key={`${placeText(select.from)}:${select.names.join(',')}`}>
                    <code>select:{select.names.join(',')}</code>{' '}
                    <span className="muted">({placeText(select.from)})</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
};
