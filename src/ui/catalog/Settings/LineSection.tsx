import { useState } from 'react';
import type { CatalogSettings } from '../../../engine/core';
import type { CatalogSettingsView } from '../../../worker/boundary';
import { formatCount, plural } from '../../shared/format';
import { ServerText } from '../../shared/text/ServerText';
import { LineBudgetControl } from './LineBudgetControl';
import { coversText } from './lineCoverage';
import { toolList } from './toolList';

/** Names listed at first under "tools under no root"; "Show all" lists the rest. */
const UNDER_NO_ROOT_SHOWN = 40;

/** "34 roots" when every root is in the line, else "41 of 432 roots". */
export const lineRootsText = (view: CatalogSettingsView): string =>
  view.inLine.length === view.roots.length
    ? plural(view.roots.length, 'root')
    : `${formatCount(view.inLine.length)} of ${plural(view.roots.length, 'root')}`;

/**
 * The tools the line reaches with no root of its own: their roots were left out by the budget
 * (or dropped), or they had none. Closed at first; a long list is capped until asked for.
 */
const UnderNoRoot = ({ names }: { names: readonly string[] }) => {
  const [all, setAll] = useState(false);
  const shown = all ? names : names.slice(0, UNDER_NO_ROOT_SHOWN);
  return (
    <details className="settings-under" data-testid="settings-under-no-root">
      <summary>{plural(names.length, 'tool')} under no root of the line</summary>
      <p className="muted">
        Search finds them by their text; a capability filter on the line's roots cannot reach them.
      </p>
      <ul className="settings-names mono" aria-label="Tools under no root of the line">
        {shown.map((name) => (
          <li key={name}>
            <ServerText text={name} />
          </li>
        ))}
      </ul>
      {shown.length < names.length && (
        <button type="button" className="link" onClick={() => setAll(true)}>
          Show all {formatCount(names.length)}
        </button>
      )}
    </details>
  );
};

/**
 * The capability line: its size, its budget and what it covers within it, the line itself, and
 * the tools it leaves under no root.
 */
export const LineSection = ({
  view,
  error,
  onSettings,
}: {
  view: CatalogSettingsView;
  error: string | undefined;
  onSettings: (settings: CatalogSettings) => void;
}) => (
  <section aria-labelledby="settings-line-title">
    <h3 id="settings-line-title">Capability line</h3>
    <p className="muted" data-testid="capability-line-size" aria-live="polite">
      {plural(view.lineChars, 'character')} · {plural(view.lineTokens, 'token')} by {view.tokenizer}
      · {lineRootsText(view)}
    </p>
    <LineBudgetControl view={view} error={error} onSettings={onSettings} />
    <p data-testid="line-coverage" aria-live="polite">
      {coversText(view)} · {formatCount(view.lineChars)} of {plural(view.lineBudget, 'character')}
    </p>
    <pre className="settings-line mono" data-testid="capability-line">
      {view.line}
    </pre>
    {view.underNoRoot.length > 0 && <UnderNoRoot names={view.underNoRoot} />}
    {view.rootless.length > 0 && (
      <p className="settings-warning" data-testid="settings-rootless">
        ⚠ {plural(view.rootless.length, 'tool has', 'tools have')} no root in the line
        {view.orphaned.length > 0 && ` (${view.orphaned.length} by the drops)`}: a capability filter
        cannot reach {view.rootless.length === 1 ? 'it' : 'them'}, only text search:{' '}
        {toolList(view.rootless)}
      </p>
    )}
    {view.stale.length > 0 && (
      <p className="muted">Settings that name nothing in this catalog: {view.stale.join('; ')}</p>
    )}
  </section>
);
