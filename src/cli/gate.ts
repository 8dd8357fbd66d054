import {
  type CatalogDiff,
  type Comparison,
  type EvalReport,
  type Finding,
  plural,
} from '../engine';
import { UsageError } from './usageError';

/**
 * The CI gate: a command that checks a bar (`eval --fail-under`, `compare --fail-on-regression`,
 * `lint --max-warnings`, `diff --fail-on-breaking`) prints its report as usual, then one line a
 * CI log can be read by, and exits 1 when the bar is missed. The exit code and that line are defined here once.
 */

/** What a command gives main.ts: its text, and the exit code when it is not 0. */
export type CommandOutput = string | { text: string; exitCode: number };

type GateCheck = {
  metric: string;
  ranker: string;
  value: number;
  threshold: number;
  pass: boolean;
};

/** The gate's verdict: `--json` carries it whole, the text ends with `summary`. */
export type Gate = { pass: boolean; summary: string; checks?: GateCheck[] };

/** Exit 1 when the gate failed: the report is still printed whole. */
export const gated = (text: string, gate: Gate): CommandOutput =>
  gate.pass ? text : { text, exitCode: 1 };

/** A threshold on one metric of an eval report: `ndcg10`, `mrr`, or `r<k>` (recall@k). */
export type Threshold = { metric: string; threshold: number; k?: number };

const METRIC = /^(ndcg10|mrr|r(\d+))$/;

/**
 * `--fail-under ndcg10=0.6,r5=0.8,mrr=0.5`: each metric's bar, from 0 to 1. An unknown metric,
 * a bar outside 0..1 or a metric named twice is a usage error naming it.
 */
export const parseFailUnder = (value: string | undefined): Threshold[] | undefined => {
  if (value === undefined) return undefined;
  const seen = new Set<string>();
  const thresholds = value.split(',').map((part): Threshold => {
    const [name = '', bar = '', ...extra] = part.trim().split('=');
    const match = METRIC.exec(name.trim().toLowerCase());
    const threshold = Number(bar);
    if (!match || extra.length > 0 || bar.trim() === '') {
      throw new UsageError(
        `--fail-under takes metric=bar pairs (ndcg10, mrr, r<k> for recall@k), got "${part.trim()}"`,
      );
    }
    if (!Number.isFinite(threshold) || threshold < 0 || threshold > 1) {
      throw new UsageError(
        `--fail-under ${name}: the bar must be a number from 0 to 1, got "${bar}"`,
      );
    }
    const metric = match[1] ?? name;
    if (seen.has(metric)) throw new UsageError(`--fail-under names ${metric} twice`);
    seen.add(metric);
    return match[2] === undefined
      ? { metric, threshold }
      : { metric, threshold, k: Number(match[2]) };
  });
  if (thresholds.some((each) => each.k === 0)) {
    throw new UsageError('--fail-under: recall is measured at k of at least 1 (r1, r5, …)');
  }
  return thresholds;
};

/** The label a check prints: nDCG@10, MRR, R@5. */
const label = (threshold: Threshold) =>
  threshold.metric === 'ndcg10'
    ? 'nDCG@10'
    : threshold.metric === 'mrr'
      ? 'MRR'
      : `R@${threshold.k}`;

const measured = (report: EvalReport, threshold: Threshold): number => {
  if (threshold.metric === 'ndcg10') return report.ndcg10;
  if (threshold.metric === 'mrr') return report.mrr;
  return report.recall[String(threshold.k)] ?? 0;
};

/** The ks a gate needs measured, beside the ones asked with --k. */
export const gateKs = (thresholds: readonly Threshold[] | undefined): number[] =>
  (thresholds ?? []).flatMap((each) => (each.k === undefined ? [] : [each.k]));

const fixed3 = (value: number) => value.toFixed(3);

