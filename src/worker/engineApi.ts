import { demoCatalog } from '../data/demo';
import { sampleCatalog } from '../data/sample';
import type {
  Catalog,
  CatalogFormat,
  Excerpt,
  Facets,
  ImportIssue,
  Match,
  PageOptions,
  SearchOptions,
  ToolSearchResult,
  WhyNot,
} from '../engine';
import {
  catalogFacets,
  declarationLine,
  descriptionAt,
  excerptMatches,
  explainMiss,
  formatIssue,
  importCatalog,
  isLive,
  loadTokenCounter,
  schemaChars,
  searchTools,
  ToolIndex,
} from '../engine';

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

/** One row of the catalog table. */
export type CatalogRow = {
  name: string;
  order: number;
  domains: string[];
  capabilities: string[];
  descriptionChars: number;
  schemaChars: number;
  /** The whole declaration (description + schema as declared), in characters. */
  declarationChars: number;
  live: boolean;
  scaffolding: boolean;
};

/** Everything the UI shows about one tool. */
export type ToolDetail = CatalogRow & {
  description: string;
  parameters: Record<string, unknown>;
  entities: string[];
  relationships: string[];
  concepts: { id: string; label: string; glossary: string }[];
  /** Exactly what an activated tool adds to the prompt. */
  declaration: string;
};

/** The lens view of one hit: its whole description, every hit in it, and the excerpt shown. */
export type LensView = {
  name: string;
  description: string;
  matches: Match[];
  excerpt: Excerpt;
  /** Stem → w(t), for colouring the marks. */
  weights: Record<string, number>;
};

/** Reports indexing progress while a large catalog loads. */
export type Progress = (done: number, total: number) => void;

/** Tools indexed between progress reports; each batch yields to the event loop. */
const BATCH = 500;

let current: { catalog: Catalog; index: ToolIndex } | undefined;

const requireCatalog = () => {
  if (!current) throw new Error('toollens worker: no catalog is loaded');
  return current;
};

const rowOf = (index: ToolIndex, name: string, order: number): CatalogRow => {
  const tool = index.tool(name);
  if (!tool) throw new Error(`toollens worker: no tool named "${name}"`);
  const description = index.description(name) ?? descriptionAt(tool);
  return {
    name,
    order,
    domains: tool.domains,
    capabilities: tool.capabilities,
    descriptionChars: description.length,
    schemaChars: schemaChars(tool),
    declarationChars: declarationLine({ ...tool, description }).length,
    live: isLive(tool),
    scaffolding: tool.scaffolding === true,
  };
};

const format = (issues: ImportIssue[], source: string): FormattedIssue[] =>
  issues.map((issue) => ({ ...issue, text: formatIssue(issue, source) }));

const install = async (
  catalog: Catalog,
  source: string,
  onProgress?: Progress,
): Promise<CatalogSummary> => {
  // Build before swapping, so a build that throws leaves the previous catalog in place. Large
  // catalogs are indexed in batches, yielding between them so progress reaches the page.
  const index = new ToolIndex({ ...catalog, tools: [] });
  for (let start = 0; start < catalog.tools.length; start += BATCH) {
    index.addTools(catalog.tools.slice(start, start + BATCH));
    if (onProgress && catalog.tools.length > BATCH) {
      onProgress(index.size, catalog.tools.length);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  current = { catalog, index };
  return { source, format: catalog.format, tools: index.size };
};

export const engineApi = {
  /** Loads a built-in catalog. */
  async loadBuiltIn(name: BuiltInCatalog): Promise<LoadResult> {
    const catalog = BUILT_IN[name];
    if (!catalog) throw new Error(`toollens worker: no built-in catalog named "${name}"`);
    return { ok: true, summary: await install(catalog, name), warnings: [] };
  },

  /**
   * Imports catalog text in any supported format. A failed import keeps the previous catalog.
   * `onProgress` (a comlink proxy) hears how many tools are indexed, for large catalogs.
   */
  async loadCatalogText(
    text: string,
    sourceName: string,
    onProgress?: Progress,
  ): Promise<LoadResult> {
    const result = importCatalog(text, { source: sourceName });
    if (!result.ok) return { ok: false, errors: format(result.errors, sourceName) };
    const catalog = { ...result.catalog, source: sourceName };
    return {
      ok: true,
      summary: await install(catalog, sourceName, onProgress),
      warnings: format(result.warnings, sourceName),
    };
  },

  /** The filter values of the loaded catalog, for chips and autocomplete. */
  facets(): Facets {
    return catalogFacets(requireCatalog().index.tools);
  },

  /** One row per tool, in catalog order. */
  catalogRows(): CatalogRow[] {
    const { index } = requireCatalog();
    return index.tools.map((tool, order) => rowOf(index, tool.name, order));
  },

  /** Token counts of each tool's declaration, with the real tokenizer (loaded on first use). */
  async declarationTokens(): Promise<{ tokenizer: string; tokens: Record<string, number> }> {
    const { index } = requireCatalog();
    const counter = await loadTokenCounter();
    const tokens: Record<string, number> = {};
    for (const tool of index.tools) {
      const description = index.description(tool.name) ?? '';
      tokens[tool.name] = counter.count(declarationLine({ ...tool, description }));
    }
    return { tokenizer: counter.name, tokens };
  },

  /** A tool as the catalog holds it and as it would be declared. */
  toolDetail(name: string): ToolDetail | undefined {
    const { index } = requireCatalog();
    const tool = index.tool(name);
    if (!tool) return undefined;
    const description = index.description(name) ?? '';
    return {
      ...rowOf(index, name, index.tools.indexOf(tool)),
      description,
      parameters: tool.parameters,
      entities: tool.entities,
      relationships: tool.relationships,
      concepts: index
        .concepts(name)
        .map((c) => ({ id: c.id, label: c.label ?? c.id, glossary: c.glossary })),
      declaration: declarationLine({ ...tool, description }),
    };
  },

  /** The lens of one hit, for the same request the results came from. */
  lens(request: SearchRequest, name: string): LensView | undefined {
    const { index } = requireCatalog();
    const { seq: _seq, ...options } = request;
    const result = searchTools(index, options);
    const hit = result.hits.find((h) => h.name === name);
    if (!hit) return undefined;
    const description = index.description(name) ?? '';
    return {
      name,
      description,
      matches: excerptMatches(description, new Set(result.terms.map((t) => t.stem))),
      excerpt: hit.excerpt,
      weights: Object.fromEntries(result.terms.map((t) => [t.stem, t.weight])),
    };
  },

  /** Why a tool is not among the results of a request. */
  whyNot(request: SearchRequest, name: string): WhyNot {
    const { seq: _seq, ...options } = request;
    return explainMiss(requireCatalog().index, options, name);
  },

  search(request: SearchRequest): SearchReply {
    const { seq, ...options } = request;
    return { ...searchTools(requireCatalog().index, options), seq };
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
