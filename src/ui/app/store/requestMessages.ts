import { lensToolOf } from '../../search';
import {
  errorOf,
  type RequestError,
  type RequestKind,
  type RequestMessage,
  type RequestState,
  type Subsystem,
  shown,
} from '../../shared/request';
import type { AppState } from './types';

/**
 * Every worker request the store keeps, with what a failure of it is called and how it is asked
 * again: the one list the panels' error notes read (`requestMessages`). A failed request is one
 * message; no panel words a request's failure or wires its Retry itself.
 */

/** Each store request's name in the list. */
export type RequestId =
  | RequestKind
  | 'replay'
  | 'diff'
  | 'evaluation'
  | 'targetEvaluation'
  | 'comparison'
  | 'lint';

/** What the list is made from: each request's state, and the view's names its phrases use. */
export const requestInputs = (state: AppState) => ({
  search: state.result,
  movement: state.movement,
  targetList: state.targetList,
  targetRanks: state.targetRanks,
  findability: state.findability,
  lens: state.lens,
  menuTokens: state.menuTokens,
  whyNot: state.whyNot,
  rows: state.rows,
  tokens: state.tokens,
  detail: state.detail,
  facets: state.facets,
  scenarios: state.session.scenarios,
  replay: state.session.replay,
  diff: state.session.diff,
  evaluation: state.authoring.evaluation,
  targetEvaluation: state.authoring.targetEvaluation,
  comparison: state.authoring.compare.result,
  lint: state.authoring.lint.result,
  panel: state.view.panel,
  tool: state.view.tool,
  why: state.view.why,
});

export type RequestInputs = ReturnType<typeof requestInputs>;

type Entry = {
  id: RequestId;
  subsystem: Subsystem;
  /** What failed, as the panel names it where the answer would have been. */
  what: (inputs: RequestInputs) => string;
  error: (inputs: RequestInputs) => RequestError | undefined;
  retry: (state: AppState) => void;
};

/** A request of the page's own panels, retried by its kind. */
const own = (
  id: RequestKind,
  subsystem: Subsystem,
  what: (inputs: RequestInputs) => string,
): Entry => ({
  id,
  subsystem,
  what,
  error: (inputs) => errorOf(inputs[id] as RequestState<unknown>),
  retry: (state) => state.actions.retry(id),
});

const lensTool = (inputs: RequestInputs) =>
  lensToolOf(inputs, shown(inputs.search)?.page) ?? inputs.tool ?? 'the top hit';

const REQUESTS: readonly Entry[] = [
  own('search', 'search', () => 'the search'),
  own('movement', 'search', () => 'the movement column'),
  own('targetList', 'search', () => 'the list of agent targets'),
  own('targetRanks', 'search', () => "the agent targets' ranks"),
  own('findability', 'search', (inputs) => `the findability card of ${inputs.tool ?? 'the tool'}`),
  own('lens', 'search', (inputs) => `the lens of ${lensTool(inputs)}`),
  own('menuTokens', 'search', () => "the menu's token count"),
  own('whyNot', 'search', (inputs) => `"Why not?" for ${inputs.why ?? 'a tool'}`),
  own('rows', 'catalog', () => 'the tool list'),
  own('tokens', 'catalog', () => 'the token counts'),
  own('detail', 'catalog', (inputs) => `the detail of ${inputs.tool ?? 'the tool'}`),
  {
    id: 'replay',
    subsystem: 'session',
    what: () => 'the replay',
    // The replay waits for the scenario list: its failure is the replay's.
    error: (inputs) => errorOf(inputs.scenarios) ?? errorOf(inputs.replay),
    retry: (state) => state.session.actions.retry(),
  },
  {
    id: 'diff',
    subsystem: 'session',
    what: () => 'the diff',
    error: (inputs) => errorOf(inputs.diff),
    retry: (state) => state.session.actions.retry(),
  },
  {
    id: 'evaluation',
    subsystem: 'evaluate',
    what: () => 'the evaluation',
    error: (inputs) => errorOf(inputs.evaluation),
    retry: (state) => state.authoring.actions.retry('evaluate'),
  },
  {
    id: 'targetEvaluation',
    subsystem: 'evaluate',
    what: () => 'the evaluation under the agent targets',
    error: (inputs) => errorOf(inputs.targetEvaluation),
    retry: (state) => state.authoring.actions.retry('evaluate'),
  },
  {
    id: 'comparison',
    subsystem: 'evaluate',
    what: () => 'the comparison',
    error: (inputs) => errorOf(inputs.comparison),
    retry: (state) => state.authoring.actions.retry('compare'),
  },
  {
    id: 'lint',
    subsystem: 'evaluate',
    what: () => 'the catalog report',
    error: (inputs) => errorOf(inputs.lint),
    retry: (state) => state.authoring.actions.retry('lint'),
  },
];

/** The ids of every request in the list, for a test to go through them all. */
export const REQUEST_IDS: readonly RequestId[] = REQUESTS.map((entry) => entry.id);

/**
 * Every failed request, once each, in the list's order. `getState` gives the store as it is
 * when a Retry is pressed.
 */
export const requestMessages = (
  inputs: RequestInputs,
  getState: () => AppState,
): RequestMessage[] =>
  REQUESTS.flatMap((entry) => {
    const error = entry.error(inputs);
    if (!error) return [];
    const { id, subsystem } = entry;
    return [
      { ...error, id, subsystem, what: entry.what(inputs), retry: () => entry.retry(getState()) },
    ];
  });
