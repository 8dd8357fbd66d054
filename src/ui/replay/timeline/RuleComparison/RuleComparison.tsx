import { useMemo } from 'react';
import {
  type Transcript,
  WORKING_SET_RULE_INFO,
  type WorkingSetRule,
} from '../../../../engine/core';
import type { ReplayView } from '../../../../worker/boundary';
import { slotRows } from '../WorkingSetFigure/slotRows';
import { WorkingSetFigure } from '../WorkingSetFigure/WorkingSetFigure';
import { comparisonSummary, ruleSide } from './ruleComparison';
import './ruleComparison.css';

type Props = {
  transcript: Transcript;
  first: { rule: WorkingSetRule; replay: ReplayView };
  /** Undefined while the second replay runs. */
  second: { rule: WorkingSetRule; replay: ReplayView | undefined };
  turn: number;
  onTurn: (turn: number) => void;
};

/** One figure's rows: under a rule without a budget no free slots are drawn. */
const useRows = (transcript: Transcript, rule: WorkingSetRule, replay: ReplayView | undefined) =>
  useMemo(
    () =>
      replay
        ? slotRows(
            transcript,
            replay.turns,
            replay.markers,
            WORKING_SET_RULE_INFO[rule].budgeted ? replay.budget : 0,
          )
        : [],
    [transcript, rule, replay],
  );

/**
 * One session under two working-set rules, side by side (stacked on a phone), scrubbed by the
 * same turn: each figure's per-turn set size and evictions, and what differs at that turn.
 */
export const RuleComparison = ({ transcript, first, second, turn, onTurn }: Props) => {
  const firstRows = useRows(transcript, first.rule, first.replay);
  const secondRows = useRows(transcript, second.rule, second.replay);
  const summary = second.replay
    ? comparisonSummary(
        ruleSide(first.rule, first.replay, turn),
        ruleSide(second.rule, second.replay, turn),
        turn,
      )
    : undefined;
  return (
    <section
      className="rule-comparison"
      aria-label="Working-set rules compared"
      data-testid="rule-comparison"
    >
      <div className="rule-summary panel" data-testid="rule-summary" role="status">
        {summary ? (
          summary.map((line) => <p key={line}>{line}</p>)
        ) : (
          <p className="muted">Replaying the session under the second rule…</p>
        )}
      </div>
      <div className="rule-figures">
        <WorkingSetFigure
          rows={firstRows}
          turn={turn}
          budget={first.replay.budget}
          onTurn={onTurn}
          rule={first.rule}
          title={WORKING_SET_RULE_INFO[first.rule].label}
          counts
        />
        {second.replay ? (
          <WorkingSetFigure
            rows={secondRows}
            turn={turn}
            budget={second.replay.budget}
            onTurn={onTurn}
            rule={second.rule}
            title={WORKING_SET_RULE_INFO[second.rule].label}
            counts
          />
        ) : (
          <p className="empty">Replaying under “{WORKING_SET_RULE_INFO[second.rule].label}”…</p>
        )}
      </div>
    </section>
  );
};
