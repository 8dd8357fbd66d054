import { type Finding, lintCatalog, plural, TARGET_INFO } from '../../engine';
import type { CliArgs } from '../args';
import { type CommandOutput, gated, lintGate, parseMaxWarnings } from '../gate';
import { minLineCoverageOption } from '../lineOptions';
import { readCatalog } from '../mcpSource';
import { type FixSuggestion, fixSuggestions, suggestionLines } from './fixSuggestions';
import { parseTargets, serverOption } from './targets';

/** A finding of one agent's rule names the agent first: "[Claude Code] ". */
const underAgent = ({ agent }: Finding): string =>
  agent === undefined ? '' : `[${TARGET_INFO[agent].label}] `;

const render = (findings: Finding[], suggestions: readonly FixSuggestion[]): string => {
  if (findings.length === 0) return 'no findings';
  const suggestionOf = (finding: Finding) =>
    suggestions.find(({ tool, agent }) => tool === finding.tools[0] && agent === finding.agent);
  const counts = { error: 0, warning: 0, info: 0 };
  for (const finding of findings) counts[finding.severity]++;
  return [
    ...findings.map(
      (finding) =>
        `${finding.severity.padEnd(7)} ${finding.rule.padEnd(16)} ${underAgent(finding)}${finding.tools.join(', ')}\n` +
        `        ${finding.message}\n        fix: ${finding.fix}` +
        (finding.rule === 'lost-under-target'
          ? suggestionLines(suggestionOf(finding))
              .map((line) => `\n${line}`)
              .join('')
          : ''),
    ),
    `${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.info, 'note')}`,
  ].join('\n');
};

/**
 * `lint`: the catalog report, each tool's name words and each agent's caps (limits) checked under
 * every agent target unless `--targets` says otherwise. It informs and exits 0, unless `--max-warnings N` makes it a gate:
 * then an error, or more than N warnings, exits 1. `--fix-suggestions` prints under each
 * `lost-under-target` finding the edit that brings the tool in (fixSuggestions.ts).
 */
export const lintCommand = async ({ values }: CliArgs): Promise<CommandOutput> => {
  const max = parseMaxWarnings(values['max-warnings']);
  const targets = parseTargets(values.targets ?? 'all');
  const server = serverOption(values.server);
  const minLineCoverage = minLineCoverageOption(values);
  // The line's budget is the catalog's: --line-budget sets it as the catalog is read.
  const { catalog } = await readCatalog(values);
  const findings = lintCatalog(catalog, {
    targets,
    limits: targets,
    ...(server === undefined ? {} : { server }),
    ...(minLineCoverage === undefined ? {} : { minLineCoverage }),
  });
  const suggestions = values['fix-suggestions'] ? fixSuggestions(catalog, findings, server) : [];
  const gate = max === undefined ? undefined : lintGate(findings, max);
  const text = values.json
    ? JSON.stringify(
        {
          findings,
          ...(values['fix-suggestions'] ? { suggestions } : {}),
          ...(gate ? { gate } : {}),
        },
        null,
        2,
      )
    : `${render(findings, suggestions)}${gate ? `\n${gate.summary}` : ''}`;
  return gate ? gated(text, gate) : text;
};
