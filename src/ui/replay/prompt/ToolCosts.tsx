import { Fragment, memo, useState } from 'react';
import { escapeHidden, type ToolCost } from '../../../engine/core';
import { LazyTokenView } from '../../shared/tokens/LazyTokenView';
import { TokenToggle } from '../../shared/tokens/TokenToggle';
import { usePieces } from '../../shared/tokens/tokenSource';
import { percentText, toolCostSummary, usageText } from './toolCostSummary';
import './toolCosts.css';
import { formatCount } from '../../shared/format';
import { ServerText } from '../../shared/text/ServerText';
import { tokenizerName } from '../../shared/tokens/tokenizerName';

type Props = {
  /** This turn's declared tools, largest first (the replay's `toolCosts` for the turn). */
  costs: ToolCost[];
  /** Each declared tool's declaration line, by name: what the token view shows. */
  lines: ReadonlyMap<string, string>;
  turn: number;
  tokenizer: string;
};

/** One declaration, token by token, under its row. */
const DeclarationTokens = ({ name, line }: { name: string; line: string }) => {
  const { state, retry } = usePieces(line, true);
  return (
    <LazyTokenView state={state} label={`${escapeHidden(name)}'s declaration`} onRetry={retry} />
  );
};

/**
 * Which tool costs what in this turn's declarations: each declared tool's tokens and share,
 * largest first, the ones the model activated and never called marked, and any one of them
 * shown token by token. The figures are the replay's, counted on the lines the prompt holds.
 */
const ToolCostsView = ({ costs, lines, turn, tokenizer }: Props) => {
  const [open, setOpen] = useState<string | undefined>(undefined);
  const summary = toolCostSummary(costs);
  const largest = costs[0]?.tokens ?? 0;
  return (
    <section className="panel tool-costs" aria-labelledby="tool-costs-title">
      <div className="panel-header">
        <h2 id="tool-costs-title">Cost per tool at t{turn}</h2>
      </div>
      <p className="tool-costs-summary" data-testid="tool-costs-summary">
        {summary.tools} declared tools, <strong>{formatCount(summary.tokens)}</strong> tokens of
        declarations.{' '}
        {summary.idle > 0 ? (
          <>
            <strong>{summary.idle}</strong> {summary.idle === 1 ? 'was' : 'were'} activated and
            never called: <strong>{formatCount(summary.idleTokens)}</strong> tokens (
            {percentText(summary.idleShare)}) declared for nothing.
          </>
        ) : (
          'Every activated tool is called at some turn.'
        )}
      </p>
      <table className="tool-costs-table" data-testid="tool-costs">
        <thead>
          <tr>
            <th scope="col">tool</th>
            <th scope="col" className="num">
              tokens
            </th>
            <th scope="col" className="num">
              share
            </th>
          </tr>
        </thead>
        <tbody>
          {costs.map((cost) => {
            const line = lines.get(cost.name);
            const shown = open === cost.name && line !== undefined;
            return (
              <Fragment key={cost.name}>
                <tr
                  data-testid="tool-cost"
                  data-tool={cost.name}
                  data-never-called={cost.neverCalled}
                  className={cost.neverCalled ? 'never-called' : undefined}
                >
                  <th scope="row">
                    <span className="tool-cost-name">
                      <ServerText text={cost.name} />
                    </span>
                    <span
                      className={`tool-cost-use${cost.neverCalled ? ' idle' : ''}`}
                      data-testid="tool-cost-use"
                    >
                      {cost.neverCalled && <span aria-hidden="true">⚠ </span>}
                      {usageText(cost, turn)}
                    </span>
                  </th>
                  <td className="num" data-testid="tool-cost-tokens">
                    {formatCount(cost.tokens)}
                    <span
                      className="tool-cost-bar"
                      aria-hidden="true"
                      style={{ width: `${largest === 0 ? 0 : (cost.tokens / largest) * 100}%` }}
                    />
                  </td>
                  <td className="num">
                    {percentText(cost.share)}
                    {line !== undefined && (
                      <TokenToggle
                        on={shown}
                        onToggle={(on) => setOpen(on ? cost.name : undefined)}
                        what={`${escapeHidden(cost.name)}'s declaration`}
                        testId="tool-cost-toggle"
                      />
                    )}
                  </td>
                </tr>
                {shown && (
                  <tr className="tool-cost-tokens-row">
                    <td colSpan={3}>
                      <DeclarationTokens name={cost.name} line={line} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      <p className="muted fine-print">
        Each declaration counted alone ({tokenizerName(tokenizer)}); the share is of their sum.
        "Never called" looks at the whole conversation: the tool held a slot and its tokens every
        turn it was declared, and the model never used it.
      </p>
    </section>
  );
};

export const ToolCosts = memo(ToolCostsView);
