import {
  type AgentTarget,
  checkRecordedSearches,
  loadTokenCounter,
  memoizedCounter,
  minedSetToJson,
  mineQuerySet,
  recordedSearchTargets,
  recordSessions,
  recordView,
  reportRecords,
  type Session,
  type SessionInput,
} from '../../engine';
import type { ManySessionsReport, MinedReport } from '../boundary';
import { builtTargets } from './keptTargets';
import { currentCatalog } from './state';

/**
 * Many sessions at once, for the Sessions view: their records (the session pipeline's, each
 * session replayed once on the loaded catalog with every live edit, by its agent's rule), what
 * they add up to, and the query set their models typed. Loaded with its first call (engineApi's
 * `deferred`).
 */
export const sessionsApi = {
  /**
   * The records of the saved sessions (each thread naming its main one, so a thread runs by its
   * session's rule), the failures over all, the always-load table with its what-if, and every
   * recorded search asked again of the agent target that emulates its agent.
   */
  async sessionsReport(
    sessions: readonly SessionInput[],
    budget?: number,
  ): Promise<ManySessionsReport> {
    const catalog = currentCatalog();
    const options = {
      counter: memoizedCounter(await loadTokenCounter()),
      ...(budget === undefined ? {} : { budget }),
    };
    // The targets the worker keeps over the loaded catalog, built in its steps if not yet.
    const kept = await builtTargets(recordedSearchTargets(sessions), undefined);
    const records = recordSessions(sessions, catalog, {
      ...options,
      recorded: { targets: (id) => kept.get(id) as AgentTarget },
    });
    return {
      ...reportRecords(records, catalog, options),
      records: records.map(recordView),
    };
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
