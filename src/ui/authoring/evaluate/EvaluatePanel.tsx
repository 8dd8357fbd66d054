import type { CatalogSummary } from '../../../worker/boundary';
import { downloadText, editedName } from '../../shared/download';
import { isDemoCatalog, type View } from '../../shared/view';
import { EditLog } from '../edit/EditLog';
import { LiveConflictNote } from '../edit/LiveConflictNote';
import { ToolEditor } from '../edit/ToolEditor';
import type { AuthoringState, AuthoringTab, LiveConflict } from '../state/authoringTypes';
import { EMPTY_HISTORY } from '../state/editHistory';
import '../edit/edit.css';
import { messageFor, type RequestMessage, shown } from '../../shared/request';
import { PlayTab } from '../play/PlayTab';
import { ComparePanel } from './ComparePanel';
import { FixesView } from './FixesView';
import { LintReport } from './LintReport';
import { QueriesView } from './QueriesView';
import { QuerySetBar } from './QuerySetBar';
import { QuerySetEditor } from './QuerySetEditor';
import './evaluate.css';

export type EvaluatePanelProps = {
  authoring: AuthoringState;
  view: View;
  catalog: CatalogSummary | undefined;
  /** The loaded catalog's tool names; undefined while they load. */
  toolNames: ReadonlySet<string> | undefined;
  onView: (patch: Partial<View>) => void;
  /** Server changes held for the user's edits (a live catalog), shown on their tool. */
  conflicts: readonly LiveConflict[];
  onTakeServerText: (conflict: LiveConflict) => void;
  onKeepMine: (conflict: LiveConflict) => void;
  /** The store's failed requests (`requestMessages`): the evaluation's, comparison's, report's. */
  messages: readonly RequestMessage[];
  /**
   * A reader's embed: the figures and the view's own controls, none that change or add data (no
   * set editing, no import, no tool editor).
   */
  readOnly?: boolean;
  /**
   * Opens a model run's log in the Timeline, imported as its Import… does; undefined in an
   * embed, which has no Play view.
   */
  onOpenRun?: (fileName: string, text: string) => void;
};

const TABS: { id: AuthoringTab; label: string }[] = [
  { id: 'queries', label: 'Queries' },
  { id: 'set', label: 'Edit the set' },
  { id: 'compare', label: 'Compare' },
  { id: 'lint', label: 'Lint' },
  { id: 'fixes', label: 'Fixes' },
  { id: 'play', label: 'Play' },
];

/**
 * Query sets, their evaluation, live edits, comparisons and the lint report: the workbench a
 * description author uses to prove an edit helps. Every figure comes from the worker.
 */
