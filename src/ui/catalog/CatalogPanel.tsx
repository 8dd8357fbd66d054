import { type ReactNode, useEffect, useMemo } from 'react';
import { type CatalogSettings, own, type ScaffoldingProposal, withMark } from '../../engine/core';
import type {
  CatalogRow,
  CatalogSettingsView,
  DeclarationTokens,
  ToolDetail,
} from '../../worker/boundary';
import { RequestErrorNote } from '../shared/messages/RequestError';
import { messageFor, type RequestMessage, type RequestState, shown } from '../shared/request';
import type { View } from '../shared/view';
import { CatalogTable } from './CatalogTable/CatalogTable';
import { CatalogSettingsSection } from './Settings/CatalogSettingsSection';
import { ToolDetailView } from './ToolDetail/ToolDetailView';
import './catalog.css';
import { plural } from '../shared/format';

export type CatalogPanelProps = {
  view: View;
  rows: RequestState<CatalogRow[]>;
  tokens: RequestState<DeclarationTokens>;
  detail: RequestState<ToolDetail | undefined>;
  onView: (patch: Partial<View>) => void;
  /** The store's failed requests (`requestMessages`): the tool list's, the counts', the detail's. */
  messages: readonly RequestMessage[];
  /** Opens a tool in the editor. */
  onEdit?: ((name: string) => void) | undefined;
  /** The catalog's settings; absent where the panel is shown read-only (embeds). */
  settings?: CatalogSettingsPanelProps | undefined;
  /** More of the toolbar, after the filter and the counts (the app's "Compare with…"). */
  tools?: ReactNode;
  /** A section above the tools (the release diff), when one is open. */
  section?: ReactNode;
};

/** What the "Scaffolding & capability line" section needs from the store. */
export type CatalogSettingsPanelProps = {
  view: CatalogSettingsView | undefined;
  error: string | undefined;
  proposals: ScaffoldingProposal[] | undefined;
  onSettings: (settings: CatalogSettings) => void;
  /** Asks for the view when it is not here (a fresh catalog). */
  onEnsure: () => void;
  onPropose: () => void;
  onDismissProposals: () => void;
};

/** Every tool of the catalog, and the one selected, as it would be declared. */
const CatalogPanel = ({
  view,
  rows: rowsRequest,
  tokens: tokensRequest,
  detail: detailRequest,
  onView,
  messages,
  onEdit,
  settings,
  tools,
  section,
}: CatalogPanelProps) => {
  const rows = shown(rowsRequest);
  const tokens = shown(tokensRequest);
  const detail = shown(detailRequest);
  const rowsError = messageFor(messages, 'rows');
  const tokensError = messageFor(messages, 'tokens');
  const detailError = view.tool ? messageFor(messages, 'detail') : undefined;
  const data = useMemo(
    () => (rows ?? []).map((row) => ({ ...row, tokens: tokens && own(tokens.tokens, row.name) })),
    [rows, tokens],
  );
  const shownDetail = detail && detail.name === view.tool ? detail : undefined;
  const settingsView = settings?.view;
  const ensureSettings = settings?.onEnsure;
  // Asked when the panel shows and again after every catalog load (which clears the view).
  useEffect(() => {
    if (!settingsView && rows) ensureSettings?.();
  }, [settingsView, ensureSettings, rows]);
  const toolNames = useMemo(() => (rows ?? []).map((row) => row.name), [rows]);
  const markTool =
    settings?.view &&
    ((name: string, marked: boolean) => {
      const current = settings.view;
      if (!current) return;
      settings.onSettings(
        withMark(current.settings, name, marked, current.ownScaffolding.includes(name)),
      );
    });

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
          {rows ? plural(rows.length, 'tool') : rowsError ? 'No tool list' : 'Loading the tools…'}
          {' · '}
          {tokensError
            ? 'tokens unavailable'
            : tokens
              ? `tokens by ${tokens.tokenizer}`
              : 'counting tokens…'}
        </p>
        {tools}
      </div>
      {section}
      {rowsError && <RequestErrorNote message={rowsError} testId="catalog-rows-error" />}
      {tokensError && (
        <RequestErrorNote message={tokensError} compact testId="catalog-tokens-error" />
      )}
      {detailError && <RequestErrorNote message={detailError} testId="catalog-detail-error" />}
      {settings && (
        <CatalogSettingsSection
          view={settings.view}
          error={settings.error}
          proposals={settings.proposals}
          toolNames={toolNames}
          onSettings={settings.onSettings}
          onPropose={settings.onPropose}
          onDismissProposals={settings.onDismissProposals}
        />
      )}
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
            tokens={tokens && own(tokens.tokens, shownDetail.name)}
            onClose={() => onView({ tool: undefined })}
            onEdit={onEdit && (() => onEdit(shownDetail.name))}
            onScaffolding={markTool && ((marked) => markTool(shownDetail.name, marked))}
          />
        )}
      </div>
    </div>
  );
};

export default CatalogPanel;
