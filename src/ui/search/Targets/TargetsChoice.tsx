import { memo } from 'react';
import { type AgentTargetId, TARGET_INFO } from '../../../engine/core';
import { EXACTNESS_TEXT, targetTitle } from '../../shared/targets/targetText';

type Props = {
  chosen: readonly AgentTargetId[];
  /** The targets the worker runs; undefined until asked (on the first open). */
  available: readonly AgentTargetId[] | undefined;
  onOpen: () => void;
  onChange: (targets: AgentTargetId[]) => void;
};

/**
 * Which agents' ranks to show beside toollens's: a compact menu of the targets this build runs.
 * Opening it asks the worker for the list, so a visit that never opens it loads no target.
 */
const TargetsChoiceView = ({ chosen, available, onOpen, onChange }: Props) => {
  const toggle = (id: AgentTargetId, on: boolean) =>
    onChange((available ?? []).filter((each) => (each === id ? on : chosen.includes(each))));
  return (
    <details
      className="field targets-choice"
      data-testid="targets-choice"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) onOpen();
      }}
    >
      <summary className="field-label" title="Show each hit's rank under the agents that search it">
        Targets{chosen.length > 0 ? ` (${chosen.length})` : ''}
      </summary>
      <fieldset className="targets-menu">
        <legend className="visually-hidden">Agent targets to show</legend>
        {available === undefined ? (
          <p className="hint">Loading the targets…</p>
        ) : (
          available.map((id) => (
            <label key={id} className="target-option" title={targetTitle(id)}>
              <input
                type="checkbox"
                checked={chosen.includes(id)}
                data-testid={`target-${id}`}
                onChange={(event) => toggle(id, event.target.checked)}
              />
              <span>
                {TARGET_INFO[id].label}
                <span className="hint target-note">
                  {' '}
                  · {TARGET_INFO[id].k} results · {EXACTNESS_TEXT[TARGET_INFO[id].exactness]}
                </span>
              </span>
            </label>
          ))
        )}
      </fieldset>
    </details>
  );
};

/** Memoised: the panel re-renders on every keystroke, this only when its props change. */
export const TargetsChoice = memo(TargetsChoiceView);
