import type { ImportIssue } from './types';

/**
 * How many errors (and, separately, warnings) are reported in full. A broken 1,000-tool file
 * would otherwise bury the first, usually most telling, problem; the rest become one summary.
 */
const MAX_ISSUES = 100;

/** Appends one JSON-pointer segment, escaping `~` and `/` (RFC 6901) so any key round-trips. */
export const pointer = (base: string, segment: string | number): string =>
  `${base}/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** Where the problems of one import are collected. Nothing is thrown; everything is recorded. */
export type IssueLog = { errors: ImportIssue[]; warnings: ImportIssue[] };

export const newIssueLog = (): IssueLog => ({ errors: [], warnings: [] });

/** The first MAX_ISSUES issues, then one `…and N more` issue standing for the rest. */
export const capIssues = (issues: ImportIssue[], noun: 'errors' | 'warnings'): ImportIssue[] => {
  if (issues.length <= MAX_ISSUES) return issues;
  const rest = issues.length - MAX_ISSUES;
  return [...issues.slice(0, MAX_ISSUES), { path: '', message: `…and ${rest} more ${noun}` }];
};

/**
 * One line for a terminal or a status bar. A syntax error gives its position,
 * `source: line 3, column 7: message`; any other issue gives its path and, when known,
 * the tool and field, `source: /tools/3/name (tool "x", field "name"): message`.
 */
export const formatIssue = (issue: ImportIssue, source = 'catalog'): string => {
  // Messages quote values with JSON.stringify, but a caller-made issue might not: stay on one line.
  const message = issue.message.replace(/\s*[\r\n]+\s*/g, ' ');
  if (issue.line !== undefined) {
    const column = issue.column === undefined ? '' : `, column ${issue.column}`;
    return `${source}: line ${issue.line}${column}: ${message}`;
  }
  const about: string[] = [];
  if (issue.tool !== undefined) about.push(`tool ${JSON.stringify(issue.tool)}`);
  if (issue.field !== undefined) about.push(`field ${JSON.stringify(issue.field)}`);
  const where = [issue.path, about.length > 0 ? `(${about.join(', ')})` : '']
    .filter((part) => part !== '')
    .join(' ');
  return where === '' ? `${source}: ${message}` : `${source}: ${where}: ${message}`;
};
