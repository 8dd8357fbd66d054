import { type ImportOptions, importCatalog } from './importCatalog';
import type { ImportResult } from './types';

/**
 * How toollens reads a catalog to use it, in the app's worker and in the CLI alike, so the same
 * file gives the same capability line, the same index and the same ranks in both: any supported
 * format, with capabilities and domains derived for the tools that have none (an MCP server, an
 * OpenAI tool array), marked as derived. `deriveTags: false` reads the tags as given, and a tool
 * without any then has no root in the line (the CLI's `--no-derive-tags`). Tagged tools are
 * never changed, so a catalog written for toollens reads the same either way.
 */
export const DERIVE_TAGS_BY_DEFAULT = true;

/**
 * Reads and checks a catalog file of any format toollens reads (detected from its shape), with
 * capability roots derived for tools that have none: the catalog, or the issues that refused it.
 */
export const openCatalog = (text: string, options: ImportOptions = {}): ImportResult =>
  importCatalog(text, { ...options, deriveTags: options.deriveTags ?? DERIVE_TAGS_BY_DEFAULT });
