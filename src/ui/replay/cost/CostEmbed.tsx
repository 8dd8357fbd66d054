import { RequestErrorNote } from '../../shared/messages/RequestError';
import type { PromptPanelProps } from '../prompt/PromptPanel';
import { EmptySession } from '../timeline/EmptySession';
import { CostPanel } from './CostPanel';
import { useCostFigures } from './useCostFigures';

/**
 * `panel=cost`: the Prompt panel's standing-cost chart on its own, from the same replay and the
 * same figures (the Prompt panel's props and `useCostFigures`), so it always agrees with
 * the chart the full app draws beside the prompt.
 */
const CostEmbed = ({
  view,
  catalogSource,
  empty,
  entry,
  replay,
  replaying,
  replayError,
  providers,
  replayedWith,
  onView,
}: PromptPanelProps) => {
  const turns = replay?.turns ?? [];
  const { bars, savings } = useCostFigures(turns, providers, replayedWith);
  const at = Math.min(Math.max(1, view.turn), Math.max(1, turns.length));
  return (
    <div className="embed-cost" aria-busy={replaying}>
      <p className="muted embed-scenario" data-testid="embed-scenario">
        Scenario: <strong>{entry?.title ?? view.scenario ?? '…'}</strong> · t{at} of{' '}
        {turns.length || '…'}
      </p>
      {replayError && <RequestErrorNote message={replayError} testId="replay-error" />}
      {empty && <EmptySession catalogSource={catalogSource} reader />}
      {!replay && !replayError && !empty && (
        <p className="empty">Replaying the transcript (the tokenizer loads once)…</p>
      )}
      {replay && (
        <CostPanel
          bars={bars}
          savings={savings}
          accuracy={replay.summary.accuracy}
          providers={providers}
          turn={at}
          tokenizer={replay.tokenizer}
          onTurn={(turn) => onView({ turn })}
        />
      )}
    </div>
  );
};

export default CostEmbed;
