import { useMemo } from 'react';
import type { CatalogRow, DeclarationTokens, ToolDetail } from '../../../worker/boundary';
import type { View } from '../../url/viewHash';
import { CatalogTable } from './CatalogTable/CatalogTable';
import { ToolDetailView } from './ToolDetail/ToolDetailView';
import './catalog.css';

export type CatalogPanelProps = {
  view: View;
  rows: CatalogRow[] | undefined;
  tokens: DeclarationTokens | undefined;
  tokensError: string | undefined;
  detail: ToolDetail | undefined;
  onView: (patch: Partial<View>) => void;
  /** Opens a tool in the editor (issue 8). */
  onEdit?: ((name: string) => void) | undefined;
};

/** Every tool of the catalog, and the one selected, as it would be declared. */
const CatalogPanel = ({
  view,
  rows,
  tokens,
  tokensError,
  detail,
  onView,
  onEdit,
}: CatalogPanelProps) => {
  const data = useMemo(
    () => (rows ?? []).map((row) => ({ ...row, tokens: tokens?.tokens[row.name] })),
    [rows, tokens],
  );
  const shownDetail = detail && detail.name === view.tool ? detail : undefined;

  return (
    <div className="catalog-panel">
      <div className="catalog-controls">
        <label className="field">
          <span className="field-label">Filter tools</span>
          <input
            type="search"
            data-testid="catalog-filter"
            placeholder="name, domain or capability"
            spellCheck={false}
            autoComplete="off"
            value={view.find}
            onChange={(event) => onView({ find: event.target.value })}
          />
        </label>
        <p className="muted catalog-status" aria-live="polite">
          {rows ? `${rows.length.toLocaleString('en')} tools` : 'Loading the tools…'}
          {' · '}
          {tokensError
            ? `tokens unavailable: ${tokensError}`
            : tokens
              ? `tokens by ${tokens.tokenizer}`
              : 'counting tokens…'}
        </p>
      </div>
      <div className={shownDetail ? 'catalog-grid with-detail' : 'catalog-grid'}>
        <CatalogTable
          rows={data}
          sort={view.sort}
          find={view.find}
          selected={view.tool}
          tokenizer={tokens?.tokenizer}
          onSort={(sort) => onView({ sort })}
          onSelect={(tool) => onView({ tool })}
        />
        {shownDetail && (
          <ToolDetailView
            detail={shownDetail}
            tokens={tokens?.tokens[shownDetail.name]}
            onClose={() => onView({ tool: undefined })}
            onEdit={onEdit && (() => onEdit(shownDetail.name))}
          />
        )}
      </div>
    </div>
  );
};

export default CatalogPanel;
