import { useId, useMemo, useState } from 'react';
import {
  DEFAULT_WORKING_SET_BUDGET,
  DEFAULT_WORKING_SET_RULE,
  type Transcript,
  WORKING_SET_RULE_INFO,
} from '../../../engine/core';
import type { RecordedSearchesReport } from '../../../engine/index';
import type { CatalogSettingsView, ReplayView } from '../../../worker/boundary';
import { RequestErrorNote } from '../../shared/messages/RequestError';
import type { RequestMessage as Failure } from '../../shared/request';
import type { View } from '../../shared/view';
import type {
  EditError,
  ImportReport as ImportReportState,
  ScenarioEntry,
  SessionActions,
} from '../state/sessionTypes';
import { SavingsCard } from '../story/SavingsCard';
import { useLineShown } from '../story/useLineShown';
import { BudgetControl } from './BudgetControl';
import { EmptySession } from './EmptySession';
import { RuleComparison } from './RuleComparison/RuleComparison';
import { RuleControl } from './RuleControl';
import { ImportReportNote, reportFor } from './ScenarioPicker/ImportReport';
import { KIND_LABELS, ScenarioPicker } from './ScenarioPicker/ScenarioPicker';
import { TranscriptWriter } from './ScenarioPicker/TranscriptWriter';
import { Scrubber } from './Scrubber/Scrubber';
import { SimulateControl, type SimulateSet } from './SimulateControl/SimulateControl';
import { TranscriptErrors } from './TranscriptErrors';
import { TurnDetail } from './TurnDetail/TurnDetail';
import { slotRows } from './WorkingSetFigure/slotRows';
import { WorkingSetFigure } from './WorkingSetFigure/WorkingSetFigure';
import './session.css';

export type TimelinePanelProps = {
  view: View;
  catalogSource: string | undefined;
  entries: ScenarioEntry[];
  entry: ScenarioEntry | undefined;
  /** The scenarios or saved transcripts are still being read. */
  loading: boolean;
  /** The newest replay and the transcript it replayed; kept while a newer one runs. */
  replay: ReplayView | undefined;
  replayed: Transcript | undefined;
  replaying: boolean;
  /** The same session under the view's `compareRule`, when one is chosen and replayed. */
  compareReplay?: ReplayView | undefined;
  /** The replay (or the scenario list it needs) failed; Retry asks again. */
  replayError: Failure | undefined;
  /** The transcript's recorded searches held against their emulators, when it has any. */
  recorded?: RecordedSearchesReport | undefined;
  transcriptErrors: { source: string; errors: string[] } | undefined;
  editError: EditError | undefined;
  /** How the last imported file was read (format, notes). */
  importReport?: ImportReportState | undefined;
  actions: SessionActions;
  onView: (patch: Partial<View>) => void;
  onStartDemo: () => void;
  /** The query sets a simulated agent can run (Evaluate's open and saved sets). */
  querySets?: SimulateSet[];
  /** The set open in Evaluate. */
  activeSet?: string | undefined;
  simulateError?: string | undefined;
  onOpenEvaluate?: () => void;
  /**
   * For readers (an embed without `edit=1`): the transcript shown and the view's controls (turn,
   * budget), none that import, write, edit, delete, simulate or pick another scenario.
   */
  readOnly?: boolean;
  /** The catalog's settings view, as the Prompt panel takes it: the savings card's coverage. */
  line?: CatalogSettingsView | undefined;
  /** Asks for that view when there is none yet (a fresh catalog). */
  onEnsureLine?: (() => void) | undefined;
};

/**
 * The transcript timeline: pick a scenario, scrub its turns, and watch the working set fill and
 * evict, turn by turn, with the events that caused it. Everything shown comes from the worker's
 * replay; editing changes the transcript and the replay follows.
 */
