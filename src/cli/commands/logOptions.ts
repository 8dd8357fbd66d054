import {
  isLogFormat,
  isWorkingSetRule,
  LOG_FORMATS,
  type LogReading,
  WORKING_SET_RULE_INFO,
  WORKING_SET_RULES,
  type WorkingSetRule,
} from '../../engine';
import type { CliArgs } from '../args';
import type { CliIo } from '../cliIo';
import { UsageError } from '../usageError';

/** The options that say how a log is read and replayed: replay, mine and diagnose share them. */

/**
 * `--rule`: a working-set rule by its id, or undefined when the option is not given. A name a
 * rule had before still works, and says once (on stderr) what it is called now.
 */
export const ruleOption = (
  value: string | undefined,
  io: Pick<CliIo, 'stderr'>,
): WorkingSetRule | undefined => {
  if (value === undefined) return undefined;
  if (isWorkingSetRule(value)) return value;
  const renamed = WORKING_SET_RULES.find((rule) =>
    WORKING_SET_RULE_INFO[rule].formerly.includes(value),
  );
  if (renamed === undefined) {
    throw new UsageError(`--rule must be one of ${WORKING_SET_RULES.join(', ')}, got "${value}"`);
  }
  io.stderr(
    `toollens: --rule ${value} is now called ${renamed} (${WORKING_SET_RULE_INFO[renamed].label}); Claude Code's own rule is session\n`,
  );
  return renamed;
};

/** `--log-format`, `--search-tool` and `--activate-tool`: how a log file is read. */
export const logReading = (values: CliArgs['values']): LogReading => {
  const reading: LogReading = {};
  const format = values['log-format'];
  if (format !== undefined) {
    if (format !== 'auto' && !isLogFormat(format)) {
      throw new UsageError(
        `--log-format must be one of auto, ${LOG_FORMATS.join(', ')}, got "${format}"`,
      );
    }
    reading.format = format;
  }
  for (const [flag, key] of [
    ['search-tool', 'searchTool'],
    ['activate-tool', 'activateTool'],
  ] as const) {
    const name = values[flag];
    if (name === undefined) continue;
    if (name.trim() === '') throw new UsageError(`--${flag} needs a tool name`);
    reading[key] = name.trim();
  }
  return reading;
};
