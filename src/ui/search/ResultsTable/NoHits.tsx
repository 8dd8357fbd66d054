import type { ToolSearchResult } from '../../../engine/core';

type Props = {
  result: ToolSearchResult;
  /** The tools the palette would list for the query (the worker's `nearestTools`), best first. */
  nearestTools?: readonly string[] | undefined;
  /** Opens a tool as the palette does: its name as the query, its lens open. */
  onOpenTool?: ((name: string) => void) | undefined;
};

/**
 * What the results say when there are none. A query that finds nothing may still name a tool the
 * way the palette reads names (`insertmany` for insert-many): those tools are offered as choices.
 */
export const NoHits = ({ result, nearestTools = [], onOpenTool }: Props) => (
  <div className="no-hits" data-testid="no-hits" data-query={result.query}>
    <p className="empty">
      {result.mode === 'browse' ? 'No tools in scope.' : 'No tool matches these terms.'}
    </p>
    {onOpenTool && nearestTools.length > 0 && (
      <>
        <p className="hint" id="nearest-tools-label">
          The nearest tools by name, as the palette finds them:
        </p>
        <ul className="nearest-tools" aria-labelledby="nearest-tools-label">
          {nearestTools.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="nearest-tool mono"
                data-testid="nearest-tool"
                onClick={() => onOpenTool(name)}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      </>
    )}
  </div>
);
