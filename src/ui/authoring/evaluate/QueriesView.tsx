import { useMemo } from 'react';
import type { ToolText } from '../../../engine/core';
import { noun, plural } from '../../shared/format';
import { RequestErrorNote } from '../../shared/messages/RequestError';
import { RANKER_CHOICES } from '../../shared/rankers';
import { type RequestMessage, shown } from '../../shared/request';
import type { View } from '../../shared/view';
import { K_CHOICES } from '../state/authoringContext';
import type { AuthoringState, QuerySet } from '../state/authoringTypes';
import { MetricsBar } from './MetricsBar';
import { QueryFix } from './QueryFix';
import { QueryTable } from './QueryTable';
import { movedCounts, type QueryRow, rowsOf, statusCounts } from './queryRows';
import { TargetsEval } from './TargetsEval';

type Props = {
  authoring: AuthoringState;
  querySet: QuerySet;
  view: View;
  onView: (patch: Partial<View>) => void;
  /** Opens a query in Search; `why` is an expected tool the first page leaves out. */
  onOpenQuery: (query: string, why?: string) => void;
  onEditTool?: ((name: string) => void) | undefined;
  /** The evaluation's failure, from the store's list (`requestMessages`). */
  error: RequestMessage | undefined;
  /** The evaluation's failure under the agent targets. */
  targetsError?: RequestMessage | undefined;
  /** Saves a fix's text as an ordinary edit; undefined in a reader's embed. */
  onApplyFix?: ((name: string, text: ToolText) => void) | undefined;
};

/** The active set's evaluation: the metrics, the k and ranker controls, the queries worst first. */
export const QueriesView = ({
  authoring,
  querySet,
  view,
  onView,
  onOpenQuery,
  onEditTool,
  error: evalError,
  targetsError,
  onApplyFix,
}: Props) => {
  const { k, actions } = authoring;
  const evaluation = shown(authoring.evaluation);
  const rows = useMemo(
    () =>
      evaluation ? rowsOf(evaluation.report, querySet.queries, evaluation.previous, k) : undefined,
    [evaluation, querySet, k],
  );
  const counts = rows && statusCounts(rows);
  const moved = rows && movedCounts(rows);
  // Search opens with "Why not?" on the first expected tool its page does not show.
  const open = (row: QueryRow) =>
    onOpenQuery(
      row.query,
      row.expected.find((tool) => tool.rank === null || tool.rank > view.limit)?.name,
    );

  return (
    <div className="queries-view">
      <div className="evaluate-controls">
        <fieldset className="segmented" aria-label="Ranker">
          {RANKER_CHOICES.map((option) => (
            <button
              key={option.ranker}
              type="button"
              title={option.title}
              aria-pressed={view.ranker === option.ranker}
              onClick={() => onView({ ranker: option.ranker })}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
        <fieldset className="segmented" aria-label="k, the cut-off that counts">
          {K_CHOICES.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={k === choice}
              data-testid={`k-${choice}`}
              title={`Count a query as passed when its expected tools are in the top ${choice}`}
              onClick={() => actions.setK(choice)}
            >
              k = {choice}
            </button>
          ))}
        </fieldset>
        <p
          className="muted eval-status"
          role="status"
          aria-label="Evaluation"
          data-testid="eval-status"
        >
          {authoring.evaluation.status === 'pending' && !evaluation
            ? 'Evaluating…'
            : counts &&
              `${plural(rows?.length ?? 0, 'query')} · ${counts.pass} pass · ${counts.partial} partial · ${counts.fail} fail`}
          {moved && evaluation?.previous && ` · since the last edit ↑${moved.up} ↓${moved.down}`}
          {evaluation &&
            evaluation.report.mustNotViolations > 0 &&
            ` · ${plural(evaluation.report.mustNotViolations, 'must-not violation')}`}
        </p>
      </div>
      {evalError && <RequestErrorNote message={evalError} testId="eval-error" />}
      {evaluation && evaluation.report.unknownRelevant.length > 0 && (
        <p className="panel unknown-note" data-testid="unknown-relevant">
          {plural(evaluation.report.unknownRelevant.length, 'expected tool')}{' '}
          {noun(evaluation.report.unknownRelevant.length, 'is', 'are')} not in this catalog and
          count as never found:{' '}
          <span className="mono">{evaluation.report.unknownRelevant.slice(0, 8).join(', ')}</span>
          {evaluation.report.unknownRelevant.length > 8 && ' …'}
        </p>
      )}
      {evaluation && rows && (
        <>
          <MetricsBar report={evaluation.report} previous={evaluation.previous} k={k} />
          {view.targets.length > 0 && (
            <TargetsEval
              report={evaluation.report}
              k={k}
              targets={view.targets}
              reports={shown(authoring.targetEvaluation)?.reports}
              error={targetsError}
              onOpenQuery={(query) => onOpenQuery(query)}
              fixFor={(row) => (
                <QueryFix
                  id={row.id}
                  query={row.query}
                  fixes={authoring.fixes}
                  onAsk={actions.askFixes}
                  asked={evaluation}
                  onRetry={() => actions.retry('fixes')}
                  onApply={onApplyFix}
                  busy={authoring.editing}
                />
              )}
            />
          )}
          <QueryTable rows={rows} k={k} onOpenQuery={open} onEditTool={onEditTool} />
        </>
      )}
      {querySet.queries.length === 0 && (
        <p className="empty">This set has no queries yet: add them under “Edit the set”.</p>
      )}
    </div>
  );
};