/** Every report against every bar: pass when no value is under its bar. */
export const evalGate = (
  reports: readonly EvalReport[],
  thresholds: readonly Threshold[],
): Gate => {
  const checks = reports.flatMap((report) =>
    thresholds.map((threshold) => {
      const value = measured(report, threshold);
      return {
        metric: label(threshold),
        ranker: report.ranker,
        value,
        threshold: threshold.threshold,
        pass: value >= threshold.threshold,
      };
    }),
  );
  const failed = checks.filter((check) => !check.pass);
  const queries = reports[0]?.queries ?? 0;
  const shown = (list: readonly GateCheck[], sign: string) =>
    list
      .map(
        (check) =>
          `${check.metric} ${fixed3(check.value)} ${sign} ${fixed3(check.threshold)} (${check.ranker})`,
      )
      .join(', ');
  const summary =
    failed.length === 0
      ? `toollens eval: pass: ${shown(checks, '≥')} over ${plural(queries, 'query')}`
      : `toollens eval: FAIL: ${failed.length} of ${plural(checks.length, 'check')} under the bar: ${shown(failed, '<')}`;
  return { pass: failed.length === 0, summary, checks };
};

const rank = (value: number | null) => (value === null ? 'not found' : `#${value}`);

/**
 * `compare --fail-on-regression`: B must not rank any query's first relevant tool lower than A
 * did. Each query that lost is listed, worst first, with its ranks and by how much.
 */
export const regressionGate = (comparison: Comparison): Gate => {
  const lost = comparison.perQuery
    .filter((each) => each.delta < 0)
    .sort((a, b) => a.delta - b.delta || a.id.localeCompare(b.id));
  if (lost.length === 0) {
    return {
      pass: true,
      summary: `toollens compare: pass: no query lost rank under B (${comparison.improved} improved, ${comparison.unchanged} unchanged)`,
    };
  }
  const listed = lost.map(
    (each) =>
      `  ${each.id} "${each.query.slice(0, 60)}": ${rank(each.rankA)} → ${rank(each.rankB)} (down ${-each.delta})`,
  );
  return {
    pass: false,
    summary: [
      `toollens compare: FAIL: ${plural(lost.length, 'query')} lost rank under B (${comparison.improved} improved)`,
      ...listed,
    ].join('\n'),
  };
};

/** `--max-warnings N`: a whole number of at least 0. */
export const parseMaxWarnings = (value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const max = Number(value);
  if (value.trim() === '' || !Number.isInteger(max) || max < 0) {
    throw new UsageError(`--max-warnings must be a whole number of at least 0, got "${value}"`);
  }
  return max;
};

/** `lint --max-warnings N`: no error, and at most N warnings (notes never fail). */
export const lintGate = (findings: readonly Finding[], max: number): Gate => {
  const errors = findings.filter((each) => each.severity === 'error').length;
  const warnings = findings.filter((each) => each.severity === 'warning').length;
  const pass = errors === 0 && warnings <= max;
  const counted = `${plural(errors, 'error')}, ${plural(warnings, 'warning')} (at most ${max})`;
  return { pass, summary: `toollens lint: ${pass ? 'pass' : 'FAIL'}: ${counted}` };
};

/** `diff --fail-on-breaking`: no tool removed or renamed, no schema change that breaks a caller. */
export const breakingGate = (diff: CatalogDiff): Gate => {
  const inSchemas = diff.breaking - diff.removed.length - diff.renamed.length;
  const tools = diff.changed.filter((each) => each.schema.some((c) => c.class === 'breaking'));
  const compatible = diff.changed.reduce(
    (sum, each) => sum + each.schema.filter((c) => c.class === 'compatible').length,
    0,
  );
  if (diff.breaking === 0) {
    return {
      pass: true,
      summary: `toollens diff: pass: no breaking change (${diff.added.length} added, ${plural(compatible, 'compatible schema change')})`,
    };
  }
  const parts = [
    ...(diff.removed.length > 0 ? [`${diff.removed.length} removed`] : []),
    ...(diff.renamed.length > 0 ? [`${diff.renamed.length} renamed`] : []),
    ...(inSchemas > 0 ? [`${inSchemas} in the schemas of ${plural(tools.length, 'tool')}`] : []),
  ];
  return {
    pass: false,
    summary: `toollens diff: FAIL: ${plural(diff.breaking, 'breaking change')}: ${parts.join(', ')}`,
  };
};
