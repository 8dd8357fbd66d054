import { type FormEvent, useId, useState } from 'react';
import { SIMULATE_STRATEGIES } from '../../../../engine/core';
import type { SimulateRequest } from '../../../../worker/boundary';
import { MAX_BUDGET } from '../BudgetControl';
import './simulateControl.css';

/** A query set as the control offers it. */
export type SimulateSet = { id: string; name: string; queries: SimulateRequest['queries'] };

type Props = {
  querySets: SimulateSet[];
  /** The set open in Evaluate, chosen first. */
  activeSet: string | undefined;
  /** The budget the form starts at: the one the timeline shows. */
  budget: number;
  error: string | undefined;
  onSimulate: (request: SimulateRequest) => Promise<boolean>;
  onDismissError: () => void;
  onOpenEvaluate: () => void;
  /** Whether the form is open: the Timeline's empty state opens it too. */
  open: boolean;
  onOpen: (open: boolean) => void;
};

const STRATEGY_LABELS: Record<(typeof SIMULATE_STRATEGIES)[number], string> = {
  top1: 'top 1: activate the top hit',
  top3: 'top 3: activate the top three hits',
  relevant: "relevant: activate the query's labelled tools",
};

/** `Demo catalog queries` → `demo-catalog-queries`: a transcript name a link can carry. */
const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/\.(json|csv)$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'set';

/** The simulated transcript's name: one per set and strategy, so a rerun replaces its last run. */
const simulationName = (set: string, strategy: string): string =>
  `simulated-${strategy}-${slug(set)}`;

/**
 * "Simulate an agent": a query set becomes a timeline, each query a turn that searches,
 * activates what the strategy picks and calls the first. The worker builds the transcript on the
 * loaded catalog, so the working set, the prompt and the cost show this catalog and these queries.
 */
export const SimulateControl = (props: Props) => {
  const { querySets } = props;
  const id = useId();
  const { open, onOpen: setOpen } = props;
  const [setId, setSetId] = useState<string | undefined>(undefined);
  const [strategy, setStrategy] = useState<string>('top1');
  const [budget, setBudget] = useState<number | undefined>(undefined);
  const [running, setRunning] = useState(false);
  const chosen =
    querySets.find((each) => each.id === setId) ??
    querySets.find((each) => each.id === props.activeSet) ??
    querySets[0];
  const slots = budget ?? props.budget;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || running) return;
    setRunning(true);
    const done = await props.onSimulate({
      queries: chosen.queries,
      strategy,
      budget: slots,
      name: simulationName(chosen.name, strategy),
      title: `Simulated agent (${strategy}): ${chosen.name}`,
    });
    setRunning(false);
    if (done) setOpen(false);
  };

  return (
    <div className="simulate-control">
      <button
        type="button"
        className="button small"
        aria-expanded={open}
        aria-controls={id}
        data-testid="simulate-toggle"
        onClick={() => setOpen(!open)}
      >
        Simulate an agent…
      </button>
      {open && (
        <form
          id={id}
          className="panel simulate-form"
          aria-label="Simulate an agent"
          onSubmit={(event) => void submit(event)}
        >
          {querySets.length === 0 ? (
            <p className="muted" data-testid="simulate-no-sets">
              No query set is open. Import one or write one in{' '}
              <button type="button" className="link" onClick={props.onOpenEvaluate}>
                Evaluate
              </button>
              , then come back.
            </p>
          ) : (
            <>
              <label className="field">
                <span className="field-label">Query set</span>
                <select
                  data-testid="simulate-set"
                  value={chosen?.id ?? ''}
                  onChange={(event) => setSetId(event.target.value)}
                >
                  {querySets.map((each) => (
                    <option key={each.id} value={each.id}>
                      {each.name} ({each.queries.length} queries)
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span className="field-label">Strategy</span>
                <select
                  data-testid="simulate-strategy"
                  value={strategy}
                  onChange={(event) => setStrategy(event.target.value)}
                >
                  {SIMULATE_STRATEGIES.map((each) => (
                    <option key={each} value={each}>
                      {STRATEGY_LABELS[each]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span className="field-label">Budget</span>
                <input
                  type="number"
                  min={1}
                  max={MAX_BUDGET}
                  value={slots}
                  data-testid="simulate-budget"
                  onChange={(event) => {
                    const next = Math.round(Number(event.target.value));
                    if (next >= 1 && next <= MAX_BUDGET) setBudget(next);
                  }}
                />
              </label>
              <button
                type="submit"
                className="button small primary"
                disabled={running}
                data-testid="simulate-run"
              >
                {running ? 'Simulating…' : 'Simulate'}
              </button>
              <p className="muted fine-print simulate-about">
                Each query is a turn: search_tools with its words, activate_tool on what the
                strategy picks, then a call of the first. The timeline is saved with your
                transcripts.
              </p>
            </>
          )}
          {props.error && (
            <p className="simulate-error" role="alert" data-testid="simulate-error">
              {props.error}{' '}
              <button type="button" className="link" onClick={props.onDismissError}>
                Dismiss
              </button>
            </p>
          )}
        </form>
      )}
    </div>
  );
};
