import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import {
  changedFields,
  describeChanges,
  matchesText,
  parseTags,
  TAG_FIELDS,
  type TagField,
  type ToolText,
  textOf,
} from '../../../engine/core';
import type { ToolDetail } from '../../../worker/boundary';
import type { Titled } from '../../catalog';
import { ServerText } from '../../shared/text/ServerText';
import type { ToolEditEntry } from '../state/editHistory';
import { toolOf } from '../state/toolOf';
import { ToolDiff } from './DiffView';

type Props = {
  /** The tool as the worker holds it now (its MCP titles when sent); the form starts from it. */
  detail: ToolDetail & Titled;
  /** An edit is on its way to the worker. */
  busy: boolean;
  error: string | undefined;
  onSave: (text: ToolText) => void;
  onClose: () => void;
  onDismissError: () => void;
  /** The newest applied edit of the catalog, whichever tool it changed. */
  lastEdit?: ToolEditEntry | undefined;
  /** Reverts the newest applied edit. */
  onUndo?: (() => void) | undefined;
  /** Said about this tool above the form (a server change held for the user's edit). */
  children?: ReactNode;
};

type Draft = {
  name: string;
  title: string;
  description: string;
  searchHint: string;
  arguments: string[];
} & Record<TagField, string>;

const draftOf = (text: ToolText): Draft => ({
  name: text.name,
  title: text.title ?? '',
  description: text.description,
  searchHint: text.searchHint ?? '',
  capabilities: text.capabilities.join(', '),
  domains: text.domains.join(', '),
  entities: text.entities.join(', '),
  arguments: (text.arguments ?? []).map((argument) => argument.description),
});

const textFrom = (draft: Draft, current: ToolText): ToolText => ({
  name: draft.name.trim(),
  // Sent only when edited: an edit without it leaves the tool's title as the worker holds it.
  ...(draft.title === (current.title ?? '') ? {} : { title: draft.title.trim() }),
  description: draft.description,
  capabilities: parseTags(draft.capabilities),
  domains: parseTags(draft.domains),
  entities: parseTags(draft.entities),
  derived: current.derived,
  // Claude Code reads a hint with its white space collapsed: an edit stores it that way.
  ...(current.searchHint === undefined
    ? {}
    : { searchHint: draft.searchHint.replace(/\s+/g, ' ').trim() }),
  ...(current.arguments
    ? {
        arguments: current.arguments.map((argument, i) => ({
          ...argument,
          description: draft.arguments[i] ?? argument.description,
        })),
      }
    : {}),
});

/** The tool a detail describes, with its titles (the edit model reads and writes them). */
const titledTool = (detail: ToolDetail & Titled) => ({
  ...toolOf(detail),
  ...(detail.title === undefined ? {} : { title: detail.title }),
  ...(detail.annotationTitle === undefined ? {} : { annotationTitle: detail.annotationTitle }),
});

/**
 * The newest applied edit, when it is this tool's and the tool still reads as it left it: only
 * then does "Undo" beside it revert what the editor names.
 */
const appliedHere = (detail: ToolDetail & Titled, edit: ToolEditEntry | undefined) =>
  edit && edit.after.name === detail.name && matchesText(titledTool(detail), edit.after)
    ? edit
    : undefined;

/**
 * Edits one tool's name, title, description, tags and argument descriptions in place. Applying
 * re-indexes that tool only; the queries beside it re-run and show how they moved. When the
 * tool changes (an apply, an undo), the form starts again from the tool as it now is, and says
 * what was applied.
 */
export const ToolEditor = ({
  detail,
  busy,
  error,
  onSave,
  onClose,
  onDismissError,
  lastEdit,
  onUndo,
  children,
}: Props) => {
  const current = useMemo(() => textOf(titledTool(detail)), [detail]);
  const [draft, setDraft] = useState<Draft>(() => draftOf(current));
  // A new detail from the worker resets the draft, during render (React's pattern for state
  // that follows a prop), so no frame shows the new tool against the old draft.
  const [shown, setShown] = useState(detail);
  if (shown !== detail) {
    setShown(detail);
    setDraft(draftOf(current));
  }
  const next = textFrom(draft, current);
  const ids = { name: useId(), title: useId(), description: useId(), hint: useId() };
  const pending = changedFields(current, next).length > 0;
  const applied = appliedHere(detail, lastEdit);

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
          Edit{' '}
          <span className="mono">
            <ServerText text={detail.name} />
          </span>
        </h2>
        <button type="button" className="dismiss" aria-label="Close the editor" onClick={onClose}>
          ×
        </button>
      </header>
      {children}
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
        <label htmlFor={ids.title} className="field-label">
          Title{' '}
          <span className="muted">
            (MCP <span className="mono">title</span>: what clients show people; Codex searches it)
          </span>
        </label>
        <input
          id={ids.title}
          type="text"
          data-testid="edit-title"
          placeholder={
            detail.annotationTitle
              ? `None: clients show annotations.title, "${detail.annotationTitle}"`
              : 'None: clients show the name'
          }
          {...input('title')}
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
        <label htmlFor={ids.hint} className="field-label">
          Search hint{' '}
          <span className="muted">
            (MCP <span className="mono">_meta["anthropic/searchHint"]</span>: Claude Code scores
            each word +4)
          </span>
        </label>
        <input
          id={ids.hint}
          type="text"
          data-testid="edit-search-hint"
          placeholder="None: words people search for that the description does not say"
          {...input('searchHint')}
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
        {current.arguments && current.arguments.length > 0 && (
          <fieldset className="edit-arguments" data-testid="edit-arguments">
            <legend className="field-label">
              Argument descriptions <span className="muted">(the default ranker reads them)</span>
            </legend>
            {current.arguments.map((argument, i) => (
              <label key={argument.pointer} className="field argument-field">
                <span className="mono">{argument.label}</span>
                <textarea
                  rows={2}
                  data-testid="edit-argument"
                  data-argument={argument.label}
                  value={draft.arguments[i] ?? ''}
                  placeholder="No description"
                  onChange={(event) =>
                    setDraft({
                      ...draft,
                      arguments: draft.arguments.map((text, j) =>
                        j === i ? event.target.value : text,
                      ),
                    })
                  }
                />
              </label>
            ))}
          </fieldset>
        )}
        <h3>Before → after</h3>
        {pending ? (
          <ToolDiff before={current} after={next} />
        ) : applied ? (
          // After Apply the form equals the tool: say what was applied and show that edit.
          <div data-testid="edit-applied">
            <p className="edit-applied" role="status">
              Applied: {describeChanges(applied.before, applied.after)} of{' '}
              <span className="mono">
                <ServerText text={applied.after.name} />
              </span>
              .{' '}
              {onUndo && (
                <button
                  type="button"
                  className="link"
                  data-testid="edit-applied-undo"
                  disabled={busy}
                  onClick={onUndo}
                >
                  Undo
                </button>
              )}
            </p>
            <ToolDiff before={applied.before} after={applied.after} />
          </div>
        ) : (
          <p className="empty" data-testid="edit-no-changes">
            Nothing edited yet: change a field above to see it here, word by word.
          </p>
        )}
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
