import { ServerText } from '../../../shared/text/ServerText';
import type { ImportFailure } from '../../store/appStore';

type Props = {
  failure: ImportFailure;
  /** The catalog still in use, named so the user knows nothing was lost. */
  currentSource: string | undefined;
  onDismiss: () => void;
};

/** Why an import failed, each problem with its place (line and column, or path and field). */
export const ImportErrors = ({ failure, currentSource, onDismiss }: Props) => (
  <section className="panel panel-error" role="alert" data-testid="import-error">
    <header>
      <h2>
        Could not load{' '}
        <span className="mono">
          <ServerText text={failure.source} />
        </span>
      </h2>
      <button type="button" className="dismiss" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </header>
    <ul className="issues">
      {failure.issues.map((issue, i) => (
        // Issues can repeat verbatim (same message at two places), so the index keys them.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced, never reordered
        <li key={i} className="mono">
          <ServerText text={issue.text} />
        </li>
      ))}
    </ul>
    <p className="hint">
      <ServerText
        text={
          currentSource
            ? `The current catalog (${currentSource}) is still loaded.`
            : 'No catalog is loaded.'
        }
      />
    </p>
  </section>
);
