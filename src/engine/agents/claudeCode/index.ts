/**
 * The `claude-code` emulation: Claude Code's ToolSearch, read from a third-party reconstruction
 * of its unpublished source (stephanoskomnenos/claude-code-clean @
 * 1bcfe6b7d3a06ed8248eeb617f049e945b337ba5). Its rules and sources are in
 * docs/agents/claude-code.md; each module's header says what it follows and how closely.
 */
export { claudeCodeTarget } from './toolSearch';
