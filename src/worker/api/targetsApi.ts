import type { SearchRequest } from '../../engine';
import {
  type AgentTarget,
  type AgentTargetId,
  type AskOptions,
  askTarget,
  availableTargets,
  catalogServer,
  type EvalReport,
  evaluate,
  type LabelledQuery,
  nameForms,
  TARGET_INFO,
  type TargetAnswer,
  ToollensError,
} from '../../engine';
import type {
  Findability,
  FindabilityCell,
  TargetColumn,
  TargetPlace,
  TargetRefusal,
} from '../boundary';
import { awaitTargets, builtTargets, readyTargets } from './keptTargets';
import { currentCatalog, requireLoaded } from './state';
import { searchOf } from './views';

/**
 * The agent targets on the loaded catalog, kept and kept up to date by keptTargets.ts: built in
 * steps from the first ask, then re-indexing only the tools an edit changed. Loaded with its
 * first call (engineApi's `deferred`): the targets' tokenizers and stemmers stay out of a visit
 * that never asks for a target.
 */

/** A server name as the page sends it: '' or blank is the catalog's own. */
const serverOf = (server: string | undefined): string | undefined =>
  server === undefined || server.trim() === '' ? undefined : server;

/** The chosen targets this build runs, in their given order; others (an old link's) are left out. */
const runnable = (targets: readonly string[]): AgentTargetId[] => {
  const available: readonly string[] = availableTargets();
  return [...new Set(targets)].filter((id): id is AgentTargetId => available.includes(id));
};

const refusalOf = (answer: TargetAnswer): { refusal?: TargetRefusal } =>
  answer.refusal ? { refusal: { ...answer.refusal } } : {};

/** The target's answer to what the user typed, and the pattern it ran, for one that reads one. */
const ask = (target: AgentTarget, query: string, options: AskOptions = {}) => {
  const answer = askTarget(target, query, options);
  return { answer, ...(answer.asked ? { asked: answer.asked } : {}) };
};

/** Where `name` lands in `answer`: its rank past k too, or null when the agent did not score it. */
const placeIn = (answer: TargetAnswer, returned: ReadonlySet<string>, name: string) => {
  const hit = answer.ranked.find((each) => each.name === name);
  return hit
    ? { rank: hit.rank, tied: hit.tied, returned: returned.has(name), why: hit.why }
    : null;
};

export const targetsApi = {
  /** The targets this build can run. */
  availableTargets(): AgentTargetId[] {
    return availableTargets();
  },

  /**
   * Each hit of a search's page placed under each chosen target (its rank past the target's k
   * too, `returned` within it), with the target's refusal of the query. Asked once the page is
   * shown, as the movement column is, so a target's first build never delays a search.
   */
  targetRanks(request: SearchRequest, targets: readonly string[], server?: string): TargetColumn[] {
    const session = searchOf(requireLoaded().index, request);
    const names = session.page.hits.map((hit) => hit.name);
    const ready = readyTargets(runnable(targets), serverOf(server));
    return [...ready].map(([id, target]): TargetColumn => {
      // Still building: the column says so, and the page asks again once it is ready.
      if (!target) return { target: id, k: TARGET_INFO[id].k, places: [], building: true };
      const { answer, ...asked } = ask(target, session.request.query);
      const returned = new Set(answer.returned);
      const byName = new Map(answer.ranked.map((hit) => [hit.name, hit]));
      const places = names.map((name): TargetPlace | null => {
        const hit = byName.get(name);
        return hit ? { rank: hit.rank, tied: hit.tied, returned: returned.has(name) } : null;
      });
      return { target: id, k: answer.k, places, ...asked, ...refusalOf(answer) };
    });
  },

  /**
   * Resolves once each chosen target is built, or after a few seconds, with the targets ready
   * by then, in order: the page then asks `targetRanks` again. Searches run meanwhile, as the
   * build goes on in steps between them.
   */
  async targetsBuilt(targets: readonly string[], server?: string): Promise<AgentTargetId[]> {
    const targetsNow = await awaitTargets(runnable(targets), serverOf(server));
    return [...targetsNow].flatMap(([id, target]) => (target ? [id] : []));
  },

  /**
   * Where the tool `name` lands under each chosen target for its own name, its name as words,
   * its name as one word, each of `queries` (the open query set's) and each of `patterns` (the
   * author's, asked as written of the targets that read a pattern, and of no other), with the
   * score's parts in each agent's terms.
   */
  async findability(
    name: string,
    targets: readonly string[],
    queries: readonly string[] = [],
    patterns: readonly string[] = [],
    server?: string,
  ): Promise<Findability> {
    const known = () => {
      if (!requireLoaded().index.tool(name))
        throw new ToollensError(
          `toollens worker: findability: no tool "${name}" in the catalog`,
          'not-found',
        );
    };
    known();
    const chosen = [...(await builtTargets(runnable(targets), serverOf(server))).values()];
    // The catalog may have changed while the targets built: the tool may be gone.
    known();
    const rows = [
      ...nameForms(name).map(({ form, query }) => ({ kind: form, query })),
      ...[...new Set(queries)].map((query) => ({ kind: 'query' as const, query })),
      ...[...new Set(patterns)].map((query) => ({ kind: 'pattern' as const, query })),
    ];
    return {
      name,
      rows: rows.map((row) => ({
        ...row,
        cells: chosen.map((target): FindabilityCell => {
          if (row.kind === 'pattern' && TARGET_INFO[target.id].reads !== 'pattern') {
            return { target: target.id, k: target.k, place: null, notAsked: true };
          }
          const { answer, ...asked } = ask(target, row.query, {
            explain: [name],
            ...(row.kind === 'pattern' ? { given: 'pattern' as const } : {}),
          });
          const place = placeIn(answer, new Set(answer.returned), name);
          return { target: target.id, k: answer.k, place, ...asked, ...refusalOf(answer) };
        }),
      })),
    };
  },

  /**
   * The query set under each chosen target, as Evaluate's table and grid show them beside
   * toollens's own report: a target returns its own k, so a tool past it is not found.
   */
  async evaluateTargets(
    queries: readonly LabelledQuery[],
    targets: readonly string[],
    options: { ks?: number[]; cutoff?: number; server?: string } = {},
  ): Promise<EvalReport[]> {
    const { server, ...rest } = options;
    const named = serverOf(server);
    const built = await builtTargets(runnable(targets), named);
    const { index } = requireLoaded();
    const names = {
      defaultServer: catalogServer(currentCatalog()),
      ...(named === undefined ? {} : { server: named }),
    };
    return [...built].map(([ranker, target]) =>
      evaluate(index, queries, { ...rest, ranker, ...names, target }),
    );
  },
};
