import { type ChangeEvent, useState } from 'react';
import type { CompareSource } from '../../worker/boundary';
import { BUILT_IN_CHOICES } from '../shared/builtInChoices';
import { Modal } from '../shared/dialogs/Modal';
import { readLimited } from '../shared/limits';
import { ServerText } from '../shared/text/ServerText';
import './diff.css';

export type CompareChooserProps = {
  /** The loaded catalog's name, which the other version is compared with. */
  currentSource: string | undefined;
  onChoose: (source: CompareSource) => void;
  onClose: () => void;
};

/**
 * The other version of the catalog: a file in any format the importer reads (the last
 * release's `tools/list`, say), a built-in catalog, or the loaded catalog before the user's edits.
 */
const CompareChooser = ({ currentSource, onChoose, onClose }: CompareChooserProps) => {
  const [refused, setRefused] = useState<string | undefined>();
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const read = await readLimited(file);
    if (read.ok) onChoose({ kind: 'file', name: file.name, text: read.text });
    else setRefused(`Compare with…: ${file.name} was not read: ${read.message}`);
  };
  return (
    <Modal title="Compare with…" onClose={onClose} className="compare-chooser">
      <div className="compare-chooser-body">
        <p>
          The release diff of{' '}
          <span className="mono">
            <ServerText text={currentSource ?? 'the loaded catalog'} />
          </span>{' '}
          against another version of it: tools added, removed and renamed, description and schema
          changes, and how each query of the open set moves.
        </p>
        <div className="compare-choices">
          <label className="button">
            Catalog file…
            <input
              type="file"
              data-testid="compare-file"
              data-autofocus
              accept=".json,application/json,text/plain"
              className="visually-hidden"
              onChange={onFile}
            />
          </label>
          <fieldset className="segmented" aria-label="Built-in catalog">
            {BUILT_IN_CHOICES.map(({ name, label, title }) => (
              <button
                key={name}
                type="button"
                title={title}
                onClick={() => onChoose({ kind: 'builtIn', name })}
              >
                {label}
              </button>
            ))}
          </fieldset>
          <button type="button" className="button" onClick={() => onChoose({ kind: 'loaded' })}>
            This catalog as loaded (before your edits)
          </button>
        </div>
        {refused && (
          <p role="alert" className="compare-refused">
            <ServerText text={refused} />
          </p>
        )}
      </div>
    </Modal>
  );
};

export default CompareChooser;
