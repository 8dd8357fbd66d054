import type { PageBudget } from '../../../engine/core';
import { formatCount, plural } from '../../shared/format';
import { type PageBar, pageBars } from './pageBars';

type Props = {
  page: PageBudget;
  names: string[];
};

const Row = ({ bar }: { bar: PageBar }) => (
  <tr>
    <th scope="row" className="mono">
      {bar.name}
    </th>
    <td className="num">{bar.need}</td>
    <td className="num">{bar.equal}</td>
    <td className="num">{bar.share}</td>
    <td className="num">{bar.donated || ''}</td>
    <td className="num">{bar.received || ''}</td>
  </tr>
);

/** The drawing's own units; the SVG scales to the panel's width. */
const WIDTH = 400;
const HEIGHT = 220;
const AXIS = 30;
/** Under the plot: the tool names, slanted so ten of them fit side by side. */
const LABELS = 62;
const TOP = 8;
const SEGMENTS = [
  { key: 'kept', label: 'used (to equal)', fill: 'var(--chart-used)' },
  { key: 'received', label: 'received', fill: 'var(--chart-received)' },
  { key: 'donated', label: 'donated', fill: 'var(--chart-donated)' },
] as const;

/** One entry's stacked bar, its figures in a tooltip (the table below has them all). */
const Bar = ({
  bar,
  x,
  width,
  y,
}: {
  bar: PageBar;
  x: number;
  width: number;
  y: (v: number) => number;
}) => {
  let base = 0;
  return (
    <g className="page-bar">
      <title>
        {`${bar.rank}. ${bar.name}: used ${bar.share} of ${bar.equal} (need ${bar.need})` +
          (bar.received ? `, received ${bar.received}` : '') +
          (bar.donated ? `, donated ${bar.donated}` : '')}
      </title>
      {SEGMENTS.map(({ key, fill }) => {
        const value = bar[key];
        const top = y(base + value);
        const rect = (
          <rect key={key} x={x} width={width} y={top} height={y(base) - top} fill={fill} />
        );
        base += value;
        return value > 0 ? rect : null;
      })}
      <g data-testid="page-axis-label">
        <title>{bar.name}</title>
        <text
          x={x + width / 2}
          y={y(0) + 10}
          textAnchor="end"
          transform={`rotate(-55 ${x + width / 2} ${y(0) + 10})`}
          className="page-axis"
        >
          {bar.label}
        </text>
      </g>
    </g>
  );
};

/**
 * The page budget, water-filled: the equal share as a dashed line, each entry's used
 * characters as a bar, what it gave away stacked faded above, what it received in the accent
 * colour. The same figures are in a table below, for screen readers and exact values. Drawn as
 * plain SVG: recharts (116 KB gzipped) on the Search panel made a first visit download it with
 * the first query, and these bars need no library.
 */
const PageBudgetChart = ({ page, names }: Props) => {
  const bars = pageBars(page, names);
  const equal = bars[0]?.equal ?? 0;
  const max = Math.max(equal, ...bars.map((b) => b.kept + b.received + b.donated), 1);
  const plot = HEIGHT - LABELS - TOP;
  const y = (value: number) => TOP + plot - (value / max) * plot;
  const slot = (WIDTH - AXIS) / Math.max(bars.length, 1);
  return (
    <figure className="page-chart" data-testid="page-budget">
      <div aria-hidden="true">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="page-svg" role="presentation">
          <line x1={AXIS} x2={WIDTH} y1={y(0)} y2={y(0)} className="page-grid" />
          <text x={AXIS - 4} y={y(max) + 4} textAnchor="end" className="page-axis">
            {max}
          </text>
          <text x={AXIS - 4} y={y(0) + 4} textAnchor="end" className="page-axis">
            0
          </text>
          {bars.map((bar, i) => (
            <Bar
              key={bar.name}
              bar={bar}
              x={AXIS + i * slot + slot * 0.15}
              width={slot * 0.7}
              y={y}
            />
          ))}
          <line
            x1={AXIS}
            x2={WIDTH}
            y1={y(equal)}
            y2={y(equal)}
            className="page-equal"
            data-testid="page-equal"
          />
        </svg>
        <ul className="page-legend">
          {SEGMENTS.map(({ key, label, fill }) => (
            <li key={key}>
              <span className="swatch" style={{ background: fill }} /> {label}
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="muted">
        {formatCount(page.budget)} characters for {plural(bars.length, 'entry')}: an equal share of{' '}
        {equal} each (dashed), at most {page.cap} per entry. Short entries donate what they do not
        need.
      </figcaption>
      <details className="page-table">
        <summary>Figures</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">entry</th>
              <th className="num" scope="col">
                need
              </th>
              <th className="num" scope="col">
                equal
              </th>
              <th className="num" scope="col">
                used
              </th>
              <th className="num" scope="col">
                donated
              </th>
              <th className="num" scope="col">
                received
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <Row key={bar.name} bar={bar} />
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
};

export default PageBudgetChart;
