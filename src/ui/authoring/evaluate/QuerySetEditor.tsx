import { type FormEvent, useId, useState } from 'react';
import type { LabelledQuery } from '../../../engine/core';
import type { QuerySet } from '../state/authoringTypes';
import { fieldsOf, nextQueryId, type QueryFields, queryFrom, unknownTools } from './queryForm';

type Props = {
  set: QuerySet;
  /** The loaded catalog's tool names, to flag names it does not have; undefined while loading. */
  toolNames: ReadonlySet<string> | undefined;
  onSave: (query: LabelledQuery, replaces?: string) => void;
  onDelete: (id: string) => void;
};

/** Writes the active set's queries: each with its expected tools, grades and must-not tools. */
export const QuerySetEditor = ({ set, toolNames, onSave, onDelete }: Props) => {
  const [editing, setEditing] = useState<string | undefined>(undefined);
  const [fields, setFields] = useState<QueryFields>(fieldsOf(undefined));
  const [error, setError] = useState<string | undefined>(undefined);
  const ids = { query: useId(), expected: useId(), mustNot: useId() };

  const edit = (query: LabelledQuery | undefined) => {
    setEditing(query?.id);
    setFields(fieldsOf(query));
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = queryFrom(fields, editing ?? nextQueryId(set.queries));
    if (!read.ok) {
      setError(read.error);
      return;
    }
    onSave(read.query, editing);
    edit(undefined);
  };

  const field = (key: keyof QueryFields) => ({
    value: fields[key],
    onChange: (event: { target: { value: string } }) =>
      setFields({ ...fields, [key]: event.target.value }),
  });

  return (
    <div className="query-set-editor">
      <form className="panel query-form" onSubmit={submit} data-testid="query-form">
        <h2>{editing ? `Edit query ${editing}` : `Add a query to “${set.name}”`}</h2>
        <label htmlFor={ids.query} className="field-label">
          Query, in the words a user would type
        </label>
        <input id={ids.query} type="text" data-testid="query-text" {...field('query')} />
        <label htmlFor={ids.expected} className="field-label">
          Expected tools, comma-separated; <code>name:2</code> grades one higher
        </label>
        <input id={ids.expected} type="text" data-testid="query-expected" {...field('expected')} />
        <label htmlFor={ids.mustNot} className="field-label">
          Must not return (optional)
        </label>
        <input id={ids.mustNot} type="text" data-testid="query-must-not" {...field('mustNot')} />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button primary">
            {editing ? 'Save query' : 'Add query'}
          </button>
          {editing && (
            <button type="button" className="button" onClick={() => edit(undefined)}>
              Cancel
            </button>
          )}
        </div>
      </form>
      {set.queries.length === 0 ? (
        <p className="empty">No queries yet.</p>
      ) : (
        <ul className="query-list" data-testid="query-list" aria-label="Queries in the set">
          {set.queries.map((query) => {
            const unknown = toolNames ? unknownTools(query, toolNames) : [];
            return (
              <li key={query.id}>
                <span className="muted mono">{query.id}</span> <strong>{query.query}</strong> →{' '}
                <span className="mono">{fieldsOf(query).expected}</span>
                {query.mustNot && (
                  <span className="muted"> · must not: {query.mustNot.join(', ')}</span>
                )}
                {unknown.length > 0 && (
                  <span className="unknown" title="These names are not in the loaded catalog">
                    {' '}
                    not in this catalog: {unknown.join(', ')}
                  </span>
                )}
                <span className="row-actions">
                  <button type="button" className="button small" onClick={() => edit(query)}>
                    Edit
                  </button>
                  <button type="button" className="button small" onClick={() => onDelete(query.id)}>
                    Delete
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
};
