import type { ChangeEvent } from 'react';
import type { BuiltInCatalog, CatalogSummary, FormattedIssue } from '../../worker/protocol';

type Props = {
  catalog: CatalogSummary | undefined;
  warnings: FormattedIssue[];
  loading: boolean;
  onLoadText: (sourceName: string, text: string) => void;
  onLoadBuiltIn: (name: BuiltInCatalog) => void;
};

export const CatalogLoader = ({ catalog, warnings, loading, onLoadText, onLoadBuiltIn }: Props) => {
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires another change.
    input.value = '';
    if (file) onLoadText(file.name, await file.text());
  };

  return (
    <div className="catalog-loader">
      <span className="catalog-summary" data-testid="catalog-summary">
        {catalog ? (
          <>
            <span className="mono">{catalog.source}</span> · {catalog.format} · {catalog.tools}{' '}
            tools
          </>
        ) : (
          'No catalog loaded'
        )}
      </span>
      {warnings.length > 0 && (
        <details className="catalog-warnings">
          <summary>
            {warnings.length} warning{warnings.length === 1 ? '' : 's'}
          </summary>
          <ul>
            {warnings.map((warning) => (
              <li key={warning.text} className="mono">
                {warning.text}
              </li>
            ))}
          </ul>
        </details>
      )}
      <label className="button" aria-disabled={loading}>
        Load catalog…
        <input
          type="file"
          data-testid="catalog-file"
          accept=".json,application/json"
          className="visually-hidden"
          disabled={loading}
          onChange={onFile}
        />
      </label>
      <button
        type="button"
        className="button"
        disabled={loading}
        onClick={() => onLoadBuiltIn('demo')}
      >
        Demo
      </button>
      <button
        type="button"
        className="button"
        disabled={loading}
        onClick={() => onLoadBuiltIn('sample')}
      >
        Sample
      </button>
    </div>
  );
};
