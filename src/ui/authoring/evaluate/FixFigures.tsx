import { plural, TARGET_INFO } from '../../../engine/core';
import type { FixRanker } from '../../../engine/library';
import type { FixesAnswer } from '../../../worker/boundary';
import { useScrollCue } from '../../shared/scrollCue/useScrollCue';

/** An agent's name as the rest of the panel writes it; toollens's own ranker by name. */
export const fixRankerLabel = (ranker: FixRanker): string =>
  ranker === 'toollens' ? 'toollens' : TARGET_INFO[ranker].label;

const figure = (value: number) => value.toFixed(3);
const change = (before: number, after: number) => `${figure(before)} → ${figure(after)}`;

/**
 * The held-out figures first, the seen ones beside them (as `toollens fix` lays them out): per
 * agent, R@1 and R@k before → after and the queries lost, for proposals made from some folds of
 * the set and measured on the fold left out, then on the queries they were made from. A set that
 * holds nothing out says why.
 */
export const FixFigures = ({ heldOut }: { heldOut: FixesAnswer['heldOut'] }) => {
  // Eight columns are wider than a phone: the table scrolls in its box, and its far edge says so.
  const scroller = useScrollCue<HTMLDivElement>();
  if (!heldOut.heldOut)
    return (
      <p className="panel empty" role="note">
        Nothing is held out: {heldOut.reason}.
      </p>
    );
  const { heldOutFigures: held, seen } = heldOut;
  const seenOf = new Map(seen.rankers.map((row) => [row.ranker, row]));
  return (
    <section className="panel fix-figures" aria-label="Held-out result">
      <p className="fix-note">
        Held out: proposals made from {heldOut.folds - 1} of {heldOut.folds} folds of the set (split
        by tool), measured on the fold left out. Seen: the same proposals on the queries they were
        made from. The gap between the two is what only fits these queries.
      </p>
      <div className="table-scroll scroll-cue" ref={scroller}>
        <table className="fix-table">
          <thead>
            <tr>
              <th scope="col">Ranker</th>
              <th scope="col">k</th>
              <th scope="col">R@1 held out</th>
              <th scope="col">R@k held out</th>
              <th scope="col">Lost</th>
              <th scope="col">R@1 seen</th>
              <th scope="col">R@k seen</th>
              <th scope="col">Lost seen</th>
            </tr>
          </thead>
          <tbody>
            {held.rankers.map((row) => {
              const other = seenOf.get(row.ranker);
              return (
                <tr key={row.ranker}>
                  <th scope="row">{fixRankerLabel(row.ranker)}</th>
                  <td>{row.k}</td>
                  <td className="mono">{change(row.before.r1, row.after.r1)}</td>
                  <td className="mono">{change(row.before.rk, row.after.rk)}</td>
                  <td>{row.lost.length}</td>
                  <td className="mono seen">
                    {other ? change(other.before.r1, other.after.r1) : '—'}
                  </td>
                  <td className="mono seen">
                    {other ? change(other.before.rk, other.after.rk) : '—'}
                  </td>
                  <td className="seen">{other ? other.lost.length : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="fix-note">
        Held out: {plural(held.queries, 'query')}, descriptions grown{' '}
        {(held.descriptionGrowth * 100).toFixed(1)}%, tokens added {held.tokens.declaration} to
        declarations and {held.tokens.surface} to the standing surface.
        {heldOut.onlyMeasured.length > 0 &&
          ` ${plural(heldOut.onlyMeasured.length, 'tool')} with one query only measured.`}
      </p>
    </section>
  );
};
