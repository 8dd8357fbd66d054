import { TARGET_INFO } from '../../../engine/core';
import type { PlayResult } from '../../../worker/boundary';
import { formatCount } from '../../shared/format';
import { STOP_LABELS } from './PlayProgress';

type Props = {
  answer: PlayResult;
  /** The run's cost at the form's price, as text; '' without a price. */
  cost?: string;
  onDownload: () => void;
  onOpen: () => void;
};

type Check = PlayResult['predictions']['checks'][number];

const VERDICTS: Record<Check['verdict'], string> = {
  same: 'same as the emulator',
  reordered: 'the same tools in another order',
  different: 'differs from the emulator',
};

const yes = (value: boolean | null) => (value === null ? '–' : value ? 'yes' : 'no');

/** The run's figures: found and chosen, arguments valid, searches, requests, tokens. */
const Figures = ({ answer, cost }: { answer: PlayResult; cost: string }) => {
  const { figures } = answer;
  // Of the labelled tasks: a typed task names no tool to find.
  const of = (n: number) => `${n} of ${figures.labelled}`;
  const rows: [string, string][] = [
    ['Found and chosen', of(figures.foundAndChosen)],
    ['Found', of(figures.found)],
    ['Chosen', of(figures.chosen)],
    ['Arguments valid', of(figures.validArgs)],
    ['Searches a task', figures.tasks ? (figures.searches / figures.tasks).toFixed(1) : '–'],
    ['Requests', formatCount(figures.requests)],
    ['Tokens', `${formatCount(figures.usage.input)} in, ${formatCount(figures.usage.output)} out`],
    ...(cost ? ([['Cost at your price', cost]] as [string, string][]) : []),
  ];
  return (
    <dl className="play-figures" aria-label="Run figures">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
};

/** Each real search beside what the emulator answers to the same query or pattern. */
const Predictions = ({ answer }: { answer: PlayResult }) => {
  const { checks, skipped, note } = answer.predictions;
  return (
    <section aria-label="The searches against the emulator">
      <h3>The searches against the emulator</h3>
      {note && <p className="muted">{note}</p>}
      {checks.length > 0 && (
        <ul className="play-predictions">
          {checks.map((check) => (
            <li key={`${check.at.turn}-${check.at.event ?? ''}-${check.query}`}>
              <code>{check.query}</code>: <strong>{VERDICTS[check.verdict]}</strong> — the model's
              search returned <span className="mono">{check.recorded.join(', ') || 'nothing'}</span>
              ; the {TARGET_INFO[check.target].label} emulator{' '}
              <span className="mono">{check.emulated.join(', ') || 'nothing'}</span>
            </li>
          ))}
        </ul>
      )}
      {checks.length === 0 && !note && <p className="muted">The run made no search to compare.</p>}
      {skipped.length > 0 && (
        <p className="muted">
          {skipped.length} search{skipped.length === 1 ? '' : 'es'} not compared (
          {[
            ...new Set(skipped.map((skip) => (skip.why === 'failed' ? 'failed' : 'no emulator'))),
          ].join(', ')}
          ).
        </p>
      )}
    </section>
  );
};

/** After the run: what each task did, the figures, the emulator's answers, the log. */
export const PlayReport = ({ answer, cost = '', onDownload, onOpen }: Props) => (
  <section className="panel play-report" aria-label="Run report">
    <header className="play-progress-head">
      <h2>
        {answer.run.cancelled ? 'Cancelled run' : 'Run'}: {answer.run.model} ({answer.run.provider},{' '}
        {answer.run.search})
      </h2>
      <div className="play-actions">
        <button type="button" className="button" onClick={onDownload}>
          Download run (.jsonl)
        </button>
        <button type="button" className="button primary" onClick={onOpen}>
          Open in the Timeline
        </button>
      </div>
    </header>
    <Figures answer={answer} cost={cost} />
    <div className="table-scroll">
      <table className="play-table">
        <caption>Per task</caption>
        <thead>
          <tr>
            <th scope="col">Task</th>
            <th scope="col">Found</th>
            <th scope="col">Chosen</th>
            <th scope="col">Arguments valid</th>
            <th scope="col">Searches</th>
            <th scope="col">Requests</th>
            <th scope="col">Stop</th>
          </tr>
        </thead>
        <tbody>
          {answer.run.tasks.map((task) => (
            <tr key={task.id}>
              <th scope="row">{task.query}</th>
              <td>{yes(task.found)}</td>
              <td>{yes(task.chosen)}</td>
              <td>{yes(task.validArgs)}</td>
              <td>{task.searches.length}</td>
              <td>{task.requests}</td>
              <td>
                {STOP_LABELS[task.stop]}
                {task.error && <span className="play-bad">: {task.error}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    <Predictions answer={answer} />
  </section>
);
