import { BUILT_IN_CATALOGS, isBuiltInCatalog } from '../../data/builtIn';
import type { Catalog, CatalogFormat, Facets, ImportIssue } from '../../engine';
import {
  byName,
  catalogFacets,
  declarationLine,
  descriptionAt,
  exportCatalog,
  formatIssue,
  isLive,
  loadTokenCounter,
  openCatalog,
  schemaChars,
  ToolIndex,
  ToollensError,
} from '../../engine';
import type {
  BuiltInCatalog,
  CatalogRow,
  CatalogSummary,
  DeclarationTokens,
  FormattedIssue,
  LoadResult,
  Progress,
  TokenCount,
  ToolDetail,
} from '../boundary';
import { currentCatalog, requireLoaded, setLoaded } from './state';
import { countInTokens } from './tokenCount';

/** Tools indexed between progress reports; each batch yields to the event loop. */
const BATCH = 500;

const rowOf = (index: ToolIndex, name: string, order: number): CatalogRow => {
  const tool = index.tool(name);
  if (!tool) throw new ToollensError(`toollens worker: no tool named "${name}"`, 'not-found');
  const description = index.description(name) ?? descriptionAt(tool);
  return {
    name,
    ...(tool.title === undefined ? {} : { title: tool.title }),
    ...(tool.annotationTitle === undefined ? {} : { annotationTitle: tool.annotationTitle }),
    order,
    domains: tool.domains,
    capabilities: tool.capabilities,
    descriptionChars: description.length,
    schemaChars: schemaChars(tool),
    declarationChars: declarationLine({ ...tool, description }).length,
    live: isLive(tool),
    scaffolding: tool.scaffolding === true,
    derived: tool.derived ?? {},
  };
};

export const formattedIssues = (issues: ImportIssue[], source: string): FormattedIssue[] =>
  issues.map((issue) => ({ ...issue, text: formatIssue(issue, source) }));

const install = async (
  catalog: Catalog,
  source: string,
  onProgress?: Progress,
): Promise<CatalogSummary> => {
  // Build before swapping, so a build that throws leaves the previous catalog in place. Large
  // catalogs are indexed in batches, yielding between them so progress reaches the page.
  {
    const index = new ToolIndex({ ...catalog, tools: [] });
    for (let start = 0; start < catalog.tools.length; start += BATCH) {
      index.addTools(catalog.tools.slice(start, start + BATCH));
      if (onProgress && catalog.tools.length > BATCH) {
        onProgress(index.size, catalog.tools.length);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    }
    // The batches grew the postings by doubling: give the room back once, at the end.
    index.trim();
    setLoaded(catalog, index);
    return { source, format: catalog.format, tools: index.size };
  }
};

export const catalogApi = {
  /** Loads a built-in catalog. */
  async loadBuiltIn(name: BuiltInCatalog, onProgress?: Progress): Promise<LoadResult> {
    const make = isBuiltInCatalog(name) ? BUILT_IN_CATALOGS[name] : undefined;
    if (!make)
      throw new ToollensError(`toollens worker: no built-in catalog named "${name}"`, 'not-found');
    return { ok: true, summary: await install(make(), name, onProgress), warnings: [] };
  },

  /**
   * Imports catalog text in any supported format, read as the CLI reads a file (openCatalog:
   * untagged tools get tags derived from their names and servers, marked as derived). A failed
   * import keeps the previous catalog.
   * `onProgress` (a comlink proxy) hears how many tools are indexed, for large catalogs.
   */
  async loadCatalogText(
    text: string,
    sourceName: string,
    onProgress?: Progress,
  ): Promise<LoadResult> {
    const result = openCatalog(text, { source: sourceName });
    if (!result.ok) return { ok: false, errors: formattedIssues(result.errors, sourceName) };
    const catalog = { ...result.catalog, source: sourceName };
    return {
      ok: true,
      summary: await install(catalog, sourceName, onProgress),
      warnings: formattedIssues(result.warnings, sourceName),
    };
  },

  /** The filter values of the loaded catalog, for chips and autocomplete. */
  facets(): Facets {
    return catalogFacets(requireLoaded().index.tools);
  },

  /** One row per tool, in catalog order. */
  catalogRows(): CatalogRow[] {
    const { index } = requireLoaded();
    return index.tools.map((tool, order) => rowOf(index, tool.name, order));
  },

  /** Token counts of each tool's declaration, with the real tokenizer (loaded on first use). */
  async declarationTokens(): Promise<DeclarationTokens> {
    const { index } = requireLoaded();
    const counter = await loadTokenCounter();
    const tokens = byName<number>();
    for (const tool of index.tools) {
      const description = index.description(tool.name) ?? '';
      tokens[tool.name] = counter.count(declarationLine({ ...tool, description }));
    }
    return { tokenizer: counter.name, tokens };
  },

  /** Token count of any text (a menu, a prompt); `exact` (the default) loads the tokenizer. */
  countTokens(text: string, exact = true): Promise<TokenCount> {
    return countInTokens(exact, (counter) => counter.count(text));
  },

  /** A tool as the catalog holds it and as it would be declared. */
  toolDetail(name: string): ToolDetail | undefined {
    const { index } = requireLoaded();
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
      // Carried so an edit, built from this detail, keeps them (toolFrom writes the tool whole).
      ...(tool.origin ? { origin: tool.origin } : {}),
      ...(tool.agentHints ? { agentHints: tool.agentHints } : {}),
    };
  },

  /** The edited catalog as text, in the format it came in unless another is asked for. */
  exportCatalog(format?: CatalogFormat): string {
    const catalog = currentCatalog();
    return exportCatalog(catalog, format ?? catalog.format);
  },
};
