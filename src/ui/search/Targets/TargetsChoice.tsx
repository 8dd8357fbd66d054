import { memo } from 'react';
import { type AgentTargetId, TARGET_INFO } from '../../../engine/core';
import { EXACTNESS_TEXT, targetTitle } from '../../shared/targets/targetText';

type Props = {
  chosen: readonly AgentTargetId[];
  /** The targets the worker runs; undefined until asked (on the first open). */
  available: readonly AgentTargetId[] | undefined;
  onOpen: () => void;
  onChange: (targets: AgentTargetId[]) => void;
  /** The MCP server name the agents put in tool names; '' = the catalog's own. */
  server: string;
  onServer: (server: string) => void;
};

/**
 * Which agents' ranks to show beside toollens's: a compact menu of the targets this build runs.
 * Opening it asks the worker for the list, so a visit that never opens it loads no target.
 */
const TargetsChoiceView = ({ chosen, available, onOpen, onChange, server, onServer }: Props) => {
  const toggle = (id: AgentTargetId, on: boolean) =>
    onChange((available ?? []).filter((each) => (each === id ? on : chosen.includes(each))));
  return (
    <details
      className="field targets-choice"
      data-testid="targets-choice"
      aria-label="Targets"
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
        <label className="target-server">
          <span className="field-label">MCP server name</span>
          <input
            key={server}
            type="text"
            className="mono"
            spellCheck={false}
            data-testid="target-server"
            placeholder="the catalog's own"
            title="The agents name each tool mcp__<server>__<tool> (Claude Code) or under mcp__<server> (Codex), and Claude Code scores the server's name as part of the tool's: give your server's name as your users configure it"
            defaultValue={server}
            onBlur={(event) => onServer(event.target.value.trim())}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onServer(event.currentTarget.value.trim());
            }}
          />
        </label>
      </fieldset>
    </details>
  );
};

/** Memoised: the panel re-renders on every keystroke, this only when its props change. */
export const TargetsChoice = memo(TargetsChoiceView);
