import { useId, useState } from 'react';

/**
 * Tasks typed in the form, beside the set's: a request no query set holds, run as the user's
 * words. Each can be taken out; none names a tool, so the report judges only its calls.
 */
export const TypedTasks = ({
  typed,
  onTyped,
}: {
  typed: readonly string[];
  onTyped: (typed: string[]) => void;
}) => {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const text = draft.trim();
    if (text === '') return;
    // A task typed twice is run once: the list holds each request once.
    if (!typed.includes(text)) onTyped([...typed, text]);
    setDraft('');
  };
  return (
    <div className="play-typed">
      {typed.length > 0 && (
        <ul className="play-task-list" aria-label="Typed tasks">
          {typed.map((text) => (
            <li key={text}>
              <span>{text}</span>{' '}
              <button
                type="button"
                className="button"
                aria-label={`Remove the typed task "${text}"`}
                onClick={() => onTyped(typed.filter((other) => other !== text))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-task`}>Type a task</label>
      <div className="play-typed-row">
        <input
          id={`${id}-task`}
          type="text"
          value={draft}
          placeholder="e.g. download the pricing page as markdown"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the task rather than submitting the run.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="button" onClick={add} disabled={draft.trim() === ''}>
          Add
        </button>
      </div>
    </div>
  );
};
