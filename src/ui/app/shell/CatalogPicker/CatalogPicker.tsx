import type { ChangeEvent } from 'react';
import type { BuiltInCatalog, CatalogSummary, FormattedIssue } from '../../../../worker/boundary';
import { BUILT_IN_CHOICES } from '../../../shared/builtInChoices';
import { plural } from '../../../shared/format';
import { readLimited } from '../../../shared/limits';
import { ServerText } from '../../../shared/text/ServerText';
import type { CatalogChoice } from '../../../shared/view';

/** The file input's id, so the command palette can open the file chooser. */
export const FILE_INPUT_ID = 'catalog-file-input';

type Props = {
  catalog: CatalogSummary | undefined;
  choice: CatalogChoice;
  warnings: FormattedIssue[];
  busy: boolean;
  /** Work is being written to browser storage: said beside the catalog, as a reload could lose it. */
  saving?: boolean;
  /**
   * Anything not yet in storage, the view's debounced save included: not worth a word on every
   * keystroke, but a reload waits for it in the tests (`data-saving`).
   */
  unsaved?: boolean;
  onLoadText: (sourceName: string, text: string) => void;
  /** A file refused before it was read (over the 50 MB limit), with the engine's message. */
  onRefused: (sourceName: string, message: string) => void;
  onLoadBuiltIn: (name: BuiltInCatalog) => void;
  onPaste: () => void;
  /** Opens "Connect to server…" (a live MCP server); absent where connecting makes no sense. */
  onConnect?: (() => void) | undefined;
};

/**
 * The header's catalog choice: a built-in catalog, a file, a paste (or a drop anywhere). On a
 * phone the labels' longer words (`label-long`) are left to screen readers, so the choices
 * take little of the first screen.
 */
export const CatalogPicker = ({
  catalog,
  choice,
  warnings,
  busy,
  saving = false,
  unsaved = saving,
  onLoadText,
  onRefused,
  onLoadBuiltIn,
  onPaste,
  onConnect,
}: Props) => {
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires another change.
    input.value = '';
    if (!file) return;
    const read = await readLimited(file);
    if (read.ok) onLoadText(file.name, read.text);
    else onRefused(file.name, read.message);
  };

  return (
    <div className="catalog-picker">
      <fieldset className="segmented" aria-label="Built-in catalog">
        {BUILT_IN_CHOICES.map(({ name, label, title }) => (
          <button
            key={name}
            type="button"
            title={title}
            aria-pressed={choice.kind === 'builtIn' && choice.name === name}
            disabled={busy}
            onClick={() => onLoadBuiltIn(name)}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <label className="button" aria-disabled={busy} title="Or drop a file anywhere on the page">
        Import<span className="label-long"> file</span>…
        <input
          id={FILE_INPUT_ID}
          type="file"
          data-testid="catalog-file"
          accept=".json,application/json,text/plain"
          className="visually-hidden"
          disabled={busy}
          onChange={onFile}
        />
      </label>
      <button type="button" className="button" disabled={busy} onClick={onPaste}>
        Paste…
      </button>
      {onConnect && (
        <button
          type="button"
          className="button"
          data-testid="connect-button"
          disabled={busy}
          onClick={onConnect}
          title="Import the tools of a live MCP server and follow its changes"
        >
          Connect<span className="label-long"> to server</span>…
        </button>
      )}
      {/* A status line: it changes as a catalog loads, and is found by its name. */}
      <span
        className="catalog-summary"
        data-testid="catalog-summary"
        role="status"
        aria-label="Catalog"
      >
        {catalog ? (
          <>
            <span className="mono">
              <ServerText text={catalog.source} />
            </span>{' '}
            · {catalog.format} · {plural(catalog.tools, 'tool')}
          </>
        ) : (
          'No catalog loaded'
        )}
      </span>
      <span
        className="save-state"
        data-testid="save-state"
        data-saving={unsaved ? 'true' : 'false'}
        role="status"
      >
        {saving ? 'Saving…' : ''}
      </span>
      {warnings.length > 0 && (
        <details className="catalog-warnings">
          <summary>{plural(warnings.length, 'warning')}</summary>
          <ul>
            {warnings.map((warning, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a replaced list, never reordered
              <li key={i} className="mono">
                {warning.text}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
};
