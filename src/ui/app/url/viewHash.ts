import {
  type Filters,
  isAgentTarget,
  isWorkingSetRule,
  WORKING_SET_RULE_INFO,
  WORKING_SET_RULES,
  type WorkingSetRule,
} from '../../../engine/core';
import type { BuiltInCatalog } from '../../../worker/boundary';
import { isRanker } from '../../shared/rankers';
import {
  AXES,
  AXIS_KEYS,
  DEFAULT_VIEW,
  EVALUATE_TABS,
  type EvaluateTab,
  LIMITS,
  MAX_VIEW_SERVER_CHARS,
  PANELS,
  type PanelId,
  type View,
  viewPatterns,
} from '../../shared/view';

/**
 * The view's (de)serialisation to the URL hash (the view itself is `shared/view.ts`).
 * Pure: the history wiring lives in `historySync.ts`. Defaults are left out of the hash, so a
 * fresh visit has an empty one and shared links stay short and readable, e.g.
 * `#q=excel+file&cap=file:read&tool=excel_reader`.
 */

/**
 * A working-set rule by its name, or by a name it had before: an old link still opens its rule
 * (the rule control says links naming the old name open it).
 */
const ruleIn = (value: string): WorkingSetRule | undefined =>
  isWorkingSetRule(value)
    ? value
    : WORKING_SET_RULES.find((rule) => WORKING_SET_RULE_INFO[rule].formerly.includes(value));

/** A whole number ≥ 1 from a hash value, or undefined. */
const positive = (value: string): number | undefined => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : undefined;
};

const BUILT_IN: readonly string[] = ['demo', 'sample', 'synthetic10k'] satisfies BuiltInCatalog[];

// `:` stays literal (capabilities are full of it); spaces read as `+` as in a query string.
const encode = (value: string) =>
  encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%20/g, '+');

const decode = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    // A hand-edited link with a stray `%` loses that one value, not the whole view.
    return undefined;
  }
};

/** The hash for a view, with its leading `#`, or `''` for the default view. */
export const formatHash = (view: View): string => {
  const pairs: [string, string][] = [];
  const add = (key: string, value: string) => pairs.push([key, value]);
  if (view.panel !== DEFAULT_VIEW.panel) add('panel', view.panel);
  if (view.catalog.kind === 'imported') add('imported', view.catalog.name);
  else if (view.catalog.name !== 'demo') add('catalog', view.catalog.name);
  if (view.query) add('q', view.query);
  for (const axis of AXES)
    for (const value of view.filters[axis] ?? []) add(AXIS_KEYS[axis], value);
  if (view.ranker !== DEFAULT_VIEW.ranker) add('ranker', view.ranker);
  if (view.targets.length > 0) add('targets', view.targets.join(','));
  for (const pattern of view.patterns) add('pattern', pattern);
  if (view.server) add('server', view.server);
  if (view.limit !== DEFAULT_VIEW.limit) add('limit', String(view.limit));
  if (view.tool) add('tool', view.tool);
  if (view.why) add('why', view.why);
  if (view.find) add('find', view.find);
  if (view.sort) add('sort', `${view.sort.desc ? '-' : ''}${view.sort.id}`);
  if (view.scenario) add('scenario', view.scenario);
  if (view.turn !== 1) add('turn', String(view.turn));
  if (view.budget !== undefined) add('budget', String(view.budget));
  if (view.rule !== undefined) add('rule', view.rule);
  if (view.compareRule !== undefined) add('vsrule', view.compareRule);
  if (view.unsorted) add('unsorted', '1');
  if (view.varyingFirst) add('vfirst', '1');
  if (view.diff !== undefined) add('diff', String(view.diff));
  if (view.demo !== undefined) add('demo', String(view.demo));
  if (view.presenter) add('presenter', '1');
  if (view.evaluateTab !== DEFAULT_VIEW.evaluateTab) add('eval', view.evaluateTab);
  return pairs.length === 0 ? '' : `#${pairs.map(([k, v]) => `${k}=${encode(v)}`).join('&')}`;
};

