import { useId, useMemo, useState } from 'react';
import { escapeHidden } from '../../../engine/core';
import type { CatalogSettingsView } from '../../../worker/boundary';
import { coversText } from '../../catalog';
import { formatCount, plural } from '../../shared/format';
import { ServerText } from '../../shared/text/ServerText';

/** Tool names a root's tip lists; the rest are counted. */
export const TIP_TOOLS = 12;

/** What the capabilities section reads of the catalog's settings view. */
export type LineFigures = Pick<
  CatalogSettingsView,
  'line' | 'lineChars' | 'lineBudget' | 'covered' | 'lineTools' | 'inLine' | 'roots'
>;

/** `348 / 350 characters · covers 901 of 1,287 tools`. */
export const LineBudgetNote = ({ line }: { line: LineFigures }) => (
  <p className="muted line-note" data-testid="prompt-line-budget">
    {formatCount(line.lineChars)} / {plural(line.lineBudget, 'character')} · {coversText(line)}
  </p>
);

/** `12 tools: a, b, … + 3 more`, names with hidden characters escaped. */
const tipText = (tools: readonly string[]): string => {
  const rest = tools.length - TIP_TOOLS;
  const names = escapeHidden(tools.slice(0, TIP_TOOLS).join(', '));
  return `${plural(tools.length, 'tool')}: ${names}${rest > 0 ? ` + ${formatCount(rest)} more` : ''}`;
};

/**
 * The roots of the line, each a button whose tools show while it is hovered or focused (a
 * tooltip, the WAI-ARIA pattern: the button is described by it, Escape hides it). The tips are
 * drawn in one place under the list, not beside each root, so none runs off a narrow screen.
 */
export const LineRoots = ({ line }: { line: LineFigures }) => {
  const [active, setActive] = useState<string | undefined>();
  const baseId = useId();
  const toolsOf = useMemo(
    () => new Map(line.roots.map((root) => [root.root, root.tools])),
    [line.roots],
  );
  const leave = (root: string) => setActive((current) => (current === root ? undefined : current));
  return (
    <div className="line-roots">
      <ul aria-label="Roots in the line">
        {line.inLine.map((root, index) => (
          <li key={root}>
            <button
              type="button"
              className="line-root mono"
              aria-describedby={`${baseId}-${index}`}
              onMouseEnter={() => setActive(root)}
              onMouseLeave={() => leave(root)}
              onFocus={() => setActive(root)}
              onBlur={() => leave(root)}
              onClick={() => setActive(root)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setActive(undefined);
              }}
            >
              <ServerText text={root} />
            </button>
          </li>
        ))}
      </ul>
      {line.inLine.map((root, index) => (
        <p
          key={root}
          id={`${baseId}-${index}`}
          role="tooltip"
          className="line-root-tip"
          hidden={active !== root}
        >
          <span className="mono">{escapeHidden(root)}</span> ·{' '}
          <span className="mono">{tipText(toolsOf.get(root) ?? [])}</span>
        </p>
      ))}
      {active === undefined && (
        <p className="muted line-root-hint">Hover or focus a root to see its tools.</p>
      )}
    </div>
  );
};
