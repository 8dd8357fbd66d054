import { useId, useState } from 'react';
import {
  type CatalogSettings,
  EMPTY_SETTINGS,
  escapeHidden,
  isEmptySettings,
  type ScaffoldingProposal,
  withDrop,
  withMark,
} from '../../../engine/core';
import type { CatalogSettingsView } from '../../../worker/boundary';
import { plural } from '../../shared/format';
import { ServerText } from '../../shared/text/ServerText';
import { LineSection, lineRootsText } from './LineSection';
import { budgetProblemIn, coversText, leavesToolsOut } from './lineCoverage';
import { RootsTable } from './RootsTable';

export type CatalogSettingsProps = {
  view: CatalogSettingsView | undefined;
  error: string | undefined;
  proposals: ScaffoldingProposal[] | undefined;
  /** Every tool's name, for marking one by name. */
  toolNames: readonly string[];
  onSettings: (settings: CatalogSettings) => void;
  onPropose: () => void;
  onDismissProposals: () => void;
};

/** Marks a tool as scaffolding by name. */
const MarkTool = ({
  view,
  toolNames,
  onSettings,
}: {
  view: CatalogSettingsView;
  toolNames: readonly string[];
  onSettings: (settings: CatalogSettings) => void;
}) => {
  const [name, setName] = useState('');
  const inputId = useId();
  const known = toolNames.includes(name.trim());
  return (
    <form
      className="settings-mark"
      onSubmit={(event) => {
        event.preventDefault();
        if (!known) return;
        const tool = name.trim();
        setName('');
        onSettings(withMark(view.settings, tool, true, view.ownScaffolding.includes(tool)));
      }}
    >
      <label htmlFor={inputId}>Mark a tool as scaffolding</label>
      <input
        id={inputId}
        className="mono"
        data-testid="mark-scaffolding-name"
        list="settings-tool-names"
        placeholder="tool name"
        spellCheck={false}
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <datalist id="settings-tool-names">
        {toolNames
          .filter((tool) => !view.scaffolding.includes(tool))
          .map((tool) => (
            <option key={tool} value={tool} />
          ))}
      </datalist>
      <button type="submit" className="button small" disabled={!known}>
        Mark
      </button>
    </form>
  );
};

/**
 * The user's settings for the loaded catalog: which tools are scaffolding (always
 * declared, never a search result) and how the capability line reads. Each change is applied
 * in the worker at once, so search, the line, the cost figures and the timeline follow it.
 */
export const CatalogSettingsSection = ({
  view,
  error,
  proposals,
  toolNames,
  onSettings,
  onPropose,
  onDismissProposals,
}: CatalogSettingsProps) => {
  const mark = (name: string, marked: boolean) =>
    view && onSettings(withMark(view.settings, name, marked, view.ownScaffolding.includes(name)));
  const changed = view && !isEmptySettings(view.settings);
  // A refused budget is shown by its input, not at the top.
  const budgetProblem = budgetProblemIn(error);
  return (
    <details
      className="panel catalog-settings"
      data-testid="catalog-settings"
      aria-label="Scaffolding & capability line"
    >
      <summary>
        <span className="settings-title">Scaffolding &amp; capability line</span>
        {view && (
          <span className="muted">
            {plural(view.declared.length, 'scaffolding tool')} · {lineRootsText(view)} ·{' '}
            {plural(view.lineChars, 'character')} · {plural(view.lineTokens, 'token')}
            {leavesToolsOut(view) && ` · ${coversText(view)}`}
          </span>
        )}
      </summary>
      {error && !budgetProblem && (
        <p className="settings-problem" role="alert" data-testid="settings-error">
          {error}
        </p>
      )}
      {!view ? (
        <p className="muted">Reading the catalog's roots…</p>
      ) : (
        <div className="settings-body">
          <LineSection
            view={view}
            error={budgetProblem ? error : undefined}
            onSettings={onSettings}
          />

          <section aria-labelledby="settings-scaffolding-title">
            <h3 id="settings-scaffolding-title">Scaffolding (always declared)</h3>
            {view.scaffolding.length === 0 ? (
              <p className="muted">
                None marked
                {view.declared.length > 0 &&
                  `: every prompt declares the harness's ${view.declared.join(' and ')}`}
                .
              </p>
            ) : (
              <ul className="settings-chips" data-testid="settings-scaffolding">
                {view.scaffolding.map((name) => (
                  <li key={name} className="mono" data-tool={name}>
                    <ServerText text={name} />
                    <button
                      type="button"
                      className="dismiss"
                      aria-label={`Unmark ${escapeHidden(name)} as scaffolding`}
                      onClick={() => mark(name, false)}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className="settings-row">
              <MarkTool view={view} toolNames={toolNames} onSettings={onSettings} />
              <button
                type="button"
                className="button small"
                data-testid="propose-scaffolding"
                title="Tools that work on the tool surface itself: search, list or describe tools, skills, the ontology, help"
                onClick={onPropose}
              >
                Propose scaffolding
              </button>
            </div>
            {proposals && (
              <div className="settings-proposals" data-testid="scaffolding-proposals">
                {proposals.length === 0 ? (
                  <p className="muted">
                    No candidates: no tool's name says it works on the tool surface (tools,
                    toolsets, skills, the ontology, help).
                  </p>
                ) : (
                  <ul>
                    {proposals.map((proposal) => (
                      <li key={proposal.name}>
                        <span className="mono">{escapeHidden(proposal.name)}</span>{' '}
                        <span className="muted">{escapeHidden(proposal.reason)}</span>{' '}
                        <button
                          type="button"
                          className="button small"
                          onClick={() => mark(proposal.name, true)}
                        >
                          Mark
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
                <div className="settings-row">
                  {proposals.length > 1 && (
                    <button
                      type="button"
                      className="button small"
                      onClick={() =>
                        onSettings(
                          proposals.reduce(
                            (settings, proposal) =>
                              withMark(
                                settings,
                                proposal.name,
                                true,
                                view.ownScaffolding.includes(proposal.name),
                              ),
                            view.settings,
                          ),
                        )
                      }
                    >
                      Mark all {proposals.length}
                    </button>
                  )}
                  <button type="button" className="button small ghost" onClick={onDismissProposals}>
                    Dismiss
                  </button>
                </div>
              </div>
            )}
          </section>

          <section aria-labelledby="settings-roots-title">
            <h3 id="settings-roots-title">Roots</h3>
            <p className="muted">
              Rename a root, or merge it into another by giving that one's name. A dropped root
              leaves the line and the capability filter; its tools stay findable by text.
            </p>
            <RootsTable view={view} onSettings={onSettings} />
            {view.dropped.length > 0 && (
              <>
                <h4>Dropped</h4>
                <ul className="settings-chips" data-testid="settings-dropped" aria-label="Dropped">
                  {view.dropped.map((root) => (
                    <li key={root.root} className="mono" data-root={root.root}>
                      {escapeHidden(root.root)} <span className="muted">({root.tools.length})</span>
                      <button
                        type="button"
                        className="button small ghost"
                        aria-label={`Restore ${escapeHidden(root.root)} to the line`}
                        onClick={() => onSettings(withDrop(view.settings, root.root, false))}
                      >
                        Restore
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          {changed && (
            <button
              type="button"
              className="button small ghost"
              data-testid="settings-reset"
              onClick={() => onSettings(EMPTY_SETTINGS)}
            >
              Reset to the catalog's own
            </button>
          )}
        </div>
      )}
    </details>
  );
};
