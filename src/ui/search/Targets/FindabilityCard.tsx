import { useState } from 'react';
import { type AgentTargetId, TARGET_INFO, type ToolText } from '../../../engine/core';
import type { Findability, FindabilityRow } from '../../../worker/boundary';
import { TargetLabel } from '../../shared/targets/TargetLabel';
import { placeText, placeTitle } from '../../shared/targets/targetText';
import { type AskNameFixes, NameFixes, nameMisses } from './NameFixes';
import { PatternForm } from './PatternForm';
import { PatternRun } from './PatternRun';

type Props = {
  tool: string;
  targets: readonly AgentTargetId[];
  /** The card for `tool`; undefined while it is asked. */
  card: Findability | undefined;
  /** The author's patterns, rows asked of the targets that read one. */
  patterns: readonly string[];
  onPatterns: (patterns: string[]) => void;
  /**
   * The fixes for the name forms it misses, asked while the card is shown; absent, none are
   * proposed. `onApply` saves one as an ordinary edit (absent in a reader's embed).
   */
  fixes?:
    | {
        ask: AskNameFixes;
        onApply: ((name: string, text: ToolText) => Promise<boolean>) | undefined;
        busy: boolean;
      }
    | undefined;
};

const KIND_LABELS: Record<FindabilityRow['kind'], string> = {
  name: 'its name',
  words: 'name as words',
  'one-word': 'name as one word',
  query: 'query',
  pattern: 'pattern',
};

type Open = { row: number; target: AgentTargetId };

/** For each agent, the forms of the tool's own name it does not return the tool for. */
const nameLosses = (card: Findability, targets: readonly AgentTargetId[]) => {
  const misses = nameMisses(card, targets);
  return targets.flatMap((target) => {
    const forms = misses.flatMap((miss) =>
      miss.target === target ? [KIND_LABELS[miss.form]] : [],
    );
    return forms.length ? [{ target, forms }] : [];
  });
};

const formLabel = (form: FindabilityRow['kind']) => KIND_LABELS[form];

/**
 * Where the picked tool lands under each chosen agent: for its own name, its name as words, as
 * one word, and each query of the open query set. A cell opens the agent's reasons (the score's
 * parts in its own terms) below the table. Under the name forms an agent misses, the fix for each
 * (NameFixes.tsx).
 */
export const FindabilityCard = ({ tool, targets, card, patterns, onPatterns, fixes }: Props) => {
  const readers = targets.filter((target) => TARGET_INFO[target].reads === 'pattern');
  const [open, setOpen] = useState<Open | undefined>(undefined);
  const openRow = open && card?.rows[open.row];
  const openCell = openRow?.cells.find((cell) => cell.target === open?.target);
  return (
    <section
      className="panel findability"
      aria-labelledby="findability-title"
      data-testid="findability"
    >
      <h2 id="findability-title" className="panel-title">
        Findability of <span className="mono">{tool}</span>
      </h2>
      {!card ? (
        <p className="hint" data-testid="findability-pending">
          Ranking it under each agent…
        </p>
      ) : (
        <div className="findability-wrap">
          <table className="findability-table">
            <thead>
              <tr>
                <th scope="col">asked as</th>
                {targets.map((target) => (
                  <th key={target} scope="col" className="num">
                    <TargetLabel target={target} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {card.rows.map((row, at) => (
                <tr key={`${row.kind}:${row.query}`} data-testid="findability-row">
                  <th scope="row">
                    <span className="hint">{KIND_LABELS[row.kind]}</span>{' '}
                    <span className="mono findability-query">{row.query}</span>
                  </th>
                  {targets.map((target) => {
                    const cell = row.cells.find((each) => each.target === target);
                    const place = cell?.place ?? null;
                    const shown = open?.row === at && open.target === target;
                    if (cell?.notAsked) {
                      return (
                        <td
                          key={target}
                          className="num hint"
                          data-label={TARGET_INFO[target].label}
                          title={`${TARGET_INFO[target].label} reads words, not a pattern`}
                        >
                          —
                        </td>
                      );
                    }
                    return (
                      <td key={target} className="num" data-label={TARGET_INFO[target].label}>
                        <button
                          type="button"
                          className={place?.returned ? 'cell-button' : 'cell-button target-missed'}
                          data-testid="findability-cell"
                          data-target={target}
                          aria-expanded={shown}
                          title={cell?.refusal ? cell.refusal.message : placeTitle(target, place)}
                          onClick={() => setOpen(shown ? undefined : { row: at, target })}
                        >
                          {cell?.refusal ? 'refused' : placeText(place)}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {nameLosses(card, targets).map(({ target, forms }) => (
            <p key={target} className="findability-warn" data-testid="findability-warn">
              {TARGET_INFO[target].label} does not return it for {forms.join(', ')}: a user who
              types the tool's name that way will not find it there.
            </p>
          ))}
          {fixes && (
            <NameFixes
              tool={tool}
              card={card}
              targets={targets}
              formLabel={formLabel}
              ask={fixes.ask}
              onApply={fixes.onApply}
              busy={fixes.busy}
            />
          )}
          {readers.length > 0 && (
            <PatternForm readers={readers} patterns={patterns} onPatterns={onPatterns} />
          )}
          {openRow && open && (
            <div className="findability-why" data-testid="findability-why">
              <p>
                {TARGET_INFO[open.target].label} for <span className="mono">{openRow.query}</span>
                {openCell?.place ? `: #${openCell.place.rank}` : ''}
              </p>
              {openCell?.asked !== undefined && (
                <p data-testid="findability-asked">
                  <PatternRun target={open.target} asked={openCell.asked} />
                </p>
              )}
              {openCell?.refusal ? (
                <p>
                  Refused ({openCell.refusal.code}): “{openCell.refusal.message}”
                </p>
              ) : openCell?.place?.why.length ? (
                <ul className="mono">
                  {openCell.place.why.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : (
                <p className="hint">No word of this query scores the tool under this agent.</p>
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
};
