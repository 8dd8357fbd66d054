/**
 * ToolSearch's `max_results` default, `z.number().optional().default(5)` in the reconstruction's
 * `src/tools/ToolSearchTool/ToolSearchTool.ts` (stephanoskomnenos/claude-code-clean @
 * 1bcfe6b7d3a06ed8248eeb617f049e945b337ba5). Its own module, so the page can show it without the
 * scorer.
 */
export const CLAUDE_CODE_DEFAULT_K = 5;
