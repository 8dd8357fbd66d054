/**
 * A parsed Python `re` pattern (a `str` pattern, Python 3.12's `re._parser`): what the
 * translator needs to say "JavaScript means the same" or refuse. The flags that change how a
 * node matches are resolved onto the node at parse time, so a scoped `(?i:…)` needs no state.
 */

/** Flags that change how an atom matches (verbose only changes parsing). */
export type PyAtomFlags = {
  /** IGNORECASE */
  i: boolean;
  /** MULTILINE: `^` and `$` at line ends. */
  m: boolean;
  /** DOTALL: `.` matches `\n`. */
  s: boolean;
  /** ASCII: `\w \d \s \b` and case folding ASCII only (otherwise Unicode). */
  a: boolean;
};

export type PyCategory = 'd' | 'D' | 's' | 'S' | 'w' | 'W';

export type PyClassItem =
  | { kind: 'range'; from: number; to: number }
  | { kind: 'category'; category: PyCategory };

export type PyNode =
  | { kind: 'literal'; cp: number; flags: PyAtomFlags }
  | { kind: 'any'; flags: PyAtomFlags }
  | { kind: 'class'; negated: boolean; items: PyClassItem[]; flags: PyAtomFlags }
  | { kind: 'category'; category: PyCategory; flags: PyAtomFlags }
  | { kind: 'at'; at: '^' | '$' | 'A' | 'Z' | 'b' | 'B'; flags: PyAtomFlags }
  | { kind: 'seq'; items: PyNode[] }
  | { kind: 'alt'; branches: PyNode[] }
  | { kind: 'group'; index: number; body: PyNode }
  | { kind: 'noncapture'; body: PyNode }
  | { kind: 'atomic'; body: PyNode }
  | { kind: 'look'; behind: boolean; negated: boolean; body: PyNode }
  | { kind: 'backref'; index: number; flags: PyAtomFlags; at: number }
  | {
      kind: 'repeat';
      min: number;
      /** Infinity when unbounded (Python's MAXREPEAT). */
      max: number;
      mode: 'greedy' | 'lazy' | 'possessive';
      body: PyNode;
      /** Where the quantifier starts in the pattern. */
      at: number;
    };

export type PyPattern = {
  root: PyNode;
  /** Capturing groups, 1-based as Python numbers them. */
  groups: number;
  /** Group names to numbers. */
  names: Map<string, number>;
  /** The pattern's global flags (inline `(?…)` at the start). */
  flags: PyAtomFlags & { x: boolean };
};

/** The shortest and longest text a node can match (Infinity when unbounded), as sre's getwidth. */
export const pyWidth = (node: PyNode, groups: Map<number, [number, number]>): [number, number] => {
  switch (node.kind) {
    case 'literal':
    case 'any':
    case 'class':
    case 'category':
      return [1, 1];
    case 'at':
    case 'look':
      return [0, 0];
    case 'seq':
      return node.items.reduce<[number, number]>(
        ([lo, hi], item) => {
          const [l, h] = pyWidth(item, groups);
          return [lo + l, hi + h];
        },
        [0, 0],
      );
    case 'alt': {
      const widths = node.branches.map((branch) => pyWidth(branch, groups));
      return [Math.min(...widths.map((w) => w[0])), Math.max(...widths.map((w) => w[1]))];
    }
    case 'group': {
      const width = pyWidth(node.body, groups);
      groups.set(node.index, width);
      return width;
    }
    case 'noncapture':
    case 'atomic':
      return pyWidth(node.body, groups);
    case 'backref':
      return groups.get(node.index) ?? [0, Number.POSITIVE_INFINITY];
    case 'repeat': {
      const [lo, hi] = pyWidth(node.body, groups);
      return [lo * node.min, hi === 0 ? 0 : hi * node.max];
    }
  }
};
