import { type FormEvent, useId, useMemo, useState } from 'react';
import type { ToolDetail } from '../../../worker/boundary';
import { ToolDiff } from './DiffView';
import { parseTags, TAG_FIELDS, type TagField, type ToolText, textOf } from './toolText';

type Props = {
  /** The tool as the worker holds it now; the form starts from it. */
  detail: ToolDetail;
  /** An edit is on its way to the worker. */
  busy: boolean;
  error: string | undefined;
  onSave: (text: ToolText) => void;
  onClose: () => void;
  onDismissError: () => void;
};

type Draft = { name: string; description: string } & Record<TagField, string>;

const draftOf = (text: ToolText): Draft => ({
  name: text.name,
  description: text.description,
  capabilities: text.capabilities.join(', '),
  domains: text.domains.join(', '),
  entities: text.entities.join(', '),
});

const textFrom = (draft: Draft, current: ToolText): ToolText => ({
  name: draft.name.trim(),
  description: draft.description,
  capabilities: parseTags(draft.capabilities),
  domains: parseTags(draft.domains),
  entities: parseTags(draft.entities),
  derived: current.derived,
});

/**
 * Edits one tool's name, description and tags in place. Applying re-indexes that tool only;
 * the queries beside it re-run and show how they moved. When the tool changes (an apply, an
 * undo), the form starts again from the tool as it now is.
 */
export const ToolEditor = ({ detail, busy, error, onSave, onClose, onDismissError }: Props) => {
  const current = useMemo(() => textOf(detail), [detail]);
  const [draft, setDraft] = useState<Draft>(() => draftOf(current));
  // A new detail from the worker resets the draft, during render (React's pattern for state
  // that follows a prop), so no frame shows the new tool against the old draft.
  const [shown, setShown] = useState(detail);
  if (shown !== detail) {
    setShown(detail);
    setDraft(draftOf(current));
  }
  const next = textFrom(draft, current);
  const ids = { name: useId(), description: useId(), tags: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(next);
  };

  const input = (field: keyof Draft) => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) =>
      setDraft({ ...draft, [field]: event.target.value }),
  });

  return (
    <section className="panel tool-editor" data-testid="tool-editor" aria-label="Tool editor">
      <header className="panel-header">
        <h2>
          Edit <span className="mono">{detail.name}</span>
        </h2>
        <button type="button" className="dismiss" aria-label="Close the editor" onClick={onClose}>
          ×
        </button>
      </header>
      <form onSubmit={submit}>
        <label htmlFor={ids.name} className="field-label">
          Name
        </label>
        <input
          id={ids.name}
          type="text"
          data-testid="edit-name"
          spellCheck={false}
          {...input('name')}
        />
        <label htmlFor={ids.description} className="field-label">
          Description{detail.live && ' (live: saving makes it plain text)'}
        </label>
        <textarea
          id={ids.description}
          data-testid="edit-description"
          rows={7}
          {...input('description')}
        />
        {TAG_FIELDS.map((field) => (
          <label key={field} className="field tag-field">
            <span className="field-label">
              {field}
              {field !== 'entities' && current.derived[field] && (
                <span
                  className="tag derived"
                  title="Derived by toollens from the name or server; edit to make them yours"
                >
                  derived
                </span>
              )}
            </span>
            <input type="text" data-testid={`edit-${field}`} spellCheck={false} {...input(field)} />
          </label>
        ))}
        <h3>Before → after</h3>
        <ToolDiff before={current} after={next} />
        {error && (
          <p className="form-error" role="alert" data-testid="edit-error">
            {error}{' '}
            <button type="button" className="link" onClick={onDismissError}>
              dismiss
            </button>
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button primary" data-testid="edit-apply" disabled={busy}>
            {busy ? 'Re-indexing…' : 'Apply and re-run'}
          </button>
          <button type="button" className="button" onClick={() => setDraft(draftOf(current))}>
            Reset
          </button>
        </div>
      </form>
    </section>
  );
};