const EvaluatePanel = ({
  authoring,
  view,
  catalog,
  toolNames,
  onView,
  conflicts,
  onTakeServerText,
  onKeepMine,
  messages,
  readOnly = false,
  onOpenRun,
}: EvaluatePanelProps) => {
  const { actions } = authoring;
  const active = authoring.querySets.find((set) => set.id === authoring.activeSet);
  const history =
    (authoring.catalogKey && authoring.histories[authoring.catalogKey]) || EMPTY_HISTORY;
  const comparison = shown(authoring.compare.result)?.comparison;
  const findings = shown(authoring.lint.result)?.findings;
  const openQuery = (query: string, why?: string) =>
    onView({ panel: 'search', query, filters: {}, tool: undefined, why });
  const editTool = readOnly ? undefined : (name: string) => void actions.openEditor(name);
  const download = async (run: () => Promise<string | undefined>, name: string, type?: string) => {
    const text = await run();
    if (text !== undefined) downloadText(name, text, type);
  };
  const hasSide = !readOnly && (authoring.editor !== undefined || history.entries.length > 0);
  // A reader's embed neither edits the set nor runs a model (a run needs the reader's own key).
  const tabs = readOnly ? TABS.filter((tab) => tab.id !== 'set' && tab.id !== 'play') : TABS;
  const tab =
    readOnly && (view.evaluateTab === 'set' || view.evaluateTab === 'play')
      ? 'queries'
      : view.evaluateTab;
  const conflict = conflicts.find(
    (each) => each.name === authoring.editor?.name && each.source === catalog?.source,
  );
  const offerDemo =
    isDemoCatalog(view.catalog) && !authoring.querySets.some((s) => s.id === 'demo');

  return (
    <div className="evaluate-panel">
      <QuerySetBar
        sets={authoring.querySets}
        active={active}
        offerDemo={offerDemo}
        onSelect={actions.selectSet}
        onDemo={() => void actions.addDemoSet()}
        onImport={(name, text) => void actions.importQuerySet(name, text)}
        onExport={(format) =>
          void download(
            () => actions.exportQuerySet(format),
            `${active?.id ?? 'queries'}.${format}`,
            format === 'csv' ? 'text/csv' : 'application/json',
          )
        }
        onNew={() => actions.newQuerySet(`My queries ${authoring.querySets.length + 1}`)}
        onRename={actions.renameSet}
        onDelete={actions.deleteSet}
        readOnly={readOnly}
      />
      {authoring.querySetErrors && (
        <section className="panel panel-error" role="alert" data-testid="query-set-errors">
          <header>
            <h2>{authoring.querySetErrors.source} could not be read</h2>
            <button
              type="button"
              className="dismiss"
              aria-label="Dismiss"
              onClick={actions.dismissQuerySetErrors}
            >
              ×
            </button>
          </header>
          <ul className="issues">
            {authoring.querySetErrors.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </section>
      )}
      <fieldset className="segmented evaluate-tabs" aria-label="Evaluate views">
        {tabs.map((each) => (
          <button
            key={each.id}
            type="button"
            aria-pressed={tab === each.id}
            data-testid={`evaluate-tab-${each.id}`}
            onClick={() => actions.setTab(each.id)}
          >
            {each.label}
          </button>
        ))}
      </fieldset>
      <div className={hasSide ? 'evaluate-grid with-side' : 'evaluate-grid'}>
        <div className="evaluate-main">
          {tab === 'lint' ? (
            <LintReport
              findings={findings}
              severity={authoring.lint.severity}
              error={messageFor(messages, 'lint')}
              onSeverity={actions.setLintSeverity}
              onEditTool={editTool}
            />
          ) : !active ? (
            <p className="empty" data-testid="no-query-set">
              A query set is a list of queries, each with the tools a good search should return.
              {offerDemo
                ? ' Use the demo set written for this catalog, import one, or start a new set.'
                : ' Import one (JSON or CSV) or start a new set.'}
            </p>
          ) : tab === 'set' ? (
            <QuerySetEditor
              set={active}
              toolNames={toolNames}
              onSave={actions.saveQuery}
              onDelete={actions.deleteQuery}
            />
          ) : tab === 'play' ? (
            <PlayTab
              setId={active.id}
              queries={active.queries}
              catalog={`${authoring.catalogKey ?? ''}:${history.applied}`}
              onOpenRun={onOpenRun}
            />
          ) : tab === 'fixes' ? (
            <FixesView
              fixes={authoring.fixes}
              targets={view.targets}
              onTargets={(targets) => onView({ targets })}
              busy={authoring.editing}
              onApply={readOnly ? undefined : (texts) => void actions.applyFixes(texts)}
              onRetry={() => actions.retry('fixes')}
            />
          ) : tab === 'compare' ? (
            <ComparePanel
              compare={authoring.compare}
              comparison={comparison}
              ranker={view.ranker}
              edits={history.applied}
              onMode={(mode) => actions.setCompare({ mode })}
              onConfig={actions.updateCompareConfig}
              onOpenQuery={(query) => openQuery(query)}
              error={messageFor(messages, 'comparison')}
            />
          ) : (
            <QueriesView
              authoring={authoring}
              querySet={active}
              view={view}
              onView={onView}
              onOpenQuery={openQuery}
              onEditTool={editTool}
              error={messageFor(messages, 'evaluation')}
              targetsError={messageFor(messages, 'targetEvaluation')}
              onApplyFix={
                readOnly ? undefined : (name, text) => void actions.applyFixes([{ name, text }])
              }
            />
          )}
        </div>
        {hasSide && (
          <aside className="evaluate-side" aria-label="Tool edits">
            {authoring.editor && (
              <ToolEditor
                detail={authoring.editor}
                busy={authoring.editing}
                error={authoring.editError}
                onSave={(text) => void actions.saveEdit(text)}
                onClose={actions.closeEditor}
                onDismissError={actions.dismissEditError}
                lastEdit={history.entries[history.applied - 1]}
                onUndo={() => void actions.undo()}
              >
                {conflict && (
                  <LiveConflictNote
                    conflict={conflict}
                    busy={authoring.editing}
                    onTake={() => onTakeServerText(conflict)}
                    onKeep={() => onKeepMine(conflict)}
                  />
                )}
              </ToolEditor>
            )}
            {history.entries.length > 0 && (
              <EditLog
                history={history}
                busy={authoring.editing}
                format={catalog?.format}
                onUndo={() => void actions.undo()}
                onRedo={() => void actions.redo()}
                onExport={() =>
                  void download(actions.exportCatalog, editedName(catalog?.source ?? 'catalog'))
                }
                onEditTool={(name) => void actions.openEditor(name)}
              />
            )}
          </aside>
        )}
      </div>
    </div>
  );
};

export default EvaluatePanel;
