import {
  type AgentTarget,
  checkRecordedSearches,
  loadTokenCounter,
  memoizedCounter,
  minedSetToJson,
  mineQuerySet,
  recordedSearchTargets,
  reportSessions,
  ruleFromDiscovery,
  type Session,
} from '../../engine';
import type { ManySessionsReport, MinedReport } from '../boundary';
import { builtTargets } from './keptTargets';
import { currentCatalog } from './state';

/**
 * Many sessions at once, for the Sessions view: their discovery failures and which tools to
 * declare always (both replay every session on the loaded catalog, with every live edit), and
 * the query set their models typed. Loaded with its first call (engineApi's `deferred`).
 */
export const sessionsApi = {
  /** The failures of each session and of all, and the always-load table with its what-if. */
  async sessionsReport(sessions: readonly Session[], budget?: number): Promise<ManySessionsReport> {
    const options = {
      catalog: currentCatalog(),
      counter: memoizedCounter(await loadTokenCounter()),
      ...(budget === undefined ? {} : { budget }),
    };
    // A saved session no longer knows its log's format: its discovery tool names its agent,
    // whose working-set rule it is replayed by. One replay of each serves both reports.
    const ruled = sessions.map((each) => ({
      ...each,
      rule: each.rule ?? ruleFromDiscovery(each.transcript),
    }));
    return reportSessions(ruled, options);
  },

  /**
   * Every search the sessions recorded with its result, asked again of the agent target that
   * emulates its agent on the loaded catalog (with its live edits), and the two answers compared.
   */
  async recordedSearches(sessions: readonly Session[]) {
    // The targets the worker keeps over the loaded catalog, built in its steps if not yet.
    const kept = await builtTargets(recordedSearchTargets(sessions), undefined);
    return checkRecordedSearches(sessions, currentCatalog(), {
      targets: (id) => kept.get(id) as AgentTarget,
    });
  },

  /**
   * The queries the sessions' models typed, each labelled by the tools called within `window`
   * turns after it (the engine's default when undefined), with the set as a query set file
   * (its queries marked mined and silver).
   */
  mineSessions(sessions: readonly Session[], window?: number): MinedReport {
    const catalog = currentCatalog();
    const set = mineQuerySet(sessions, window === undefined ? { catalog } : { window, catalog });
    return { set, window, file: minedSetToJson(set) };
  },
};
