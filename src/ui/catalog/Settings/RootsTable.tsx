import { useDeferredValue, useId, useMemo, useState } from 'react';
import {
  type CatalogSettings,
  escapeHidden,
  type RootCoverage,
  rootProblem,
  withDrop,
  withRename,
} from '../../../engine/core';
import type { CatalogSettingsView } from '../../../worker/boundary';
import { formatCount, plural } from '../../shared/format';
import { ServerText } from '../../shared/text/ServerText';
import { toolList } from './toolList';

/**
 * Rows drawn at first, and added by each "Show more". A server can send thousands of tools that
 * each make a root of their own; a row is a form with an input and three buttons, and drawing
 * 9,000 of them again on each live change froze the page for minutes. The rest is reached by
 * the filter, which searches every root's name.
 */
const ROOTS_SHOWN = 100;

/** One root of the line: its tools, and rename (merge) and drop controls. */
const RootRow = ({
  root,
  inLine,
  view,
  names,
  onSettings,
}: {
  root: RootCoverage;
  /** In the line within its budget, or left out by it. */
  inLine: boolean;
  view: CatalogSettingsView;
  /** Every root's name, once per view: a row asks whether its new name merges into another. */
  names: ReadonlySet<string>;
  onSettings: (settings: CatalogSettings) => void;
}) => {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const inputId = useId();
  const renamed = root.from.length !== 1 || root.from[0] !== root.root;
  const rename = () => {
    const to = name.trim();
    const why =
      rootProblem(to) ??
      (view.settings.drop.includes(to) ? `"${to}" is dropped: restore it first` : undefined);
    if (why) {
      setProblem(why);
      return;
    }
    setProblem(undefined);
    setName('');
    onSettings(withRename(view.settings, root.from, to));
  };
  const merges = name.trim() !== root.root && names.has(name.trim());
  return (
    <tr data-testid="settings-root" data-root={root.root} data-in-line={inLine}>
      <th scope="row" className="mono">
        <ServerText text={root.root} />{' '}
        <span className={inLine ? 'settings-badge' : 'settings-badge out'}>
          {inLine ? 'in the line' : 'left out by the budget'}
        </span>
        {renamed && (
          <span className="muted settings-from"> from {escapeHidden(root.from.join(' + '))}</span>
        )}
      </th>
      <td title={escapeHidden(root.tools.join(', '))}>
        <span className="settings-count">{root.tools.length}</span>{' '}
        <span className="mono muted">{toolList(root.tools)}</span>
      </td>
      <td>
        <form
          className="settings-rename"
          onSubmit={(event) => {
            event.preventDefault();
            rename();
          }}
        >
          <label className="visually-hidden" htmlFor={inputId}>
            Rename <ServerText text={root.root} /> to
          </label>
          <input
            id={inputId}
            className="mono"
            list="settings-root-names"
            placeholder="new name"
            spellCheck={false}
            autoComplete="off"
            value={name}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button small" disabled={name.trim() === ''}>
            {merges ? 'Merge' : 'Rename'}
          </button>
          {renamed && (
            <button
              type="button"
              className="button small ghost"
              onClick={() => onSettings(withRename(view.settings, root.from, root.from[0] ?? ''))}
              disabled={root.from.length !== 1}
              title={
                root.from.length === 1
                  ? `Back to ${root.from[0]}`
                  : 'Merged roots: rename the merged root instead'
              }
            >
              Undo rename
            </button>
          )}
          <button
            type="button"
            className="button small ghost"
            aria-label={`Drop ${escapeHidden(root.root)} from the line`}
            title={
              root.alone.length > 0
                ? `Leaves ${plural(root.alone.length, 'tool')} without any root: ${toolList(root.alone)}`
                : 'Every tool under it keeps another root'
            }
            onClick={() => onSettings(withDrop(view.settings, root.root, true))}
          >
            Drop
            {root.alone.length > 0 && <span className="settings-warn"> ⚠ {root.alone.length}</span>}
          </button>
        </form>
        {problem && (
          <p className="settings-problem" role="alert">
            {problem}
          </p>
        )}
      </td>
    </tr>
  );
};

/** Which roots the table lists: every one, the line's, or those its budget left out. */
type Shown = 'all' | 'in' | 'out';

/** Every root, sorted, each marked in the line or not, drawn a bounded number at a time. */
export const RootsTable = ({
  view,
  onSettings,
}: {
  view: CatalogSettingsView;
  onSettings: (settings: CatalogSettings) => void;
}) => {
  const [filter, setFilter] = useState('');
  const [shown, setShown] = useState(ROOTS_SHOWN);
  const [which, setWhich] = useState<Shown>('all');
  const wanted = useDeferredValue(filter.trim().toLowerCase());
  const filterId = useId();
  const names = useMemo(() => new Set(view.roots.map((root) => root.root)), [view.roots]);
  const inLine = useMemo(() => new Set(view.inLine), [view.inLine]);
  const leftOut = view.roots.length - view.inLine.length;
  const matching = useMemo(
    () =>
      view.roots.filter(
        (root) =>
          (which === 'all' || inLine.has(root.root) === (which === 'in')) &&
          (wanted === '' || root.root.toLowerCase().includes(wanted)),
      ),
    [view.roots, inLine, which, wanted],
  );
  const drawn = matching.slice(0, shown);
  const rest = matching.length - drawn.length;
  return (
    <>
      {leftOut > 0 && (
        <p className="settings-roots-filter">
          <label>
            Show{' '}
            <select
              value={which}
              onChange={(event) => {
                setWhich(event.target.value as Shown);
                setShown(ROOTS_SHOWN);
              }}
            >
              <option value="all">every root ({formatCount(view.roots.length)})</option>
              <option value="in">in the line ({formatCount(view.inLine.length)})</option>
              <option value="out">left out by the budget ({formatCount(leftOut)})</option>
            </select>
          </label>
        </p>
      )}
      {view.roots.length > ROOTS_SHOWN && (
        <p className="settings-roots-filter">
          <label htmlFor={filterId}>Find a root</label>{' '}
          <input
            id={filterId}
            type="search"
            className="mono"
            spellCheck={false}
            autoComplete="off"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
              setShown(ROOTS_SHOWN);
            }}
          />{' '}
          <span className="muted" data-testid="settings-roots-count" aria-live="polite">
            {wanted === '' && which === 'all'
              ? `${plural(view.roots.length, 'root')}`
              : `${plural(matching.length, 'root')} of ${formatCount(view.roots.length)} match`}
          </span>
        </p>
      )}
      <datalist id="settings-root-names">
        {drawn.map((root) => (
          <option key={root.root} value={root.root} />
        ))}
      </datalist>
      <div className="settings-roots-scroll">
        <table className="settings-roots" data-testid="settings-roots">
          <thead>
            <tr>
              <th scope="col">root</th>
              <th scope="col">tools</th>
              <th scope="col">rename · merge · drop</th>
            </tr>
          </thead>
          <tbody>
            {drawn.map((root) => (
              <RootRow
                key={root.root}
                root={root}
                inLine={inLine.has(root.root)}
                view={view}
                names={names}
                onSettings={onSettings}
              />
            ))}
          </tbody>
        </table>
      </div>
      {rest > 0 && (
        <p className="muted" data-testid="settings-roots-more">
          Showing {formatCount(drawn.length)} of {plural(matching.length, 'root')}.{' '}
          <button
            type="button"
            className="link"
            onClick={() => setShown((current) => current + ROOTS_SHOWN)}
          >
            Show {formatCount(Math.min(rest, ROOTS_SHOWN))} more
          </button>
        </p>
      )}
    </>
  );
};
