import type { ImportReport as Report } from '../../state/sessionTypes';

type Props = { report: Report; onDismiss: () => void };

/** How the imported file was read: the format (detected or chosen), and every note. */
export const ImportReportNote = ({ report, onDismiss }: Props) => (
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
  </section>
);
