import { demoQuerySet } from '../../data/querySets/demo';
import type {
  Comparison,
  EvalReport,
  Finding,
  LabelledQuery,
  QuerySetResult,
  Ranker,
  Tool,
} from '../../engine';
import {
  compareReports,
  evaluate,
  lintCatalog,
  querySetToCsv,
  querySetToJson,
  readQuerySet,
  readQuerySetCsv,
} from '../../engine';
import { originalIndex, requireLoaded } from './state';

export type EvalRequest = {
  queries: LabelledQuery[];
  ranker?: Ranker;
  ks?: number[];
  cutoff?: number;
};

/** A tool edit: the new tool, and its name before the edit when it was renamed. */
export type ToolEdit = { tool: Tool; previousName?: string };

export const authoringApi = {
  /** The query set written for the demo catalog. */
  demoQuerySet(): LabelledQuery[] {
    return demoQuerySet;
  },

  /** Reads a query set file: CSV by its name's extension, JSON otherwise. */
  readQuerySetText(text: string, name: string): QuerySetResult {
    if (/\.csv$/i.test(name)) return readQuerySetCsv(text);
    try {
      return readQuerySet(JSON.parse(text));
    } catch (error) {
      return { ok: false, errors: [`${name}: not valid JSON: ${(error as Error).message}`] };
    }
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

  /** The same queries under two rankers on the current catalog. */
  compareRankers(queries: LabelledQuery[], a: Ranker, b: Ranker): Comparison {
    const { index } = requireLoaded();
    return compareReports(
      evaluate(index, queries, { ranker: a }),
      evaluate(index, queries, { ranker: b }),
    );
  },

  /** The catalog as loaded (A) against the catalog as edited (B), with one ranker. */
  compareVersions(queries: LabelledQuery[], ranker: Ranker): Comparison {
    const { index } = requireLoaded();
    return compareReports(
      evaluate(originalIndex(), queries, { ranker }),
      evaluate(index, queries, { ranker }),
    );
  },

  /** Re-indexes one edited tool in place (by its previous name when renamed). */
  updateTool(edit: ToolEdit): { tools: number } {
    const { index } = requireLoaded();
    const previousName = edit.previousName ?? edit.tool.name;
    // An edit carries what the editor shows; where the tool came from (its MCP server) is kept,
    // so exporting the edited catalog in its own format loses nothing.
    const origin = edit.tool.origin ?? index.tool(previousName)?.origin;
    index.updateTool(origin ? { ...edit.tool, origin } : edit.tool, previousName);
    return { tools: index.size };
  },

  lint(): Finding[] {
    return lintCatalog(requireLoaded().index);
  },
};
