import { lazy, memo, Suspense, useState } from 'react';
import {
  type ActivationAccuracy,
  accuracyHeadline,
  type StandingSavings,
  tokensByChars,
} from '../../../engine/core';
import { formatCount } from '../../shared/format';
import { type CostBar, PART_LABELS, PARTS } from './costBars';
import './cost.css';
import { providerName } from '../../tour';

const CostChart = lazy(() => import('./CostChart'));

type Props = {
  bars: CostBar[];
  /** The whole timeline's mean standing surface against declaring everything. */
  savings: StandingSavings;
  /** How many labelled turns found the right tool, said beside the saving; none without labels. */
  accuracy: ActivationAccuracy | undefined;
  providers: { id: string }[];
  turn: number;
  tokenizer: string;
  onTurn: (turn: number) => void;
};

/**
 * The standing cost per turn against declaring everything, with the figures in a table for
 * exact values and screen readers. recharts loads with the chart, not with the page.
 */
const CostPanelView = ({ bars, savings, accuracy, providers, turn, tokenizer, onTurn }: Props) => {
  const [everything, setEverything] = useState(true);
  const peak = Math.max(0, ...bars.map((bar) => bar.standing));
  const all = bars[0]?.everythingDeclared ?? 0;
  return (
    <section className="panel cost-panel" aria-labelledby="cost-title">
      <div className="panel-header">
        <h2 id="cost-title">Standing cost per turn</h2>
        <label className="check">
          <input
            type="checkbox"
            checked={everything}
            onChange={(event) => setEverything(event.target.checked)}
          />{' '}
          everything declared
        </label>
      </div>
      <Suspense fallback={<p className="empty">Loading the chart…</p>}>
        <CostChart
          bars={bars}
          providers={providers}
          turn={turn}
          everything={everything}
          onTurn={onTurn}
        />
      </Suspense>
      <p className="muted fine-print" data-testid="cost-caption">
        Tokens by {tokenizer}; hover a bar for chars/4 beside them. The peak turn stands at{' '}
        {formatCount(peak)} tokens, {all > 0 ? `${Math.round((peak / all) * 100)}%` : '–'} of the{' '}
        {formatCount(all)} that declaring every tool would take.
      </p>
      <p className="cost-savings" data-testid="cost-savings">
        Over {savings.turns} turn{savings.turns === 1 ? '' : 's'} the standing surface averages{' '}
        <strong>{formatCount(savings.meanStanding.tokens)}</strong> tokens a turn,{' '}
        {Math.round(savings.share * 100)}% of everything declared: it saves{' '}
        <strong>{formatCount(savings.savedPerTurn.tokens)}</strong> tokens a turn
        {accuracy ? `, with ${accuracyHeadline(accuracy, savings.turns)}` : ''}.
      </p>
      <details className="cost-table">
        <summary>Figures</summary>
        <table aria-label="Cost per turn">
          <thead>
            <tr>
              <th scope="col">turn</th>
              {PARTS.map((part) => (
                <th key={part} scope="col" className="num">
                  {PART_LABELS[part]}
                </th>
              ))}
              <th scope="col" className="num">
                standing
              </th>
              <th scope="col" className="num">
                everything
              </th>
              {providers.map((provider) => (
                <th key={provider.id} scope="col" className="num">
                  {providerName(provider.id)} cached
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label} data-testid="cost-row">
                <th scope="row">{bar.label}</th>
                {PARTS.map((part) => (
                  <td
                    key={part}
                    className="num"
                    title={`chars/4: ${formatCount(tokensByChars(bar.chars[part]))}`}
                  >
                    {formatCount(bar[part])}
                  </td>
                ))}
                <td className="num">{formatCount(bar.standing)}</td>
                <td className="num">{formatCount(bar.everythingDeclared)}</td>
                {providers.map((provider) => (
                  <td key={provider.id} className="num">
                    {bar[`cached:${provider.id}`]}%
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
};

export const CostPanel = memo(CostPanelView);
