import { useEffect, useState } from 'react';
import {
  type AgentTargetId,
  type NameForm,
  TARGET_INFO,
  type ToolText,
} from '../../../engine/core';
import type { Findability, NameFixesAnswer, NameMiss } from '../../../worker/boundary';
import { ProposalChange } from '../../authoring/components';
import { requestError } from '../../shared/request';

/** Asks the worker for the fixes of `misses` (the page's cache); aborting `signal` gives it up. */
export type AskNameFixes = (
  name: string,
  misses: readonly NameMiss[],
  signal: AbortSignal,
) => Promise<NameFixesAnswer>;

type Props = {
  tool: string;
  /** The card the misses are read from: a new one (another tool, an edit) asks again. */
  card: Findability;
  targets: readonly AgentTargetId[];
  /** The form's label, as the card's rows say it. */
  formLabel: (form: NameForm) => string;
  ask: AskNameFixes;
  /** Saves a fix's text as an ordinary edit; false when refused. Absent in a reader's embed. */
  onApply: ((name: string, text: ToolText) => Promise<boolean>) | undefined;
  /** An edit is on its way: Apply waits. */
  busy: boolean;
};

const NAME_FORMS: readonly string[] = ['name', 'words', 'one-word'];

/** The forms of the tool's own name each agent does not return it for, in the card's order. */
export const nameMisses = (card: Findability, targets: readonly AgentTargetId[]): NameMiss[] =>
  targets.flatMap((target) =>
    card.rows.flatMap((row) =>
      NAME_FORMS.includes(row.kind) &&
      !row.cells.find((cell) => cell.target === target)?.place?.returned
        ? [{ form: row.kind as NameForm, target }]
        : [],
    ),
  );

type Asked =
  | { status: 'pending' }
  | { status: 'ok'; answer: NameFixesAnswer }
  | { status: 'error'; message: string };

/**
 * Under the card's misses, the fix for each: the engine's proposal for that form of the name
 * under that agent, with Apply (an ordinary edit), or why no lever brings it in. Asked only while
 * the card is shown, again for each new card (another tool, an edit, a new catalog); an answer
 * asked for an older card is dropped unread.
 */
export const NameFixes = ({ tool, card, targets, formLabel, ask, onApply, busy }: Props) => {
  const [asked, setAsked] = useState<Asked>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a Retry (attempt) asks again
  useEffect(() => {
    const misses = nameMisses(card, targets);
    if (misses.length === 0) return;
    const controller = new AbortController();
    setAsked({ status: 'pending' });
    ask(tool, misses, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setAsked({ status: 'ok', answer });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setAsked({ status: 'error', message: requestError(error).message });
      },
    );
    return () => controller.abort();
  }, [tool, card, targets, ask, attempt]);

  if (nameMisses(card, targets).length === 0) return null;
  const apply =
    onApply &&
    ((text: ToolText) => {
      // The applied fix's answer is spent: the edited catalog's card asks again.
      setAsked({ status: 'pending' });
      void onApply(tool, text).then((saved) => saved || setAttempt((n) => n + 1));
    });
  return (
    <section className="name-fixes" aria-labelledby="name-fixes-title">
      <h3 id="name-fixes-title">Fixes for its name</h3>
      {asked.status === 'pending' && <p className="hint">Proposing fixes…</p>}
      {asked.status === 'error' && (
        <p role="alert" className="name-fixes-error">
          The fixes could not be proposed: {asked.message}{' '}
          <button type="button" className="link" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
        </p>
      )}
      {asked.status === 'ok' && (
        <ul className="name-fixes-list" aria-label="Fixes for its name">
          {asked.answer.fixes.map((fix) => {
            const what = `${formLabel(fix.form)} under ${TARGET_INFO[fix.target].label}`;
            return (
              <li key={`${fix.form}|${fix.target}`}>
                <p className="name-fix-what">
                  {TARGET_INFO[fix.target].label}, {formLabel(fix.form)}{' '}
                  <span className="mono">“{fix.query}”</span>
                </p>
                {fix.proposal ? (
                  <ProposalChange
                    proposal={fix.proposal}
                    busy={busy}
                    applyLabel={`Apply the fix for ${what}`}
                    onApply={apply && (() => apply(fix.text))}
                  />
                ) : (
                  <p className="hint">No fix: {fix.reason}.</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
