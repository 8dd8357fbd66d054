import { authoringApi } from './api/authoringApi';
import { catalogApi } from './api/catalogApi';
import { searchApi } from './api/searchApi';
import { sessionApi } from './api/sessionApi';

/**
 * The worker side of the engine boundary: plain functions over one loaded catalog, grouped by
 * what they serve. `protocol.ts` derives the client's type from this object, so the message
 * shapes are written once. Everything returned is plain data (it is structured-cloned).
 */
export const engineApi = {
  ...catalogApi,
  ...searchApi,
  ...sessionApi,
  ...authoringApi,

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

export type { EvalRequest, ToolEdit } from './api/authoringApi';
export type {
  BuiltInCatalog,
  CatalogRow,
  CatalogSummary,
  FormattedIssue,
  LoadResult,
  Progress,
  ToolDetail,
} from './api/catalogApi';
export type { LensView, SearchReply, SearchRequest } from './api/searchApi';
export type { ReplayRequest, ReplayView } from './api/sessionApi';
