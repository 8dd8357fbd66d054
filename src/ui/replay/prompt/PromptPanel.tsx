import { useMemo } from 'react';
import { declarationLines, type ProviderModel } from '../../../engine/core';
import type { CatalogSettingsView, ReplayView } from '../../../worker/boundary';
import { RequestErrorNote } from '../../shared/messages/RequestError';
import type { RequestMessage as Failure } from '../../shared/request';
import type { View } from '../../shared/view';
import { CostPanel } from '../cost/CostPanel';
import { useCostFigures } from '../cost/useCostFigures';
import type { DiffState, ScenarioEntry, SessionActions } from '../state/sessionTypes';
import { SavingsCard } from '../story/SavingsCard';
import { useLineShown } from '../story/useLineShown';
import { EmptySession } from '../timeline/EmptySession';
import { Scrubber } from '../timeline/Scrubber/Scrubber';
import { DeclarationOrders, OrdersNotCompared } from './DeclarationOrders';
import { PrefixSummary } from './PrefixSummary';
import { PromptDiffView } from './PromptDiffView';
import { PromptSections } from './PromptSections';
import { ProviderTable } from './ProviderTable';
import { sectionPrefixes } from './prefixSegments';
import { Switches } from './Switches';
import { ToolCosts } from './ToolCosts';
import '../timeline/session.css';
import './prompt.css';

export type PromptPanelProps = {
  view: View;
  catalogSource: string | undefined;
  /** No session to show on this catalog yet (none of the user's, and the demo's are not offered). */
  empty: boolean;
  entry: ScenarioEntry | undefined;
  replay: ReplayView | undefined;
  replaying: boolean;
  /** The replay (or the scenario list it needs) failed; Retry asks again. */
  replayError: Failure | undefined;
  diff: DiffState | undefined;
  diffError: Failure | undefined;
  diffWords: boolean;
  providers: ProviderModel[];
  /** The models the shown replay was computed with: its cache figures are exact for these. */
  replayedWith: ProviderModel[];
  actions: SessionActions;
  onView: (patch: Partial<View>) => void;
  /** An embed for readers: an empty state names what is missing and offers nothing. */
  readOnly?: boolean;
  /**
   * The catalog's settings view, the Catalog panel's own (one source): the capability line's
   * budget, coverage and each root's tools.
   */
  line?: CatalogSettingsView | undefined;
  /** Asks for that view when there is none yet (a fresh catalog). */
  onEnsureLine?: (() => void) | undefined;
};

/** The diff choice: none (the sections), the previous turn, or any turn. */
const DiffChoice = ({
  view,
  turns,
  onView,
}: {
  view: View;
  /** The turn numbers to offer. */
  turns: number[];
  onView: PromptPanelProps['onView'];
}) => (
  <label className="field diff-choice">
    <span className="field-label">Show</span>
    <select
      data-testid="diff-select"
      value={view.diff === undefined ? 'none' : String(view.diff)}
      onChange={(event) => {
        const value = event.target.value;
        onView({ diff: value === 'none' ? undefined : value === 'prev' ? 'prev' : Number(value) });
      }}
    >
      <option value="none">the prompt, by section</option>
      <option value="prev">the diff against the previous turn</option>
      {turns.map((turn) => (
        <option key={turn} value={String(turn)}>
          the diff against t{turn}
        </option>
      ))}
    </select>
  </label>
);

/**
 * The assembled system instruction at the selected turn: its sections, the cache-stable prefix
 * and where it breaks, a diff against another turn, the cached tokens under each provider model,
 * and the standing cost of every turn. The counterfactual switches re-replay the scenario.
 */
