import { type FormEvent, useState } from 'react';
import type { TranscriptEvent } from '../../../../engine/core';
import { ServerText } from '../../../shared/text/ServerText';
import type { EditError } from '../../state/sessionTypes';

/** The events a user writes by hand; discover and compact events come from imported logs. */
type Kind = Exclude<TranscriptEvent['type'], 'discover' | 'compact'>;

type Props = {
  turn: number;
  error: EditError | undefined;
  /** Resolves true when the event was added; a refused activation leaves the form as it was. */
  onAdd: (event: TranscriptEvent) => Promise<boolean>;
  onDismissError: () => void;
};

const PLACEHOLDERS: Record<Kind, string> = {
  user: 'What the user says',
  assistant: 'What the assistant says',
  search: 'search query, e.g. merge pdf',
  activate: 'tool names, comma-separated, e.g. read_pdf, merge_pdfs',
  call: 'tool name, e.g. read_pdf',
};

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The event the form describes, or why it cannot be added yet. */
const eventOf = (kind: Kind, text: string, capabilities: string): TranscriptEvent | string => {
  const value = text.trim();
  if (!value) return 'Write something first.';
  switch (kind) {
    case 'user':
    case 'assistant':
      return { type: kind, text: value };
    case 'search': {
      const caps = list(capabilities);
      return caps.length > 0
        ? { type: 'search', query: value, capabilities: caps }
        : { type: 'search', query: value };
    }
    case 'activate':
      return { type: 'activate', names: list(value) };
    case 'call':
      return { type: 'call', name: value };
  }
};

/**
 * Adds an event at the end of the selected turn. An activation goes through activate_tool's
 * check first: unknown names are refused whole, and the error offers the nearest names.
 */
export const AddEventForm = ({ turn, error, onAdd, onDismissError }: Props) => {
  const [kind, setKind] = useState<Kind>('activate');
  const [text, setText] = useState('');
  const [capabilities, setCapabilities] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const made = eventOf(kind, text, capabilities);
    if (typeof made === 'string') {
      setProblem(made);
      return;
    }
    setProblem(undefined);
    if (await onAdd(made)) {
      setText('');
      setCapabilities('');
    }
  };

  /** Puts a suggested name in place of the unknown one. */
  const use = (unknown: string, suggestion: string) => {
    setText(
      list(text)
        .map((name) => (name === unknown ? suggestion : name))
        .join(', '),
    );
    onDismissError();
  };

  return (
    <form className="add-event" onSubmit={submit} data-testid="add-event">
      <label className="field">
        <span className="field-label">Add to t{turn}</span>
        <select
          value={kind}
          onChange={(e) => setKind(e.target.value as Kind)}
          data-testid="event-type"
        >
          {(['user', 'search', 'activate', 'call', 'assistant'] as const).map((each) => (
            <option key={each} value={each}>
              {each}
            </option>
          ))}
        </select>
      </label>
      <label className="field grow">
        <span className="field-label">
          {kind === 'search'
            ? 'Query'
            : kind === 'activate'
              ? 'Names'
              : kind === 'call'
                ? 'Tool'
                : 'Text'}
        </span>
        <input
          type="text"
          data-testid="event-text"
          value={text}
          placeholder={PLACEHOLDERS[kind]}
          spellCheck={kind === 'user' || kind === 'assistant'}
          aria-invalid={error !== undefined || problem !== undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      {kind === 'search' && (
        <label className="field">
          <span className="field-label">Capabilities</span>
          <input
            type="text"
            value={capabilities}
            placeholder="e.g. pdf, file:read"
            onChange={(e) => setCapabilities(e.target.value)}
          />
        </label>
      )}
      <button type="submit" className="button primary" data-testid="add-event-submit">
        Add
      </button>
      {problem && <p className="form-problem">{problem}</p>}
      {error && (
        <div className="edit-error" role="alert" data-testid="edit-error">
          <p>
            <ServerText text={error.message} />
          </p>
          {error.unknown.map(({ name, suggestions }) => (
            <p key={name} className="edit-suggestions">
              Instead of{' '}
              <code>
                <ServerText text={name} />
              </code>
              :{' '}
              {suggestions.map((suggestion) => (
                <button
                  key={suggestion}
                  type="button"
                  className="button small"
                  onClick={() => use(name, suggestion)}
                >
                  <ServerText text={suggestion} />
                </button>
              ))}
            </p>
          ))}
          <p className="muted">
            Nothing was changed: activate_tool accepts a call whole or not at all.
          </p>
        </div>
      )}
    </form>
  );
};