const isPanel = (value: string): value is PanelId => (PANELS as readonly string[]).includes(value);

/**
 * The view a hash describes. Unknown keys and unreadable values are ignored, so an old or
 * hand-edited link still opens the closest view it can.
 */
export const parseHash = (hash: string): View => {
  const view: View = { ...DEFAULT_VIEW, filters: {}, targets: [], patterns: [] };
  const axisOf = new Map<string, keyof Filters>(AXES.map((axis) => [AXIS_KEYS[axis], axis]));
  for (const pair of hash.replace(/^#/, '').split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = eq === -1 ? pair : pair.slice(0, eq);
    const value = decode(eq === -1 ? '' : pair.slice(eq + 1));
    if (value === undefined) continue;
    const axis = axisOf.get(key);
    if (axis) {
      const values = view.filters[axis] ?? [];
      if (value && !values.includes(value)) view.filters[axis] = [...values, value];
      continue;
    }
    switch (key) {
      case 'panel':
        if (isPanel(value)) view.panel = value;
        break;
      case 'catalog':
        if (BUILT_IN.includes(value))
          view.catalog = { kind: 'builtIn', name: value as BuiltInCatalog };
        break;
      case 'imported':
        if (value) view.catalog = { kind: 'imported', name: value };
        break;
      case 'q':
        view.query = value;
        break;
      case 'ranker':
        if (isRanker(value)) view.ranker = value;
        break;
      case 'targets':
        view.targets = [...new Set(value.split(',').filter(isAgentTarget))];
        break;
      case 'pattern':
        view.patterns = viewPatterns([...view.patterns, value]);
        break;
      case 'server':
        if (value.trim() !== '' && value.length <= MAX_VIEW_SERVER_CHARS) view.server = value;
        break;
      case 'limit': {
        const limit = Number(value);
        if ((LIMITS as readonly number[]).includes(limit)) view.limit = limit;
        break;
      }
      case 'tool':
        view.tool = value || undefined;
        break;
      case 'why':
        view.why = value || undefined;
        break;
      case 'find':
        view.find = value;
        break;
      case 'sort':
        if (value.replace(/^-/, '')) {
          view.sort = { id: value.replace(/^-/, ''), desc: value.startsWith('-') };
        }
        break;
      case 'scenario':
        view.scenario = value || undefined;
        break;
      case 'turn':
        view.turn = positive(value) ?? 1;
        break;
      case 'budget':
        view.budget = positive(value);
        break;
      case 'rule':
        view.rule = ruleIn(value);
        break;
      case 'vsrule':
        view.compareRule = ruleIn(value);
        break;
      case 'unsorted':
        view.unsorted = value === '1';
        break;
      case 'vfirst':
        view.varyingFirst = value === '1';
        break;
      case 'diff':
        view.diff = value === 'prev' ? 'prev' : positive(value);
        break;
      case 'demo':
        view.demo = positive(value);
        break;
      case 'presenter':
        view.presenter = value === '1';
        break;
      case 'eval':
        if ((EVALUATE_TABS as readonly string[]).includes(value))
          view.evaluateTab = value as EvaluateTab;
        break;
    }
  }
  return view;
};

/**
 * Fields that change with every keystroke, or every step of a scrubber or budget slider: they
 * replace the history entry instead of adding one.
 */
const TYPED: readonly (keyof View)[] = ['query', 'find', 'turn', 'budget'];

/**
 * How a view change should reach the history: `push` for a discrete step (a panel, a tool, a
 * chip), so Back undoes it; `replace` while typing, so Back does not walk through every letter.
 */
export const historyMode = (previous: View, next: View): 'push' | 'replace' | 'none' => {
  if (formatHash(previous) === formatHash(next)) return 'none';
  const changed = (Object.keys(next) as (keyof View)[]).filter(
    (key) => JSON.stringify(previous[key]) !== JSON.stringify(next[key]),
  );
  return changed.every((key) => TYPED.includes(key)) ? 'replace' : 'push';
};
