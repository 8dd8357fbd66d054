import { useEffect, useMemo, useState } from 'react';
import type { LabelledQuery } from '../../../engine/core';
import { downloadText } from '../../shared/download';
import { type EstimateState, PlayFormView } from './PlayFormView';
import { costText } from './PlayPrice';
import { PlayProgress } from './PlayProgress';
import { PlayReport } from './PlayReport';
import { chosenIds, formProblem, limitProblem, planOf, typedTasks } from './playForm';
import { type PlaySession, usePlayState } from './playSession';

type Props = {
  session: PlaySession;
  /** The open query set: its queries are the run's tasks. */
  setId: string;
  queries: readonly LabelledQuery[];
  /** The catalog as edited (its key and edits): a change asks the estimate again. */
  catalog?: string;
  /** Imports the run's log as the Timeline's Import… does, and shows it there. */
  onOpenRun: (fileName: string, text: string) => void;
};

/** How long the form must rest before the estimate is asked again. */
const ESTIMATE_SETTLE_MS = 150;

/** The log's file name: the model and the time, so two runs never share one. */
const runFileName = (model: string) =>
  `play-${model.replace(/[^A-Za-z0-9._-]+/g, '-')}-${new Date()
    .toISOString()
    .slice(0, 19)
    .replace(/[-:]/g, '')
    .replace('T', '-')}.jsonl`;

/**
 * Evaluate's Play view (docs/play.md, "In the app"): a real model, reached from this page with
 * the user's key, searches the catalog as edited for each ticked task. The form shows what the
 * run will do before it starts; the run shows each task's searches and calls as they come; the
 * report gives the figures, each real search beside the emulator's answer, and the log, which
 * opens in the Timeline as any imported session.
 */
export const PlayView = ({ session, setId, queries, catalog = '', onOpenRun }: Props) => {
  const { form, run } = usePlayState(session);
  const ids = chosenIds(form, setId, queries);
  const tasks = useMemo(() => {
    const ticked = new Set(ids);
    return [...queries.filter((query) => ticked.has(query.id)), ...typedTasks(form)];
  }, [ids, queries, form]);
  const plan = planOf(form, tasks);
  const planKey = JSON.stringify(plan);
  const waiting = limitProblem(form, tasks.length);
  const [estimate, setEstimate] = useState<EstimateState>({ status: 'pending' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the plan's text is its identity
  useEffect(() => {
    if (waiting) {
      setEstimate({ status: 'none', why: waiting });
      return;
    }
    const controller = new AbortController();
    setEstimate((previous) => (previous.status === 'ok' ? previous : { status: 'pending' }));
    const timer = setTimeout(() => {
      session.calls.estimate(plan, controller.signal).then(
        (answer) => setEstimate({ status: 'ok', estimate: answer }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setEstimate({
            status: 'error',
            message: error instanceof Error ? error.message : String(error),
          });
        },
      );
    }, ESTIMATE_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [planKey, waiting, session, catalog]);

  const running = run.status === 'running';
  const problem = formProblem(form, tasks.length);
  return (
    <div className="play-view">
      <p className="muted play-intro">
        A real model searches this catalog (as edited) for each task, with your key, straight from
        this page to the provider. Your tools never run: each call gets the answer you choose.
      </p>
      <PlayFormView
        form={form}
        onForm={session.setForm}
        setId={setId}
        queries={queries}
        estimate={estimate}
        problem={problem}
        running={running}
        onRun={() => void session.start({ ...plan, apiKey: form.apiKey.trim() })}
      />
      {run.status === 'running' && (
        <PlayProgress events={run.events} onCancel={session.cancel} cancelling={run.cancelling} />
      )}
      {run.status === 'failed' && (
        <>
          <p className="panel panel-error play-failed" role="alert">
            The run could not start: {run.error}
          </p>
          {run.events.length > 0 && <PlayProgress events={run.events} />}
        </>
      )}
      {run.status === 'done' && (
        <>
          <PlayReport
            answer={run.answer}
            cost={costText(form, run.answer.figures.usage)}
            onDownload={() =>
              downloadText(
                runFileName(run.answer.run.model),
                run.answer.log,
                'application/x-ndjson',
              )
            }
            onOpen={() => onOpenRun(runFileName(run.answer.run.model), run.answer.log)}
          />
          <details className="panel">
            <summary>What the model did, as it happened</summary>
            <PlayProgress events={run.events} />
          </details>
        </>
      )}
    </div>
  );
};
