import type { ImportReport as Report } from '../../state/sessionTypes';

/** Whether the report belongs with the transcript shown: the file's main thread or a thread. */
export const reportFor = (report: Report, shown: string | undefined): boolean =>
  report.name === shown || (report.threads ?? []).some((thread) => thread.name === shown);

type Props = {
  report: Report;
  /** The transcript shown, marked current among the threads. */
  shown: string | undefined;
  onDismiss: () => void;
  /** Shows a saved transcript: the session's main thread or one of its subagent threads. */
  onPick: (name: string) => void;
};

/**
 * How the imported file was read: the format (detected or chosen), every note, and a session's
 * subagent threads, each replayable on its own.
 */
export const ImportReportNote = ({ report, shown, onDismiss, onPick }: Props) => (
  <section className="import-report" role="status" data-testid="import-report">
    <div className="import-report-head">
      <p>
        Read <strong>{report.source}</strong> as{' '}
        <strong data-testid="import-format">{report.format}</strong>{' '}
        <span className="muted">({report.detected ? 'detected' : 'as chosen'})</span>
      </p>
      <button
        type="button"
        className="dismiss"
        aria-label="Dismiss the import report"
        onClick={onDismiss}
      >
        ×
      </button>
    </div>
    {report.notes.length > 0 && (
      <ul className="import-notes" data-testid="import-notes">
        {report.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    )}
    {report.threads && report.threads.length > 0 && (
      <nav className="import-threads" aria-label="Threads of the session">
        <span className="field-label">Replay a thread</span>
        <button
          type="button"
          className="button small"
          aria-pressed={shown === report.name}
          onClick={() => onPick(report.name)}
        >
          Main thread
        </button>
        {report.threads.map((thread) => (
          <button
            type="button"
            key={thread.name}
            className="button small"
            aria-pressed={shown === thread.name}
            onClick={() => onPick(thread.name)}
          >
            {thread.title}
          </button>
        ))}
      </nav>
    )}
  </section>
);
