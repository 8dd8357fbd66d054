import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PageBudget } from '../../../../engine/core';
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

/**
 * The page budget, water-filled: the equal share as a line, each entry's used characters as a
 * bar, what it gave away stacked faded above, what it received in the accent colour. The same
 * figures are in a table below, for screen readers and exact values. Loaded lazily: recharts
 * is the page's largest library and the search box must not wait for it.
 */
const PageBudgetChart = ({ page, names }: Props) => {
  const bars = pageBars(page, names);
  const equal = bars[0]?.equal ?? 0;
  return (
    <figure className="page-chart" data-testid="page-budget">
      <div aria-hidden="true">
        <BarChart
          data={bars}
          // The chart is a picture of the table below; keyboard focus belongs to the table.
          accessibilityLayer={false}
          responsive
          style={{ width: '100%', height: 200 }}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        >
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="rank"
            tick={{ fill: 'var(--muted)', fontSize: 11 }}
            stroke="var(--border)"
            interval={0}
          />
          <YAxis tick={{ fill: 'var(--muted)', fontSize: 11 }} stroke="var(--border)" />
          <Tooltip
            labelFormatter={(_label, payload) => payload[0]?.payload?.name ?? ''}
            cursor={{ fill: 'var(--row-hover)' }}
            contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)' }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="kept"
            name="used (to equal)"
            stackId="a"
            fill="var(--chart-used)"
            isAnimationActive={false}
          />
          <Bar
            dataKey="received"
            name="received"
            stackId="a"
            fill="var(--chart-received)"
            isAnimationActive={false}
          />
          <Bar
            dataKey="donated"
            name="donated"
            stackId="a"
            fill="var(--chart-donated)"
            isAnimationActive={false}
          />
          <ReferenceLine
            y={equal}
            stroke="var(--text)"
            strokeDasharray="4 3"
            ifOverflow="extendDomain"
          />
        </BarChart>
      </div>
      <figcaption className="muted">
        {page.budget.toLocaleString('en')} characters for {bars.length} entr
        {bars.length === 1 ? 'y' : 'ies'}: an equal share of {equal} each (dashed), at most{' '}
        {page.cap} per entry. Short entries donate what they do not need.
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
