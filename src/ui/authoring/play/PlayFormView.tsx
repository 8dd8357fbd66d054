import { type ReactNode, useId } from 'react';
import type { LabelledQuery } from '../../../engine/core';
import { type PlayProvider, type PlaySearch, PROVIDER_SEARCHES } from '../../../play/types';
import type { PlayEstimate } from '../../../worker/boundary';
import { formatCount, plural } from '../../shared/format';
import { costBoundText, PriceFields } from './PlayPrice';
import { chosenIds, type PlayForm, PROVIDER_LABELS, SEARCH_LABELS, withProvider } from './playForm';
import { TypedTasks } from './TypedTasks';

export type EstimateState =
  | { status: 'none'; why: string }
  | { status: 'pending' }
  | { status: 'ok'; estimate: PlayEstimate }
  | { status: 'error'; message: string };

type Props = {
  form: PlayForm;
  onForm: (patch: Partial<PlayForm>) => void;
  setId: string;
  queries: readonly LabelledQuery[];
  estimate: EstimateState;
  /** Why the run cannot start; undefined when it can. */
  problem: string | undefined;
  /** A run is going: the form waits. */
  running: boolean;
  onRun: () => void;
};

const PROVIDERS = Object.keys(PROVIDER_LABELS) as PlayProvider[];

/** "At most 30 requests · about 1,200 input tokens …": what the run may cost, before it starts. */
const EstimateText = ({ estimate, form }: { estimate: EstimateState; form: PlayForm }) => {
  if (estimate.status === 'none') return <>{estimate.why}</>;
  if (estimate.status === 'pending') return <>Estimating…</>;
  if (estimate.status === 'error') return <>The estimate failed: {estimate.message}</>;
  const { maxRequests, firstRequest, upperBound } = estimate.estimate;
  return (
    <>
      At most {plural(maxRequests, 'request')}; about {formatCount(firstRequest)} input tokens for a
      task's first request, at most about {formatCount(upperBound)} in all (characters ÷ 4).
      {costBoundText(form, estimate.estimate)}
    </>
  );
};

