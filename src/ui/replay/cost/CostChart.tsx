import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import type { NameType, ValueType } from 'recharts/types/component/DefaultTooltipContent';
import { tokensByChars } from '../../../engine/core';
import { formatCount } from '../../shared/format';
import { providerName } from '../../tour';
import { type CostBar, PART_LABELS, PARTS } from './costBars';

type Props = {
  bars: CostBar[];
  providers: { id: string }[];
  turn: number;
  /** Draw the everything-declared line (it sets the scale: the bars shrink to their true size). */
  everything: boolean;
  onTurn: (turn: number) => void;
};

const PART_FILLS = {
  capabilityLine: 'var(--cost-capabilities)',
  scaffolding: 'var(--cost-scaffolding)',
  workingSet: 'var(--cost-working-set)',
  varyingLine: 'var(--cost-varying)',
} as const;

/** The legend in stack order, bottom up, then the line (recharts sorts by name otherwise). */
const LEGEND_ORDER: readonly string[] = [...PARTS, 'everythingDeclared'];
const byStack = (item: { dataKey?: unknown }) => LEGEND_ORDER.indexOf(String(item.dataKey));

const PROVIDER_FILLS = ['var(--cache-1)', 'var(--cache-2)', 'var(--cache-3)'];

const axis = { fill: 'var(--muted)', fontSize: 11 };
/** The two charts share their grid and axes, so their turns line up one above the other. */
const GRID = { vertical: false, stroke: 'var(--border)' };
const TURN_AXIS = { dataKey: 'label', tick: axis, stroke: 'var(--border)' };
const VALUE_AXIS = { tick: axis, stroke: 'var(--border)', width: 48 };

/** Tokens by the real tokenizer, and chars/4 beside them: the rule of thumb they correct. */
const CostTooltip = ({ active, payload }: TooltipContentProps<ValueType, NameType>) => {
  const bar = payload?.[0]?.payload as CostBar | undefined;
  if (!active || !bar) return null;
  const rows = [...PARTS, 'everythingDeclared'] as const;
  return (
    <div className="chart-tooltip">
      <strong>{bar.label}</strong>
      <table>
        <thead>
          <tr>
            <th />
            <th className="num">tokens</th>
            <th className="num">chars/4</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((part) => (
            <tr key={part}>
              <th scope="row">{PART_LABELS[part]}</th>
              <td className="num">
                {formatCount(part === 'everythingDeclared' ? bar.everythingDeclared : bar[part])}
              </td>
              <td className="num">{formatCount(tokensByChars(bar.chars[part]))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

/**
 * Per turn, the standing tool surface as stacked bars, everything declared as a line above
 * them, and below, the share of each turn's prompt a provider serves from its cache. Loaded
 * lazily with recharts.
 */
const CostChart = ({ bars, providers, turn, everything, onTurn }: Props) => {
  const select = (data: unknown) => {
    const picked = (data as { payload?: CostBar } | undefined)?.payload?.turn;
    if (picked) onTurn(picked);
  };
  return (
    <div className="cost-charts" data-testid="cost-chart">
      <ComposedChart
        data={bars}
        responsive
        style={{ width: '100%', height: 260 }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid {...GRID} />
        <XAxis {...TURN_AXIS} />
        <YAxis
          {...VALUE_AXIS}
          tickFormatter={(v: number) => (v >= 1000 ? `${v / 1000}k` : String(v))}
        />
        <Tooltip
          content={CostTooltip}
          cursor={{ fill: 'var(--row-hover)' }}
          // At the top: the bars are short next to everything declared, and stay in sight.
          position={{ y: 0 }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={byStack} />
        {PARTS.map((part) => (
          <Bar
            key={part}
            dataKey={part}
            name={PART_LABELS[part]}
            stackId="standing"
            fill={PART_FILLS[part]}
            className={`cost-bar-${part}`}
            isAnimationActive={false}
            onClick={select}
            cursor="pointer"
          >
            {bars.map((bar) => (
              <Cell key={bar.label} fillOpacity={bar.turn === turn ? 1 : 0.55} />
            ))}
          </Bar>
        ))}
        {everything && (
          <Line
            dataKey="everythingDeclared"
            name={PART_LABELS.everythingDeclared}
            stroke="var(--cost-everything)"
            strokeDasharray="5 4"
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        )}
      </ComposedChart>
      <h3 className="chart-title">Cached share of the prompt</h3>
      <BarChart
        data={bars}
        responsive
        style={{ width: '100%', height: 150 }}
        margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid {...GRID} />
        <XAxis {...TURN_AXIS} />
        <YAxis
          {...VALUE_AXIS}
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          interval={0}
          unit="%"
        />
        <Tooltip
          cursor={{ fill: 'var(--row-hover)' }}
          formatter={(value) => `${value}%`}
          contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)' }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {providers.map((provider, index) => (
          <Bar
            key={provider.id}
            dataKey={`cached:${provider.id}`}
            name={`${providerName(provider.id)} cached`}
            fill={PROVIDER_FILLS[index % PROVIDER_FILLS.length]}
            className="cost-bar-cached"
            isAnimationActive={false}
            onClick={select}
            cursor="pointer"
          />
        ))}
      </BarChart>
    </div>
  );
};

export default CostChart;
