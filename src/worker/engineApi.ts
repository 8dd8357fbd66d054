import { demoCatalog } from '../data/demo';
import { sampleCatalog } from '../data/sample';
import type {
  Catalog,
  CatalogFormat,
  ImportIssue,
  PageOptions,
  SearchOptions,
  ToolSearchResult,
} from '../engine';
import { formatIssue, importCatalog, searchTools, ToolIndex } from '../engine';

/**
 * The worker side of the engine boundary: plain functions over one loaded catalog.
 * `protocol.ts` derives the client's type from this object, so the message shapes are
 * written once, here. Everything returned is plain data (it is structured-cloned).
 */

/** What the UI shows about the loaded catalog. */
export type CatalogSummary = {
  /** The file name, or the built-in catalog's name. */
  source: string;
  format: CatalogFormat;
  tools: number;
};

/** An import issue with its ready-to-show text (`formatIssue`), so the UI needs no engine code. */
export type FormattedIssue = ImportIssue & { text: string };

export type LoadResult =
  | { ok: true; summary: CatalogSummary; warnings: FormattedIssue[] }
  | { ok: false; errors: FormattedIssue[] };

/** A search request; `seq` is echoed back so a client can check which request it answers. */
export type SearchRequest = SearchOptions & PageOptions & { seq?: number };
export type SearchReply = ToolSearchResult & { seq?: number };

/** The catalogs that ship with toollens: the spec's 169-tool demo and an 8-tool sample. */
export type BuiltInCatalog = 'demo' | 'sample';
const BUILT_IN: Record<BuiltInCatalog, Catalog> = { demo: demoCatalog, sample: sampleCatalog };

let current: { catalog: Catalog; index: ToolIndex } | undefined;

const format = (issues: ImportIssue[], source: string): FormattedIssue[] =>
  issues.map((issue) => ({ ...issue, text: formatIssue(issue, source) }));

const install = (catalog: Catalog, source: string): CatalogSummary => {
  // Build before swapping, so a build that throws leaves the previous catalog in place.
  const index = new ToolIndex(catalog);
  current = { catalog, index };
  return { source, format: catalog.format, tools: index.size };
};

export const engineApi = {
  /** Loads a built-in catalog. */
  loadBuiltIn(name: BuiltInCatalog): LoadResult {
    const catalog = BUILT_IN[name];
    if (!catalog) throw new Error(`toollens worker: no built-in catalog named "${name}"`);
    return { ok: true, summary: install(catalog, name), warnings: [] };
  },

  /** Imports catalog text in any supported format. A failed import keeps the previous catalog. */
  loadCatalogText(text: string, sourceName: string): LoadResult {
    const result = importCatalog(text, { source: sourceName });
    if (!result.ok) return { ok: false, errors: format(result.errors, sourceName) };
    const catalog = { ...result.catalog, source: sourceName };
    return {
      ok: true,
      summary: install(catalog, sourceName),
      warnings: format(result.warnings, sourceName),
    };
  },

  search(request: SearchRequest): SearchReply {
    if (!current) throw new Error('toollens worker: search before any catalog was loaded');
    const { seq, ...options } = request;
    return { ...searchTools(current.index, options), seq };
  },

  /**
   * Test hook: throws outside any call, so the error escapes to the Worker's `error` event
   * exactly as a real crash would, instead of coming back as a rejected call.
   */
  crashForTest(): void {
    setTimeout(() => {
      throw new Error('toollens: simulated worker crash');
    });
  },
};