/** A labelled control, with a hint below it named `${id}-hint` for the control to cite. */
const Field = ({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) => (
  <div className="play-field">
    <label htmlFor={id} className="field-label">
      {label}
    </label>
    {children}
    {hint && (
      <small id={`${id}-hint`} className="muted">
        {hint}
      </small>
    )}
  </div>
);

/** The run's form: provider, search, model, endpoint, key, tasks and limits, and its estimate. */
export const PlayFormView = ({
  form,
  onForm,
  setId,
  queries,
  estimate,
  problem,
  running,
  onRun,
}: Props) => {
  const id = useId();
  const chosen = new Set(chosenIds(form, setId, queries));
  const count = chosen.size + form.typed.length;
  const tick = (ids: string[]) => onForm({ chosen: { set: setId, ids } });
  const compatible = form.provider === 'openai-compatible';
  const requests = estimate.status === 'ok' ? estimate.estimate.maxRequests : undefined;
  return (
    <form
      className="panel play-form"
      aria-label="Model run"
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem && !running) onRun();
      }}
    >
      <div className="play-fields">
        <Field id={`${id}-provider`} label="Provider">
          <select
            id={`${id}-provider`}
            value={form.provider}
            onChange={(event) => onForm(withProvider(form, event.target.value as PlayProvider))}
          >
            {PROVIDERS.map((provider) => (
              <option key={provider} value={provider}>
                {PROVIDER_LABELS[provider]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-search`} label="Search">
          <select
            id={`${id}-search`}
            value={form.search}
            onChange={(event) => onForm({ search: event.target.value as PlaySearch })}
          >
            {PROVIDER_SEARCHES[form.provider].map((search) => (
              <option key={search} value={search}>
                {SEARCH_LABELS[search]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-model`} label="Model">
          <input
            id={`${id}-model`}
            value={form.model}
            spellCheck={false}
            placeholder={compatible ? 'e.g. llama3.1' : 'a model with tool search'}
            onChange={(event) => onForm({ model: event.target.value })}
          />
        </Field>
        <Field
          id={`${id}-url`}
          label={compatible ? 'Base URL' : 'Base URL (optional)'}
          hint={
            compatible
              ? 'e.g. http://localhost:11434/v1 (Ollama); the server must allow this page (CORS).'
              : "Empty: the provider's own API."
          }
        >
          <input
            id={`${id}-url`}
            type="url"
            value={form.baseUrl}
            spellCheck={false}
            required={compatible}
            placeholder={compatible ? 'http://localhost:11434/v1' : "the provider's own"}
            aria-describedby={`${id}-url-hint`}
            onChange={(event) => onForm({ baseUrl: event.target.value })}
          />
        </Field>
        <Field
          id={`${id}-key`}
          label={compatible ? 'API key (optional)' : 'API key'}
          hint="Sent only to the provider, from this page; never saved, linked or exported."
        >
          <input
            id={`${id}-key`}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={form.apiKey}
            aria-describedby={`${id}-key-hint`}
            onChange={(event) => onForm({ apiKey: event.target.value })}
          />
          <label className="play-keep">
            <input
              type="checkbox"
              checked={form.keep}
              onChange={(event) => onForm({ keep: event.target.checked })}
            />{' '}
            Keep for this tab's session
          </label>
        </Field>
        <Field id={`${id}-turns`} label="Turns per task">
          <input
            id={`${id}-turns`}
            type="number"
            min={1}
            value={Number.isNaN(form.turns) ? '' : form.turns}
            onChange={(event) => onForm({ turns: event.target.valueAsNumber })}
          />
        </Field>
        <Field id={`${id}-tokens`} label="Max tokens">
          <input
            id={`${id}-tokens`}
            type="number"
            min={1}
            value={Number.isNaN(form.maxTokens) ? '' : form.maxTokens}
            onChange={(event) => onForm({ maxTokens: event.target.valueAsNumber })}
          />
        </Field>
        <PriceFields form={form} onForm={onForm} />
        <Field id={`${id}-answer`} label="What the tools answer">
          <select
            id={`${id}-answer`}
            value={form.answer}
            onChange={(event) => onForm({ answer: event.target.value as PlayForm['answer'] })}
          >
            <option value="ok">ok</option>
            <option value="echo">an echo of the call</option>
          </select>
        </Field>
      </div>
      <fieldset className="play-tasks">
        <legend>
          Tasks ({count} of {queries.length + form.typed.length})
        </legend>
        <div className="play-task-actions">
          <button
            type="button"
            className="button"
            onClick={() => tick(queries.map((query) => query.id))}
          >
            Select all
          </button>
          <button type="button" className="button" onClick={() => tick([])}>
            Select none
          </button>
        </div>
        <ul className="play-task-list">
          {queries.map((query) => (
            <li key={query.id}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.has(query.id)}
                  onChange={(event) =>
                    tick(
                      queries
                        .filter((each) =>
                          each.id === query.id ? event.target.checked : chosen.has(each.id),
                        )
                        .map((each) => each.id),
                    )
                  }
                />{' '}
                {query.query}
              </label>
            </li>
          ))}
        </ul>
        <TypedTasks typed={form.typed} onTyped={(typed) => onForm({ typed })} />
      </fieldset>
      <p className="play-estimate" role="status" aria-label="Estimate">
        <EstimateText estimate={estimate} form={form} />
      </p>
      {/* A limit's problem is said once, where the estimate would be. */}
      {problem && !(estimate.status === 'none' && estimate.why === problem) && (
        <p className="play-problem">{problem}</p>
      )}
      <button type="submit" className="button primary" disabled={problem !== undefined || running}>
        {running
          ? 'Running…'
          : `Run ${plural(count, 'task')}${requests === undefined ? '' : `, up to ${plural(requests, 'request')}`}`}
      </button>
    </form>
  );
};
