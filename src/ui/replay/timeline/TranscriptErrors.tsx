/** Errors of an import or a written transcript, outside the writer dialog. */
export const TranscriptErrors = ({
  errors,
  onDismiss,
}: {
  errors: { source: string; errors: string[] };
  onDismiss: () => void;
}) => (
  <section className="panel panel-error" role="alert" data-testid="transcript-errors">
    <header>
      <h2>{errors.source} is not a transcript toollens can read</h2>
      <button type="button" className="dismiss" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </header>
    <ul className="issues">
      {errors.errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  </section>
);
