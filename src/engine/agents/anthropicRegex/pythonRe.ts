import { type PyNode, type PyPattern, pyWidth } from './ast';
import { emitJavaScript } from './emit';
import { parsePythonPattern } from './parse';
import { PyReError, PyReUnsupported } from './source';

/**
 * Python's `re.search(pattern, text)` for a `str` pattern, run by JavaScript's RegExp: the
 * pattern parsed as Python 3.12 parses it (parse.ts), refused with Python's own error where
 * Python refuses it, and translated (emit.ts) where JavaScript can mean exactly the same;
 * where it cannot, refused with PyReUnsupported rather than approximated.
 */

export type PyRegex = {
  pattern: string;
  parsed: PyPattern;
  /** The translation, with the `u` flag. */
  regex: RegExp;
  /** JavaScript group number of each Python group. */
  groupMap: number[];
};

export type PyMatch = {
  /** Code-unit offsets into the searched text. */
  start: number;
  end: number;
  found: string;
  /** Python's `m.group(i)`: undefined for a group that did not take part. */
  group(index: number): string | undefined;
};

/**
 * Python checks look-behind widths when compiling, after the whole pattern parsed; a group
 * reference has the width of its group. Then what JavaScript would end differently: an
 * optional pass that may match nothing (`(a*)*`, `(?:x??){2,}`, `(a|\b)?`): Python takes the
 * empty pass, JavaScript rejects it and backtracks into it for a longer one.
 */
const checkLookbehinds = (root: PyNode): void => {
  const widths = new Map<number, [number, number]>();
  pyWidth(root, widths);
  const emptyPasses: number[] = [];
  const visit = (node: PyNode): void => {
    if (node.kind === 'look' && node.behind) {
      const [lo, hi] = pyWidth(node.body, new Map(widths));
      if (lo !== hi) throw new PyReError('look-behind requires fixed-width pattern', []);
    }
    if (
      node.kind === 'repeat' &&
      node.max > node.min &&
      pyWidth(node.body, new Map(widths))[0] === 0
    )
      emptyPasses.push(node.at);
    if (node.kind === 'seq') node.items.forEach(visit);
    else if (node.kind === 'alt') node.branches.forEach(visit);
    else if ('body' in node) visit(node.body);
  };
  visit(root);
  // Python's errors come first: a refusal only once the whole pattern is valid Python.
  if (emptyPasses[0] !== undefined)
    throw new PyReUnsupported(
      'a repetition of a part that can match the empty string, whose loop Python and JavaScript end differently',
      emptyPasses[0],
    );
};

/** Compiles as `re.compile` does; throws PyReError (Python's error) or PyReUnsupported. */
export const compilePython = (pattern: string): PyRegex => {
  const parsed = parsePythonPattern(pattern);
  checkLookbehinds(parsed.root);
  const { source, groupMap } = emitJavaScript(parsed.root);
  let regex: RegExp;
  try {
    regex = new RegExp(source, 'u');
  } catch (error) {
    throw new PyReUnsupported(
      `JavaScript cannot compile the translation (${error instanceof Error ? error.message : String(error)})`,
      0,
    );
  }
  return { pattern, parsed, regex, groupMap };
};

/** `re.search`: the leftmost match, or undefined. */
export const pySearch = (compiled: PyRegex, text: string): PyMatch | undefined => {
  compiled.regex.lastIndex = 0;
  const m = compiled.regex.exec(text);
  if (m === null) return undefined;
  return {
    start: m.index,
    end: m.index + m[0].length,
    found: m[0],
    group: (index) => (index === 0 ? m[0] : m[compiled.groupMap[index] ?? -1]),
  };
};

/** The most repetitions of variable length one path through a pattern may hold. */
const MAX_VARIABLE_REPEATS = 8;

/**
 * Repetitions one after another on one path whose count may vary by more than `spread`
 * (`*`, `+`, `{0,50}`; with spread 0 also `?`); atomic ones count 0.
 */
const inRow = (node: PyNode, spread: number): number => {
  switch (node.kind) {
    case 'seq':
      return node.items.reduce((sum, item) => sum + inRow(item, spread), 0);
    case 'alt':
      return Math.max(...node.branches.map((branch) => inRow(branch, spread)));
    case 'group':
    case 'noncapture':
    case 'look':
      return inRow(node.body, spread);
    case 'repeat':
      if (node.mode === 'possessive') return 0;
      return (node.max - node.min > spread ? 1 : 0) + inRow(node.body, spread);
    default:
      return 0;
  }
};
const variableInRow = (node: PyNode): number => inRow(node, 0);

/**
 * How many long repetitions (`.*`, `\w+`, `.{0,50}`) a pattern has one after another: with k
 * of them a failing search may take about n^(k+1) steps over n characters, so the caller
 * reads less of each field as k grows.
 */
export const longRepetitionsInRow = (root: PyNode): number => inRow(root, 1);

/**
 * Why a backtracking engine could run for hours on this pattern, or undefined. JavaScript's
 * RegExp cannot be stopped once running, so such a pattern is not run: a repetition (more than
 * once) of a part that itself repeats without bound or alternates, `(a+)+` or `(a|ab)*`; or more
 * than MAX_VARIABLE_REPEATS repetitions of variable length in a row, `get.?.?.?…r`, whose ways
 * to split a failing text grow exponentially with their number.
 */
export const backtrackingRisk = (root: PyNode): string | undefined => {
  const nested = nestedRepetition(root);
  if (nested !== undefined)
    return `the repetition at position ${nested} repeats a part that itself repeats or alternates`;
  const inRow = variableInRow(root);
  if (inRow > MAX_VARIABLE_REPEATS)
    return `it holds ${inRow} repetitions of variable length in a row (at most ${MAX_VARIABLE_REPEATS} are run)`;
  return undefined;
};

/** The position of a repetition (more than once) of a part that repeats without bound or alternates. */
const nestedRepetition = (node: PyNode): number | undefined => {
  const risky = (inner: PyNode, unboundedOuter: boolean): boolean => {
    switch (inner.kind) {
      case 'repeat':
        return (
          inner.mode !== 'possessive' &&
          (inner.max === Number.POSITIVE_INFINITY || (unboundedOuter && inner.max > 1))
        );
      case 'alt':
        return unboundedOuter || inner.branches.some((b) => risky(b, unboundedOuter));
      case 'seq':
        return inner.items.some((item) => risky(item, unboundedOuter));
      case 'group':
      case 'noncapture':
      case 'look':
        return risky(inner.body, unboundedOuter);
      default:
        return false;
    }
  };
  const find = (n: PyNode): number | undefined => {
    if (
      n.kind === 'repeat' &&
      n.max > 1 &&
      n.mode !== 'possessive' &&
      risky(n.body, n.max === Number.POSITIVE_INFINITY)
    )
      return n.at;
    if (n.kind === 'seq') return n.items.map(find).find((at) => at !== undefined);
    if (n.kind === 'alt') return n.branches.map(find).find((at) => at !== undefined);
    if (n.kind === 'atomic') return undefined;
    return 'body' in n ? find(n.body) : undefined;
  };
  return find(node);
};
