import type { ChangeEvent } from 'react';
import type { ChosenFile, SessionImportError } from '../replay';
import { MAX_CATALOG_BYTES, readLimited } from '../shared/limits';

type Props = {
  importing: boolean;
  errors: SessionImportError[];
  onImport: (files: ChosenFile[]) => void;
  onDismiss: () => void;
};

/** Reads every chosen file on the page (a file too large is refused here, by name). */
const readFiles = async (list: FileList): Promise<ChosenFile[]> =>
  Promise.all(
    [...list].map(async (file): Promise<ChosenFile> => {
      const read = await readLimited(file, MAX_CATALOG_BYTES);
      return read.ok
        ? { name: file.name, ok: true, text: read.text }
        : { name: file.name, ok: false, message: read.message.replace(/^catalog/, 'the session') };
    }),
  );

/** Imports several session files at once; each file that does not read is listed with why. */
export const SessionImport = ({ importing, errors, onImport, onDismiss }: Props) => {
  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const { files } = event.target;
    if (!files || files.length === 0) return;
    const read = await readFiles(files);
    event.target.value = '';
    onImport(read);
  };
  return (
    <div className="sessions-import">
      <label className="button" htmlFor="sessions-files">
        Import sessions…
      </label>
      <input
        id="sessions-files"
        type="file"
        multiple
        accept=".json,.jsonl,.ndjson,application/json,application/jsonl,application/x-ndjson"
        className="visually-hidden"
        data-testid="sessions-files"
        disabled={importing}
        onChange={(event) => void onFiles(event)}
      />
      {importing && <span className="muted">Importing…</span>}
      {errors.length > 0 && (
        <div className="sessions-error" role="alert">
          <p>
            {errors.length === 1 ? 'A file was' : `${errors.length} files were`} not imported; your
            other sessions are kept.{' '}
            <button type="button" className="button small" onClick={onDismiss}>
              Dismiss
            </button>
          </p>
          <ul>
            {errors.map((error) => (
              <li key={error.source}>
                <strong>{error.source}</strong>
                <ul>
                  {error.errors.map((each) => (
                    <li key={each}>{each}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
};
