import type { PlayEvent, PlayTaskOutcome, TaskStop } from '../../../worker/boundary';

/** How a task stopped, in words. */
export const STOP_LABELS: Record<TaskStop, string> = {
  answered: 'answered',
  turns: 'out of turns',
  refusal: 'refused',
  'max-tokens': 'out of tokens',
  error: 'failed',
  cancelled: 'cancelled',
};

type TaskLog = {
  index: number;
  id: string;
  query: string;
  lines: Exclude<PlayEvent, { type: 'task' } | { type: 'done' }>[];
  done?: PlayTaskOutcome;
};

/** The events as one entry a task, in the order they came. */
const byTask = (events: readonly PlayEvent[]): TaskLog[] => {
  const tasks: TaskLog[] = [];
  for (const event of events) {
    if (event.type === 'task') {
      tasks.push({ index: event.index, id: event.id, query: event.query, lines: [] });
      continue;
    }
    const task = tasks.at(-1);
    if (!task) continue;
    if (event.type === 'done') task.done = event.outcome;
    else task.lines.push(event);
  }
  return tasks;
};

const argsText = (args: unknown) => {
  const text = JSON.stringify(args) ?? '';
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

const Line = ({ line }: { line: TaskLog['lines'][number] }) => {
  if (line.type === 'request') return null;
  if (line.type === 'search') {
    const { search } = line;
    return (
      <li className="play-search">
        searched <code>{search.query}</code> ({search.via}) →{' '}
        {search.error ? (
          <span className="play-bad">{search.error}</span>
        ) : search.returned.length > 0 ? (
          <span className="mono">{search.returned.join(', ')}</span>
        ) : (
          'nothing'
        )}
      </li>
    );
  }
  const { call } = line;
  return (
    <li className="play-call">
      called <span className="mono">{call.tool}</span> <code>{argsText(call.args)}</code>{' '}
      {call.problems.length === 0 ? (
        <span className="play-good">✓ arguments valid</span>
      ) : (
        <span className="play-bad">✗ {call.problems.join('; ')}</span>
      )}
    </li>
  );
};

type Props = {
  events: readonly PlayEvent[];
  /** While running: the Cancel button's action; undefined once the run is over. */
  onCancel?: () => void;
  cancelling?: boolean;
};

/** The run as it goes: each task as it starts, its searches and calls, how it stopped. */
export const PlayProgress = ({ events, onCancel, cancelling = false }: Props) => {
  const tasks = byTask(events);
  const requests = events.filter((event) => event.type === 'request').length;
  return (
    <section className="panel play-progress" aria-label="Run progress">
      <header className="play-progress-head">
        <h2>
          {onCancel ? 'Running' : 'The run'}: {tasks.length} task{tasks.length === 1 ? '' : 's'}{' '}
          started, {requests} request{requests === 1 ? '' : 's'}
        </h2>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel} disabled={cancelling}>
            {cancelling ? 'Cancelling…' : 'Cancel'}
          </button>
        )}
      </header>
      <ol className="play-task-log">
        {tasks.map((task) => (
          <li key={`${task.index}-${task.id}`}>
            <strong>{task.query}</strong>
            <ul>
              {task.lines.map((line, i) => (
                // The lines only grow: an index is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
                <Line key={i} line={line} />
              ))}
              {task.done ? (
                <li className="play-stop">
                  {STOP_LABELS[task.done.stop]}
                  {task.done.error && <span className="play-bad">: {task.done.error}</span>}
                </li>
              ) : (
                onCancel && <li className="muted">waiting for the model…</li>
              )}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
};
