import {
  type Catalog,
  checkRecordedSearches,
  formatCount,
  plural,
  type RecordedSearchCheck,
  type RecordedSearchesReport,
  type RecordedSearchGroup,
  type Session,
} from '../../engine';
import { escapeForTerminal } from '../terminalText';

/**
 * The recorded-search check as `diagnose` and `stats --sessions` print it: per discovery tool,
 * how many of the searches the sessions recorded the emulator answers the same, then every
 * search that differs (or comes back in another order) with the tools only one side has and the
 * likely reason. With `--json` the report itself (`checkRecordedSearches`'s shape).
 */

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

const placeText = (check: RecordedSearchCheck) =>
  `${check.at.session} t${check.at.turn}${check.at.event === undefined ? '' : ` e${check.at.event}`}`;

const checkLine = (check: RecordedSearchCheck): string => {
  const parts =
    check.verdict === 'reordered'
      ? [`recorded ${quoted(check.recorded)}; emulator ${quoted(check.emulated)}`]
      : [
          ...(check.onlyRecorded.length > 0
            ? [`recorded only: ${quoted(check.onlyRecorded)}`]
            : []),
          ...(check.onlyEmulated.length > 0
            ? [`emulator only: ${quoted(check.onlyEmulated)}`]
            : []),
          ...(check.onlyRecorded.length + check.onlyEmulated.length === 0
            ? [`recorded ${quoted(check.recorded)}; emulator ${quoted(check.emulated)}`]
            : []),
        ];
  const verdict = check.verdict === 'reordered' ? 'another order' : 'differs';
  const why = check.reasons.map((reason) => `    likely: ${reason.detail}`);
  return [
    `  ${placeText(check)} "${check.query}" (k ${check.k}): ${verdict}: ${parts.join('; ')}`,
    ...why,
  ].join('\n');
};

const groupLine = (group: RecordedSearchGroup): string => {
  const versions =
    group.clientVersions.length > 0 ? ` (client ${group.clientVersions.join(', ')})` : '';
  const skipped =
    group.skipped === 0
      ? ''
      : `; ${formatCount(group.skipped)} not checked (${group.target === undefined ? 'no emulator' : 'the search failed'})`;
  if (group.checked === 0) {
    return `${group.label}${versions}: no recorded search checked${skipped}`;
  }
  const reordered =
    group.reordered === 0
      ? ''
      : `; ${formatCount(group.reordered)} the same tools in another order`;
  const differ = group.different === 0 ? '' : `; ${formatCount(group.different)} differ`;
  return `${group.label}${versions}: ${formatCount(group.same)} of ${plural(group.checked, 'recorded search', 'recorded searches')} returned what the emulator (${group.target}) returns${reordered}${differ}${skipped}`;
};

export const recordedSearchesLines = (report: RecordedSearchesReport): string[] => {
  if (report.groups.length === 0) {
    return ['recorded searches: none in these sessions (the check needs a search and its result)'];
  }
  const lines = ['recorded searches, each asked again of its agent emulator on this catalog:'];
  for (const group of report.groups) {
    lines.push(groupLine(group));
    for (const check of report.checks) {
      if (check.via === group.via && check.verdict !== 'same') lines.push(checkLine(check));
    }
  }
  return lines.map(escapeForTerminal);
};

/** The section: the report for `--json`, its lines for text. */
export const recordedSearchesSection = (
  sessions: readonly Session[],
  catalog: Catalog | undefined,
  server?: string,
): { json: RecordedSearchesReport | undefined; lines: string[] } => {
  if (catalog === undefined) {
    return {
      json: undefined,
      lines: ['recorded searches: --catalog checks each against its agent emulator'],
    };
  }
  const report = checkRecordedSearches(sessions, catalog, server === undefined ? {} : { server });
  return { json: report, lines: ['', ...recordedSearchesLines(report)] };
};
