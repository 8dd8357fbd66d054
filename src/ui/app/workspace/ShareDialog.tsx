import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../shared/dialogs/Modal';
import { MAX_WORKSPACE_FILE_BYTES, readLimited } from '../../shared/limits';
import type { OpenedBy } from '../store/types';
import { shareWhere } from './shareWhere';
import './workspace.css';

export type ShareDialogProps = {
  /** Builds the share link at `base` (compression is asynchronous). */
  makeLink: (base: string) => Promise<{ url: string; catalogLeftOut: boolean }>;
  /** The page's address, where links open unless `toollens open` serves it. */
  page: { origin: string; pathname: string };
  /** Set when `toollens open` opened this tab: links then say so, and may open elsewhere. */
  opened: OpenedBy | undefined;
  /** The address of the app served elsewhere, as typed. */
  onAppUrl: (text: string) => void;
  /** The imported catalog's name, when the view shows one. */
  importedName: string | undefined;
  /** The iframe snippet for the current panel at `base`; with a catalog URL, the embed fetches it. */
  embedCode: (catalogUrl: string, base: string) => string;
  onExport: () => void;
  /** Replaces the workspace with a file's; resolves with its problems (none on success). */
  onImport: (text: string) => Promise<string[]>;
  onClose: () => void;
};

/** Copies text, or selects it for Ctrl C where the clipboard is not allowed. */
const useCopy = () => {
  const [copied, setCopied] = useState<string | undefined>(undefined);
  const copy = async (
    what: string,
    text: string,
    field: HTMLInputElement | HTMLTextAreaElement | null,
  ) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(`${what} copied.`);
    } catch {
      field?.select();
      setCopied(`${what} selected: press Ctrl C (⌘ C) to copy.`);
    }
  };
  return { copied, copy };
};

/** A labelled address field of the dialog: the app's elsewhere, the embed's catalog. */
const AddressField = (props: {
  id: string;
  label: string;
  className: string;
  testId: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) => (
  <>
    <label htmlFor={props.id} className={`field-label ${props.className}-label`}>
      {props.label}
    </label>
    <input
      id={props.id}
      type="text"
      inputMode="url"
      spellCheck={false}
      className={props.className}
      data-testid={props.testId}
      placeholder={props.placeholder}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  </>
);

/** Share link, embed code, and the workspace as one file. */
export const ShareDialog = ({
  makeLink,
  page,
  opened,
  onAppUrl,
  importedName,
  embedCode,
  onExport,
  onImport,
  onClose,
}: ShareDialogProps) => {
  const [link, setLink] = useState<{ url: string; catalogLeftOut: boolean } | undefined>();
  const [errors, setErrors] = useState<string[]>([]);
  const { copied, copy } = useCopy();
  const linkField = useRef<HTMLInputElement>(null);
  const embedField = useRef<HTMLTextAreaElement>(null);
  const [catalogUrl, setCatalogUrl] = useState('');
  const ids = { link: useId(), embed: useId(), catalogUrl: useId(), appUrl: useId() };
  const where = shareWhere(page, opened);
  const code = embedCode(catalogUrl, where.base);

  useEffect(() => {
    let live = true;
    setLink(undefined);
    makeLink(where.base).then((made) => live && setLink(made));
    return () => {
      live = false;
    };
  }, [makeLink, where.base]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    // The size first: an oversize file is refused before it is read.
    const read = await readLimited(file, MAX_WORKSPACE_FILE_BYTES);
    if (!read.ok) {
      setErrors([`${file.name}: ${read.message}`]);
      return;
    }
    const problems = await onImport(read.text);
    if (problems.length === 0) onClose();
    else setErrors(problems.map((problem) => `${file.name}: ${problem}`));
  };

  return (
    <Modal title="Share and keep your work" onClose={onClose} className="share-dialog">
      <div className="share-body">
        <section>
          <label htmlFor={ids.link} className="field-label">
            Share link: this view, the active query set and this catalog’s edits
          </label>
          <div className="copy-row">
            <input
              id={ids.link}
              ref={linkField}
              type="text"
              readOnly
              data-testid="share-link"
              value={link?.url ?? 'Compressing…'}
            />
            <button
              type="button"
              className="button"
              disabled={!link}
              data-autofocus
              onClick={() => link && void copy('Link', link.url, linkField.current)}
            >
              Copy link
            </button>
          </div>
          <p className="hint" data-testid="share-where">
            {where.where} Everything is in the address after <code>#</code>, deflated: no server
            sees it.
            {link?.catalogLeftOut &&
              ` The imported catalog ${importedName ?? ''} is too large for a link: its reader imports it too${opened ? ', or opens the workspace file' : ''}.`}
          </p>
          {opened && (
            <>
              <AddressField
                id={ids.appUrl}
                label="Where toollens is served for others"
                className="app-url"
                testId="share-app-url"
                placeholder="https://…/toollens/ (optional)"
                value={opened.appUrl}
                onChange={onAppUrl}
              />
              {where.problem ? (
                <p className="hint form-error" role="alert">
                  {where.problem}
                </p>
              ) : (
                where.local && (
                  <p className="hint">
                    For a link that still opens once toollens open has ended, give the address of a
                    toollens served elsewhere (the package’s <code>dist/</code> on any static host;{' '}
                    <code>toollens open --app-url &lt;address&gt;</code> fills it in), or export the
                    workspace below.
                  </p>
                )
              )}
            </>
          )}
        </section>
        <section>
          <label htmlFor={ids.embed} className="field-label">
            Embed this panel in a page
          </label>
          <AddressField
            id={ids.catalogUrl}
            label="catalog URL for the embed"
            className="embed-url"
            testId="embed-catalog-url"
            placeholder="./tools.json (optional)"
            value={catalogUrl}
            onChange={setCatalogUrl}
          />
          <p className="hint">
            {catalogUrl.trim()
              ? 'The embed fetches this catalog, relative to the page that serves toollens; another origin must allow it (CORS) and be listed in the CSP’s connect-src.'
              : importedName
                ? `An embed cannot carry an imported catalog: give the URL where ${importedName} is served, or it shows this view on the demo catalog.`
                : 'Empty: the embed shows this view on the built-in catalog.'}
          </p>
          <textarea
            id={ids.embed}
            ref={embedField}
            readOnly
            rows={3}
            data-testid="embed-code"
            value={code}
          />
          <button
            type="button"
            className="button"
            onClick={() => void copy('Embed code', code, embedField.current)}
          >
            Copy embed code
          </button>
        </section>
        <section>
          <span className="field-label">The whole workspace as one file</span>
          <p className="hint">
            The imported catalog, every catalog’s edits, the query sets, transcripts and the view.
            {opened &&
              ' A file outlives toollens open: Import workspace… opens it in any toollens, this machine’s or another’s.'}
          </p>
          <div className="copy-row">
            <button
              type="button"
              className="button"
              data-testid="export-workspace"
              onClick={onExport}
            >
              Export workspace
            </button>
            <label className="button">
              Import workspace…
              <input
                type="file"
                accept=".json,application/json"
                className="visually-hidden"
                data-testid="import-workspace"
                onChange={onFile}
              />
            </label>
          </div>
          {errors.length > 0 && (
            <ul className="issues form-error" role="alert" data-testid="workspace-errors">
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          )}
        </section>
        <p className="hint" aria-live="polite">
          {copied}
        </p>
      </div>
    </Modal>
  );
};
