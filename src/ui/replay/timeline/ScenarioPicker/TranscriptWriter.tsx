import { useState } from 'react';
import { DEMO_EPOCH } from '../../../../engine/core';
import { Modal } from '../../../shared/dialogs/Modal';
import type { ScenarioEntry } from '../../state/sessionTypes';
import './transcriptWriter.css';

type Props = {
  entry: ScenarioEntry | undefined;
  errors: string[] | undefined;
  /** Resolves true when the transcript was read and saved (the dialog then closes). */
  onSave: (text: string, overwrite: boolean) => Promise<boolean>;
  onClose: () => void;
};

const EXAMPLE = {
  name: 'my-transcript',
  budget: 5,
  turns: [
    {
      at: DEMO_EPOCH,
      events: [
        { type: 'user', text: 'merge the two reports' },
        { type: 'search', query: 'merge pdf' },
        { type: 'activate', names: ['merge_pdfs'] },
      ],
    },
  ],
};

/**
 * A transcript written as JSON in the app, starting from the one shown. The worker reads it as
 * it reads a file, so every problem names its JSON path.
 */
export const TranscriptWriter = ({ entry, errors, onSave, onClose }: Props) => {
  const [text, setText] = useState(() => JSON.stringify(entry?.transcript ?? EXAMPLE, null, 2));
  const save = async (overwrite: boolean) => {
    if (await onSave(text, overwrite)) onClose();
  };
  return (
    <Modal title="Write a transcript" onClose={onClose} className="transcript-writer">
      <div className="writer-body">
        <p className="muted">
          <code>{'{"turns": [{"at", "events": [...]}]}'}</code> with events <code>user</code>,{' '}
          <code>assistant</code>, <code>search</code>, <code>activate</code> and <code>call</code>,
          as the README's transcript format describes.
        </p>
        <textarea
          data-testid="transcript-text"
          aria-label="Transcript JSON"
          data-autofocus
          rows={18}
          spellCheck={false}
          value={text}
          aria-invalid={errors !== undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {errors && (
          <ul className="issues transcript-errors" role="alert" data-testid="transcript-errors">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
        <div className="modal-actions">
          {entry && (
            <button type="button" className="button" onClick={() => void save(true)}>
              Save over “{entry.title}”
            </button>
          )}
          <button type="button" className="button primary" onClick={() => void save(false)}>
            Save as new
          </button>
        </div>
      </div>
    </Modal>
  );
};
