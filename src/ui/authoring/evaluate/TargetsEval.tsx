import { Fragment, type ReactNode, useMemo, useState } from 'react';
import type { AgentTargetId, EvalReport } from '../../../engine/core';
import { RequestErrorNote } from '../../shared/messages/RequestError';
import type { RequestMessage } from '../../shared/request';
import { TargetLabel } from '../../shared/targets/TargetLabel';
import { formatMetric, metricsOf } from './metrics';
import { targetGrid } from './targetGrid';

type Props = {
  /** toollens's own report (the ranker the panel evaluates with). */
  report: EvalReport;
  k: number;
  targets: readonly AgentTargetId[];
  /** The set under each target, in `targets` order; undefined while they run. */
  reports: readonly EvalReport[] | undefined;
  error: RequestMessage | undefined;
  onOpenQuery: (query: string) => void;
  /**
   * The fixes for a query some agent misses (QueryFix), shown under its row when the row's
   * "Propose a fix" is pressed; absent, no row offers one.
   */
  fixFor?: ((row: { id: string; query: string }) => ReactNode) | undefined;
};

/** How many rows the grid shows before the rest are counted. */
const GRID_ROWS = 50;

/**
 * The open set under each chosen agent target beside toollens's ranker: the metrics in one
 * table, then a query × ranker grid of each query's best expected rank, worst first (the
 * queries the most of them miss in the top k). A row an agent misses offers its fixes.
 */
export const TargetsEval = ({ report, k, targets, reports, error, onOpenQuery, fixFor }: Props) => {
  const [fixing, setFixing] = useState<string | undefined>(undefined);
  const all = useMemo(() => (reports ? [report, ...reports] : undefined), [report, reports]);
  const grid = useMemo(() => (all ? targetGrid(all, k) : []), [all, k]);
  const metrics = metricsOf(report, k);
  const heads = [
    <span key="own" className="mono">
      {report.ranker}
    </span>,
    ...(reports ?? []).map((each) => (
      <TargetLabel key={each.ranker} target={each.ranker as AgentTargetId} />
    )),
  ];
  return (
    <section className="panel targets-eval" aria-labelledby="targets-eval-title">
      <h2 id="targets-eval-title" className="panel-title">
        Under each agent target
      </h2>
      {error && <RequestErrorNote message={error} testId="targets-eval-error" />}
      {!all ? (
        <p className="hint">
          Evaluating under {targets.length === 1 ? 'the target' : 'the targets'}…
        </p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="targets-metrics" data-testid="targets-metrics">
              <caption className="visually-hidden">The set's metrics under each ranker</caption>
              <thead>
                <tr>
                  <th scope="col">ranker</th>
                  {metrics.map((metric) => (
                    <th key={metric.id} scope="col" className="num" title={metric.explain}>
                      {metric.label}
                    </th>
                  ))}
                  <th
                    scope="col"
                    className="num"
                    title={`Queries with no expected tool in the top ${k}`}
                  >
                    missed
                  </th>
                </tr>
              </thead>
              <tbody>
                {all.map((each, at) => (
                  <tr key={each.ranker} data-testid="targets-metrics-row">
                    <th scope="row">{heads[at]}</th>
                    {metricsOf(each, k).map((metric) => (
                      <td key={metric.id} className="num">
                        {formatMetric(metric.value)}
                      </td>
                    ))}
                    <td className="num">{grid.filter((row) => row.cells[at]?.missed).length}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="table-scroll">
            <table className="targets-grid" data-testid="targets-grid">
              <caption className="visually-hidden">
                Each query's best expected rank under each ranker, the most missed first
              </caption>
              <thead>
                <tr>
                  <th scope="col">query</th>
                  {heads.map((head, at) => (
                    <th key={all[at]?.ranker} scope="col" className="num">
                      {head}
                    </th>
                  ))}
                  {fixFor && (
                    <th scope="col">
                      <span className="visually-hidden">fixes</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {grid.slice(0, GRID_ROWS).map((row) => (
                  <Fragment key={row.id}>
                    <tr data-testid="targets-grid-row">
                      <th scope="row">
                        <button
                          type="button"
                          className="link"
                          onClick={() => onOpenQuery(row.query)}
                        >
                          {row.query}
                        </button>
                      </th>
                      {row.cells.map((cell, at) => (
                        <td
                          key={all[at]?.ranker}
                          className={cell.missed ? 'num target-missed' : 'num'}
                          title={
                            cell.rank === null
                              ? 'no expected tool returned'
                              : `best expected tool at #${cell.rank}`
                          }
                        >
                          {cell.rank === null
                            ? 'missed'
                            : cell.missed
                              ? `${cell.rank} (missed)`
                              : cell.rank}
                        </td>
                      ))}
                      {fixFor && (
                        <td>
                          {/* The first cell is toollens's own ranker: fixes are made for agents. */}
                          {row.cells.slice(1).some((cell) => cell.missed) && (
                            <button
                              type="button"
                              className="link"
                              aria-expanded={fixing === row.id}
                              onClick={() => setFixing(fixing === row.id ? undefined : row.id)}
                            >
                              Propose a fix
                            </button>
                          )}
                        </td>
                      )}
                    </tr>
                    {/* Under its row, where the author pressed "Propose a fix". */}
                    {fixFor && fixing === row.id && (
                      <tr className="query-fix-row">
                        <td colSpan={heads.length + 2}>{fixFor(row)}</td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          {grid.length > GRID_ROWS && (
            <p className="hint">
              The {GRID_ROWS} most missed of {grid.length} queries are shown.
            </p>
          )}
        </>
      )}
    </section>
  );
};