const TimelinePanel = (props: TimelinePanelProps) => {
  const { view, entry, replay, replayed, actions, onView, readOnly = false } = props;
  const [editing, setEditing] = useState(false);
  const [writing, setWriting] = useState(false);
  const [simulating, setSimulating] = useState(false);
  const fileId = useId();
  // A catalog of the user's with no session yet: the empty state, not a replay to wait for.
  const empty = !entry && view.scenario === undefined && !props.loading;
  const own = entry?.transcript.budget ?? DEFAULT_WORKING_SET_BUDGET;
  const budget = view.budget ?? own;
  // The rule the replay was made with: the view's while a replay under it runs, then the same.
  const rule = replay?.rule ?? view.rule ?? DEFAULT_WORKING_SET_RULE;
  const budgeted = WORKING_SET_RULE_INFO[rule].budgeted;
  // The import report of the session shown, whichever of its threads is open.
  const report =
    props.importReport && reportFor(props.importReport, entry?.name)
      ? props.importReport
      : undefined;
  const compareRule = view.compareRule === rule ? undefined : view.compareRule;
  const turns = replay?.turns ?? [];
  const turn = Math.min(Math.max(1, view.turn), Math.max(1, turns.length));
  const rows = useMemo(
    () =>
      replay && replayed
        ? slotRows(replayed, replay.turns, replay.markers, budgeted ? replay.budget : 0)
        : [],
    [replay, replayed, budgeted],
  );
  const times = useMemo(() => turns.map((each) => each.at), [turns]);
  const current = turns[turn - 1];
  const lineShown = useLineShown(props.line, current, props.onEnsureLine);
  const currentTurn = replayed?.turns[turn - 1];

  return (
    <div className="timeline-panel session-panel" aria-busy={props.replaying}>
      <div className="session-controls">
        {readOnly ? (
          <p className="field scenario-shown">
            <span className="field-label">Scenario</span>
            <strong data-testid="scenario-title">{entry?.title ?? view.scenario ?? 'none'}</strong>
          </p>
        ) : (
          <ScenarioPicker
            fileId={fileId}
            entries={props.entries}
            entry={entry}
            onPick={(scenario) => onView({ scenario, turn: 1, budget: undefined })}
            onImport={(name, text, reading) => void actions.importTranscript(name, text, reading)}
            onWrite={() => setWriting(true)}
            onRemove={(name) => void actions.removeSaved(name)}
          />
        )}
        <BudgetControl
          budget={budget}
          own={own}
          applies={budgeted || compareRule === 'lru'}
          onBudget={(next) => onView({ budget: next })}
        />
        <RuleControl
          rule={view.rule ?? DEFAULT_WORKING_SET_RULE}
          compareRule={compareRule}
          proposed={report?.proposedRule}
          onRule={(next) => onView({ rule: next === DEFAULT_WORKING_SET_RULE ? undefined : next })}
          onCompare={(next) => onView({ compareRule: next })}
        />
        {!readOnly && (
          <SimulateControl
            querySets={props.querySets ?? []}
            activeSet={props.activeSet}
            budget={budget}
            error={props.simulateError}
            onSimulate={actions.simulate}
            onDismissError={actions.dismissSimulateError}
            onOpenEvaluate={props.onOpenEvaluate ?? (() => onView({ panel: 'evaluate' }))}
            open={simulating}
            onOpen={setSimulating}
          />
        )}
        {!readOnly && (
          <div className="session-buttons">
            {entry && (
              <button
                type="button"
                className="button small"
                aria-pressed={editing}
                data-testid="edit-toggle"
                onClick={() => setEditing(!editing)}
              >
                {editing ? 'Done editing' : 'Edit transcript'}
              </button>
            )}
            <button
              type="button"
              className="button small"
              onClick={props.onStartDemo}
              data-testid="start-demo"
            >
              ▶ Guided demo
            </button>
          </div>
        )}
      </div>
      {entry && (
        <p
          className="scenario-about muted"
          data-testid="scenario-about"
          role="status"
          aria-label="About the scenario"
        >
          <span className={`kind kind-${entry.kind}`}>{KIND_LABELS[entry.kind]}</span>{' '}
          {entry.transcript.description ?? `${entry.transcript.turns.length} turns`}
        </p>
      )}
      {report && !readOnly && (
        <ImportReportNote
          report={report}
          shown={entry?.name}
          onDismiss={actions.dismissImportReport}
          onPick={(scenario) => onView({ scenario, turn: 1, budget: undefined })}
        />
      )}
      {replay && (
        <SavingsCard
          turns={replay.turns}
          accuracy={replay.summary.accuracy}
          turn={turn}
          line={lineShown}
        />
      )}
      {/* A failed replay has no turns to scrub: the error below says why, not "no turns yet". */}
      {(replay || !props.replayError) && !empty && (
        <Scrubber
          turn={turn}
          times={times}
          onTurn={(next) => onView({ turn: next })}
          keys={view.demo === undefined}
        />
      )}

      {empty && readOnly && <EmptySession catalogSource={props.catalogSource} reader />}
      {empty && !simulating && !readOnly && (
        <EmptySession
          catalogSource={props.catalogSource}
          fileId={fileId}
          onSimulate={() => setSimulating(true)}
        />
      )}
      {props.transcriptErrors && !writing && (
        <TranscriptErrors
          errors={props.transcriptErrors}
          onDismiss={actions.dismissTranscriptErrors}
        />
      )}
      {props.replayError && <RequestErrorNote message={props.replayError} testId="replay-error" />}
      {!replay && !props.replayError && !empty && (
        <p className="empty">
          {props.loading
            ? 'Reading the scenarios…'
            : 'Replaying the transcript (the tokenizer loads once)…'}
        </p>
      )}

      {replay && (
        <>
          {compareRule && replayed ? (
            <RuleComparison
              transcript={replayed}
              first={{ rule, replay }}
              second={{
                rule: compareRule,
                replay: props.compareReplay?.rule === compareRule ? props.compareReplay : undefined,
              }}
              turn={turn}
              onTurn={(next) => onView({ turn: next })}
            />
          ) : (
            <WorkingSetFigure
              rows={rows}
              turn={turn}
              budget={replay.budget}
              rule={rule}
              onTurn={(next) => onView({ turn: next })}
            />
          )}
          {current && currentTurn && (
            <TurnDetail
              number={turn}
              turn={currentTurn}
              replayed={current}
              markers={replay.markers.filter((marker) => marker.turn === turn)}
              turnCount={turns.length}
              editing={editing}
              editError={props.editError}
              onEdit={actions.edit}
              onDismissEditError={actions.dismissEditError}
              rule={rule}
              recorded={props.recorded?.checks.filter((check) => check.at.turn === turn)}
            />
          )}
        </>
      )}

      {writing && (
        <TranscriptWriter
          entry={entry}
          errors={props.transcriptErrors?.errors}
          onSave={(text, overwrite) => actions.writeTranscript(text, overwrite)}
          onClose={() => {
            setWriting(false);
            actions.dismissTranscriptErrors();
          }}
        />
      )}
    </div>
  );
};

export default TimelinePanel;
