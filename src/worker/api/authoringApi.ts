import { demoQuerySet } from '../../data/querySets/demo';
import type {
  Comparison,
  EvalOptions,
  EvalReport,
  Finding,
  LabelledQuery,
  QuerySetResult,
  Ranker,
} from '../../engine';
import {
  compareReports,
  DEFAULT_EXCERPT_CAP,
  DEFAULT_PAGE_BUDGET,
  evaluate,
  lintCatalog,
  parseQuerySet,
  querySetToCsv,
  querySetToJson,
} from '../../engine';
import type { CompareConfig, EvalRequest, ToolEdit } from '../boundary';
import { throughSettings } from './settingsApi';
import { originalIndex, requireLoaded } from './state';

/**
 * A comparison always measures both sides' search_tools pages, with the defaults filled in so
 * the summary names the cap and budget each side used.
 */
const optionsOf = (config: CompareConfig): EvalOptions => ({
  ranker: config.ranker,
  ...(config.weights ? { weights: config.weights } : {}),
  excerpt: {
    cap: config.excerpt?.cap ?? DEFAULT_EXCERPT_CAP,
    pageBudget: config.excerpt?.pageBudget ?? DEFAULT_PAGE_BUDGET,
  },
});

export const authoringApi = {
  /** The query set written for the demo catalog. */
  demoQuerySet(): LabelledQuery[] {
    return demoQuerySet;
  },

  /** Reads a query set file: CSV by its name's extension, JSON otherwise (errors by line). */
  readQuerySetText(text: string, name: string): QuerySetResult {
    return parseQuerySet(text, name);
  },

  exportQuerySet(queries: LabelledQuery[], format: 'json' | 'csv'): string {
    return format === 'csv' ? querySetToCsv(queries) : querySetToJson(queries);
  },

  evaluate(request: EvalRequest): EvalReport {
    return evaluate(requireLoaded().index, request.queries, {
      ...(request.ranker ? { ranker: request.ranker } : {}),
      ...(request.ks ? { ks: request.ks } : {}),
      ...(request.cutoff ? { cutoff: request.cutoff } : {}),
    });
  },

  /** The same queries under two configurations on the current catalog. */
  compareConfigs(queries: LabelledQuery[], a: CompareConfig, b: CompareConfig): Comparison {
    const { index } = requireLoaded();
    return compareReports(
      evaluate(index, queries, optionsOf(a)),
      evaluate(index, queries, optionsOf(b)),
    );
  },

  /** The catalog as loaded (A) against the catalog as edited (B), with one ranker. */
  compareVersions(queries: LabelledQuery[], ranker: Ranker): Comparison {
    const { index } = requireLoaded();
    return compareReports(
      evaluate(originalIndex(), queries, optionsOf({ ranker })),
      evaluate(index, queries, optionsOf({ ranker })),
    );
  },

  /** Re-indexes one edited tool in place (by its previous name when renamed). */
  updateTool(edit: ToolEdit): { tools: number } {
    const { index } = requireLoaded();
    const previousName = edit.previousName ?? edit.tool.name;
    // An edit carries what the editor shows; where the tool came from (its MCP server) is kept,
    // so exporting the edited catalog in its own format loses nothing.
    const origin = edit.tool.origin ?? index.tool(previousName)?.origin;
    // With catalog settings in force, the tool is indexed with them applied (settingsApi.ts).
    const settled = throughSettings(origin ? { ...edit.tool, origin } : edit.tool, previousName);
    index.updateTool(settled.tool, previousName);
    settled.commit();
    return { tools: index.size };
  },

  lint(): Finding[] {
    // The line's coverage is judged at the budget the catalog settings give, as the page shows it.
    const lineBudget = requireLoaded().settings?.lineBudget;
    return lintCatalog(requireLoaded().index, lineBudget === undefined ? {} : { lineBudget });
  },
};
