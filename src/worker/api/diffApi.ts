import { BUILT_IN_CATALOGS, isBuiltInCatalog } from '../../data/builtIn';
import type { Catalog, EvalRanker, LabelledQuery } from '../../engine';
import {
  availableTargets,
  diffCatalogs,
  diffFindability,
  openCatalog,
  ToollensError,
} from '../../engine';
import type {
  CompareReport,
  CompareSide,
  CompareSource,
  FindabilityChange,
  FormattedIssue,
} from '../boundary';
import { formattedIssues } from './catalogApi';
import { currentCatalog, requireLoaded } from './state';

/**
 * "Compare with…": the release diff between the loaded catalog (with the user's edits) and
 * another version of it, read here as the importer reads a file. Each call names the other
 * version whole (its text, for a file), so a restarted worker answers as the old one did; the
 * last one read is kept, so a second call on it (the findability after the diff) parses nothing.
 */

type Other = { ok: true; catalog: Catalog } | { ok: false; errors: FormattedIssue[] };

let last: { source: CompareSource; other: Other } | undefined;

const same = (a: CompareSource, b: CompareSource) =>
  a.kind === b.kind &&
  (a.kind !== 'file' || (b.kind === 'file' && a.name === b.name && a.text === b.text)) &&
  (a.kind !== 'builtIn' || (b.kind === 'builtIn' && a.name === b.name));

const read = (source: CompareSource): Other => {
  if (source.kind === 'loaded') return { ok: true, catalog: requireLoaded().catalog };
  if (last && same(last.source, source)) return last.other;
  let other: Other;
  if (source.kind === 'builtIn') {
    const make = isBuiltInCatalog(source.name) ? BUILT_IN_CATALOGS[source.name] : undefined;
    if (!make) {
      throw new ToollensError(
        `toollens worker: compare: no built-in catalog named "${source.name}"`,
        'not-found',
      );
    }
    other = { ok: true, catalog: make() };
  } else {
    const result = openCatalog(source.text, { source: source.name });
    other = result.ok
      ? { ok: true, catalog: { ...result.catalog, source: source.name } }
      : { ok: false, errors: formattedIssues(result.errors, source.name) };
  }
  last = { source, other };
  return other;
};

/** The other version's name, as the diff names it. */
const nameOf = (source: CompareSource, catalog: Catalog) =>
  source.kind === 'file'
    ? source.name
    : source.kind === 'builtIn'
      ? source.name
      : `${catalog.source ?? 'the catalog'} as loaded`;

/** The two versions in order, old first. */
const sides = (other: Catalog, otherIs: CompareSide): [Catalog, Catalog] =>
  otherIs === 'old' ? [other, currentCatalog()] : [currentCatalog(), other];

export const diffApi = {
  /** The release diff, or the other version's import errors (the loaded catalog is untouched). */
  compareCatalogs(source: CompareSource, otherIs: CompareSide): CompareReport {
    const other = read(source);
    if (!other.ok) {
      return {
        ok: false,
        source: source.kind === 'file' ? source.name : source.kind,
        errors: other.errors,
      };
    }
    const [before, after] = sides(other.catalog, otherIs);
    return {
      ok: true,
      other: {
        source: nameOf(source, other.catalog),
        format: other.catalog.format,
        tools: other.catalog.tools.length,
      },
      otherIs,
      diff: diffCatalogs(before, after),
    };
  },

  /** The rankers the findability table reads: toollens's and every agent target this build runs. */
  findabilityRankers(): string[] {
    return ['toollens', ...availableTargets()];
  },

  /**
   * Each query of the set under one ranker, old rank against new, worst fall first; empty when
   * the other is bad. One ranker a call: an agent target over a few hundred tools and queries
   * takes seconds, and each call keeps its own deadline while searches answer between them.
   */
  compareFindability(
    source: CompareSource,
    otherIs: CompareSide,
    queries: readonly LabelledQuery[],
    k: number,
    ranker: string,
  ): FindabilityChange[] {
    if (!diffApi.findabilityRankers().includes(ranker)) {
      throw new ToollensError(
        `toollens worker: compare: no ranker named "${ranker}" in this build`,
        'not-found',
      );
    }
    const other = read(source);
    if (!other.ok) return [];
    const [before, after] = sides(other.catalog, otherIs);
    return diffFindability(before, after, queries, [ranker as EvalRanker], k);
  },
};
