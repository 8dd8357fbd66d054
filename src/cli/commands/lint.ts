import { type Finding, lintCatalog, plural, TARGET_INFO } from '../../engine';
import type { CliArgs } from '../args';
import { type CommandOutput, gated, lintGate, parseMaxWarnings } from '../gate';
import { minLineCoverageOption } from '../lineOptions';
import { readCatalog } from '../mcpSource';
import { parseTargets, serverOption } from './targets';

/** A finding of one agent's rule names the agent first: "[Claude Code] ". */
const underAgent = ({ agent }: Finding): string =>
  agent === undefined ? '' : `[${TARGET_INFO[agent].label}] `;

const render = (findings: Finding[]): string => {
  if (findings.length === 0) return 'no findings';
  const counts = { error: 0, warning: 0, info: 0 };
  for (const finding of findings) counts[finding.severity]++;
  return [
    ...findings.map(
      (finding) =>
        `${finding.severity.padEnd(7)} ${finding.rule.padEnd(16)} ${underAgent(finding)}${finding.tools.join(', ')}\n` +
        `        ${finding.message}\n        fix: ${finding.fix}`,
    ),
    `${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.info, 'note')}`,
  ].join('\n');
};

/**
 * `lint`: the catalog report, each tool's name words and each agent's caps (limits) checked under
 * every agent target unless `--targets` says otherwise. It informs and exits 0, unless `--max-warnings N` makes it a gate:
 * then an error, or more than N warnings, exits 1.
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
  const gate = max === undefined ? undefined : lintGate(findings, max);
  const text = values.json
    ? JSON.stringify({ findings, ...(gate ? { gate } : {}) }, null, 2)
    : `${render(findings)}${gate ? `\n${gate.summary}` : ''}`;
  return gate ? gated(text, gate) : text;
};
