import { anthropicRegexTarget } from './anthropicRegex/target';
import { claudeCodeTarget } from './claudeCode/toolSearch';
import { codexTarget } from './codex/target';
import {
  AGENT_TARGETS,
  type AgentTarget,
  type AgentTargetId,
  type TargetBuilder,
  type TargetTool,
} from './target';

/**
 * The agent targets' builders: the heavy half (tokenizers, stemmers, scorers). The page's light
 * half is target.ts and targetInfo.ts.
 */

const BUILDERS: Partial<Record<AgentTargetId, TargetBuilder>> = {
  codex: codexTarget,
  'claude-code': claudeCodeTarget,
  'anthropic-regex': anthropicRegexTarget,
};

/** The targets this build can run, in AGENT_TARGETS order. */
export const availableTargets = (): AgentTargetId[] =>
  AGENT_TARGETS.filter((id) => BUILDERS[id] !== undefined);

/** Builds a target over the tools (once; then one search a query). */
export const buildTarget = (id: AgentTargetId, tools: readonly TargetTool[]): AgentTarget => {
  const builder = BUILDERS[id];
  if (!builder) throw new Error(`agent target ${id} is not built in`);
  return builder(tools);
};
