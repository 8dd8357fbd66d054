import { formatCount } from '../../shared/format';
import { ServerText } from '../../shared/text/ServerText';
import { shownTitle, titleField } from '../titles';
import type { CatalogTableRow } from './columns';
import { NUMERIC } from './columns';

type Props = {
  id: string;
  row: CatalogTableRow;
  onSelect: (name: string) => void;
};

/** One cell of the catalog table. Values are text: a name or tag is never read as markup. */
export const CatalogCell = ({ id, row, onSelect }: Props) => {
  switch (id) {
    case 'name': {
      const title = shownTitle(row);
      return (
        <td className="name-cell">
          <button
            type="button"
            className="link mono"
            data-testid="catalog-name"
            onClick={(event) => {
              event.stopPropagation();
              onSelect(row.name);
            }}
          >
            <ServerText text={row.name} />
          </button>
          {row.scaffolding && <span className="tag">scaffolding</span>}
          {title !== undefined && (
            <span
              className="tool-title muted"
              data-testid="catalog-title"
              title={`The tool's ${titleField(row)}: what clients show people`}
            >
              <ServerText text={title} />
            </span>
          )}
        </td>
      );
    }
    case 'domains':
    case 'capabilities': {
      // An imported catalog without tags gets them from names and servers: say which.
      const derived = row.derived[id];
      return (
        <td
          className="mono tags-cell"
          title={derived ? 'derived by toollens, not in the catalog' : undefined}
        >
          {derived && <span className="tag derived">derived</span>}
          <ServerText text={row[id].join(', ')} />
        </td>
      );
    }
    case 'tokens':
      return (
        <td className="num">
          {row.tokens === undefined ? (
            <span className="muted" title="Counting with the tokenizer…">
              …
            </span>
          ) : (
            formatCount(row.tokens)
          )}
        </td>
      );
    case 'live':
      return (
        <td className="num">
          {row.live && (
            <span className="live-marker" data-testid="live-marker" title="Live description">
              ● live
            </span>
          )}
        </td>
      );
    default: {
      const value = row[id as keyof CatalogTableRow];
      return (
        <td className={NUMERIC.has(id) ? 'num' : undefined}>
          {typeof value === 'number' ? formatCount(value) : String(value ?? '')}
        </td>
      );
    }
  }
};
