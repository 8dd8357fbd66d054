import { askTarget, availableTargets, buildTarget } from '../agents';
import { type AgentTargetId, TARGET_INFO, targetTools } from '../agents/core';
import { type Catalog, descriptionAt, type Tool } from '../catalog/core';
import { nameAsWords } from '../eval/core';
import { analyzedPart, MAX_ANALYZED_CHARS } from '../text';
import { plural } from '../text/core';
import type { Finding } from './types';

/**
 * The lint rule per agent target: a tool that the agent does not return within its own k when
 * searched for the tool's own name as words ("create issue" for `create_issue`), the first query
 * a person who knows the tool types. One search a tool a target, so it runs only up to
 * `maxNameQueries` tools, as the name check beside it does. Targets whose query is a pattern the
 * model writes (the Claude API's regex) have no "name as words" query and are left out.
 */

export type TargetLintOptions = {
  targets: readonly AgentTargetId[];
  /** The MCP server the agents put in tool names (targetTools.ts). */
  server?: string;
  maxNameQueries: number;
};

/**
 * The tool as the lint reads it: a description past MAX_ANALYZED_CHARS cut there, as search
 * reads it. The agents' own rankers read every character, and a 30 MB description would cost
 * them seconds a target for a check of the tool's name words.
 */
const boundedTool = (tool: Tool): Tool => {
  const description = descriptionAt(tool);
  return description.length <= MAX_ANALYZED_CHARS
    ? tool
    : { ...tool, description: analyzedPart(description) };
};

const rankText = (rank: number | undefined, tied: number): string =>
  rank === undefined
    ? 'it scores nothing'
    : `it ranks ${rank}${tied > 1 ? ` (tied with ${tied - 1} more)` : ''}`;

export const targetFindings = (
  catalog: Pick<Catalog, 'tools' | 'server' | 'source'>,
  { targets, server, maxNameQueries }: TargetLintOptions,
): Finding[] => {
  const chosen = targets.filter(
    (id) => availableTargets().includes(id) && TARGET_INFO[id].reads === 'keywords',
  );
  const tools = targetTools({ ...catalog, tools: catalog.tools.map(boundedTool) }, server);
  if (chosen.length === 0 || tools.length > maxNameQueries) return [];
  return chosen.flatMap((id) => {
    const target = buildTarget(id, tools);
    const { label } = TARGET_INFO[id];
    return tools.flatMap(({ tool, mcpName }): Finding[] => {
      const query = nameAsWords(mcpName);
      if (query === '') return [];
      const answer = askTarget(target, query);
      if (answer.refusal || answer.returned.includes(tool.name)) return [];
      const hit = answer.ranked.find((ranked) => ranked.name === tool.name);
      const first = answer.returned[0];
      const fix = `Say "${query}" in the description in the words people use, so ${label} ranks ${tool.name} within its ${plural(answer.k, 'result')}.`;
      // A tie across the cut: the agent returns some of the group, in an order it leaves open.
      if (hit && hit.rank <= answer.k) {
        return [
          {
            rule: 'lost-under-target',
            severity: 'info',
            agent: id,
            tools: [tool.name],
            message: `${tool.name} may not be returned under ${label} (${id}) for its own name words "${query}": it ties with ${hit.tied - 1} more for rank ${hit.rank}, and ${label} returns ${answer.k - hit.rank + 1} of them in an order it leaves undefined.`,
            fix,
          },
        ];
      }
      return [
        {
          rule: 'lost-under-target',
          severity: 'warning',
          agent: id,
          tools: [tool.name],
          message: `${tool.name} is not in the top ${answer.k} under ${label} (${id}) for its own name words "${query}": ${rankText(hit?.rank, hit?.tied ?? 1)}${first ? `; ${first} comes first` : ''}.`,
          fix,
        },
      ];
    });
  });
};