const PromptPanel = ({
  view,
  catalogSource,
  empty,
  entry,
  replay,
  replaying,
  replayError,
  diff,
  diffError,
  diffWords,
  providers,
  replayedWith,
  actions,
  onView,
  readOnly = false,
  line,
  onEnsureLine,
}: PromptPanelProps) => {
  const turns = replay?.turns ?? [];
  const at = Math.min(Math.max(1, view.turn), Math.max(1, turns.length));
  const turn = turns[at - 1];
  const { caches, bars, savings } = useCostFigures(turns, providers, replayedWith);
  const sections = useMemo(
    () => (turn ? sectionPrefixes(turn.prompt.sections, turn.stablePrefixChars) : []),
    [turn],
  );
  const times = useMemo(() => turns.map((each) => each.at), [turns]);
  const lines = useMemo(() => {
    if (!turn) return new Map<string, string>();
    const texts = declarationLines(turn.prompt);
    return new Map(turn.prompt.declared.map((name, index) => [name, texts[index] ?? '']));
  }, [turn]);
  const before = view.diff === 'prev' ? at - 1 : view.diff;
  const diffShown = diff && diff.before === before && diff.after === at ? diff.diff : undefined;
  const onTurn = (next: number) => onView({ turn: next });
  const lineShown = useLineShown(line, turn, onEnsureLine);

  return (
    <div className="prompt-panel session-panel" aria-busy={replaying}>
      <div className="session-controls">
        <div className="prompt-scenario">
          <span className="field-label">Scenario</span>
          <button
            type="button"
            className="link"
            onClick={() => onView({ panel: 'timeline' })}
            title="Choose another on the Timeline"
          >
            {entry?.title ?? view.scenario ?? '…'}
          </button>
        </div>
        <Scrubber turn={at} times={times} onTurn={onTurn} keys={view.demo === undefined} compact />
        <Switches unsorted={view.unsorted} varyingFirst={view.varyingFirst} onView={onView} />
      </div>
      {replay && (
        <SavingsCard
          turns={replay.turns}
          accuracy={replay.summary.accuracy}
          turn={at}
          line={lineShown}
        />
      )}
      {replayError && <RequestErrorNote message={replayError} testId="replay-error" />}
      {empty &&
        (readOnly ? (
          <EmptySession catalogSource={catalogSource} reader />
        ) : (
          <EmptySession
            catalogSource={catalogSource}
            onTimeline={() => onView({ panel: 'timeline' })}
          />
        ))}
      {!turn && !replayError && !empty && (
        <p className="empty">Replaying the transcript (the tokenizer loads once)…</p>
      )}
      {turn && replay && (
        <div className="prompt-grid">
          <div className="prompt-main">
            <PrefixSummary turn={turn} sections={sections} />
            <section className="panel prompt-body" aria-label="Prompt">
              <DiffChoice view={view} turns={turns.map((each) => each.turn)} onView={onView} />
              {diffError && before !== undefined && before !== at && (
                <RequestErrorNote message={diffError} compact testId="diff-error" />
              )}
              {before !== undefined && before >= 1 && before !== at ? (
                <PromptDiffView
                  diff={diffShown}
                  before={before}
                  after={at}
                  words={diffWords}
                  onWords={actions.setDiffWords}
                />
              ) : (
                <>
                  {before !== undefined && (
                    <p className="muted">
                      {before === at
                        ? `t${at} against itself is no diff`
                        : before < 1
                          ? `t${at} has no turn before it`
                          : `There is no t${before} here`}
                      ; the sections of t{at}:
                    </p>
                  )}
                  <PromptSections sections={sections} line={lineShown} />
                </>
              )}
            </section>
            <ToolCosts
              costs={replay.toolCosts[at - 1] ?? []}
              lines={lines}
              turn={at}
              tokenizer={replay.tokenizer}
            />
          </div>
          <div className="prompt-side">
            <ProviderTable
              providers={providers}
              caches={caches[at - 1] ?? []}
              first={at === 1}
              onProviders={actions.setProviders}
            />
            {replay.orders ? (
              <DeclarationOrders orders={replay.orders} inUse={replay.order} />
            ) : (
              <OrdersNotCompared turns={replay.turns.length} max={replay.ordersMaxTurns} />
            )}
            <CostPanel
              bars={bars}
              savings={savings}
              accuracy={replay.summary.accuracy}
              providers={providers}
              turn={at}
              tokenizer={replay.tokenizer}
              onTurn={onTurn}
            />
          </div>
        </div>
      )}
    </div>
  );
};

export default PromptPanel;
