/**
 * The engine boundary's types, derived from the implementation so they are never written
 * twice. Type-only: importing this file pulls no engine code into the page bundle.
 */
import type { engineApi } from './engineApi';

export type EngineApi = typeof engineApi;

export type {
  BuiltInCatalog,
  CatalogSummary,
  FormattedIssue,
  LoadResult,
  SearchReply,
  SearchRequest,
} from './engineApi';
