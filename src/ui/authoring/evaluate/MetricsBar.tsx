import type { EvalReport } from '../../../engine/core';
import { formatDelta, formatMetric, metricsOf, valueIn } from './metrics';

type Props = {
  report: EvalReport;
  /** The report before the last edit, undo or redo: each metric shows its change since. */
  previous: EvalReport | undefined;
  k: number;
};

/** The summary metrics side by side, each with its value, its change and what it measures. */
export const MetricsBar = ({ report, previous, k }: Props) => (
  <dl className="metrics" data-testid="metrics">
    {metricsOf(report, k).map((metric) => {
      const delta = previous ? formatDelta(metric.value - valueIn(previous, metric.id)) : undefined;
      return (
        <div key={metric.id} className="metric" data-testid={`metric-${metric.id}`}>
          <dt>{metric.label}</dt>
          <dd>
            <span className="metric-value">{formatMetric(metric.value)}</span>
            {delta && (
              <span
                className={delta.startsWith('+') ? 'metric-delta up' : 'metric-delta down'}
                data-testid="metric-delta"
                title="Change since the last edit"
              >
                {delta}
              </span>
            )}
          </dd>
          <dd className="metric-explain">{metric.explain}</dd>
        </div>
      );
    })}
  </dl>
);
