import type { PyAtomFlags, PyCategory, PyClassItem, PyNode } from './ast';
import { pyCaseClosure } from './caseFold';
import { PyReUnsupported } from './source';

/**
 * A parsed Python pattern as the source of a JavaScript RegExp with the `u` flag (code-point
 * matching, as Python's `str` does; not `v`, whose Node 20 implementation fails `(?:[^a]x)+` on
 * "bx" and `a[^]*b` on "a\nb"). Every atom whose meaning differs is written out: `.` is "not `\n`"
 * (JavaScript's also stops at `\r`, U+2028, U+2029), `^ $ \A \Z` are lookarounds (Python's
 * `$` also matches before a final newline; JavaScript's `m` flag knows other line breaks),
 * `\d \w \s \b` are Python's Unicode classes (JavaScript's are ASCII), case-insensitivity is
 * Python's table expanded into classes (JavaScript has no scoped `i` on Node 20 and folds
 * differently), atomic groups and possessive repeats are the lookahead-and-backreference
 * idiom, which JavaScript's lookaheads make atomic. What cannot be made exact is refused.
 */

/** Python's `str.isspace()` characters, which its Unicode `\s` matches (JavaScript's differ: U+FEFF, U+001C–U+001F, U+0085). */
const SPACE =
  '\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const ASCII_SPACE = ' \\t\\n\\r\\f\\v';

/** The inside of a class (no brackets) for a positive category, Unicode or ASCII. */
const positiveItems = (category: PyCategory, ascii: boolean): string => {
  const items: Record<string, string> = ascii
    ? { d: '0-9', w: 'A-Za-z0-9_', s: ASCII_SPACE }
    : { d: '\\p{Nd}', w: '\\p{L}\\p{N}_', s: SPACE };
  return items[category.toLowerCase()] ?? '';
};

const isNegatedCategory = (category: PyCategory): boolean => category !== category.toLowerCase();

/** A category as a class of its own: `[\p{Nd}]`, `[^\p{Nd}]`. */
const categoryClass = (category: PyCategory, ascii: boolean): string =>
  `[${isNegatedCategory(category) ? '^' : ''}${positiveItems(category, ascii)}]`;

/** Any character (one code point under the `u` flag). */
const ANY = '[\\s\\S]';

const word = (ascii: boolean) => `[${positiveItems('w', ascii)}]`;

/** One code point as a class member or literal, escaped for the `u` flag. */
const char = (cp: number): string =>
  /[A-Za-z0-9_ ]/.test(String.fromCodePoint(cp))
    ? String.fromCodePoint(cp)
    : `\\u{${cp.toString(16)}}`;

const ranges = (cps: Iterable<number>): string => {
  const sorted = [...new Set(cps)].sort((a, b) => a - b);
  let out = '';
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && (sorted[j + 1] as number) === (sorted[j] as number) + 1) j++;
    const from = sorted[i] as number;
    const to = sorted[j] as number;
    out += from === to ? char(from) : `${char(from)}-${char(to)}`;
    i = j + 1;
  }
  return out;
};

/** The most characters a case-insensitive set is expanded to. */
const MAX_FOLDED = 200_000;

/**
 * A set. A negated category inside it (`[\\W\\d]`) cannot be a member of a `u` class, so such a
 * set is the alternation of its parts, and negated as "not any part, then one character".
 */
const classSource = (items: PyClassItem[], negated: boolean, flags: PyAtomFlags): string => {
  let inner = '';
  const negatives: string[] = [];
  const chars: number[] = [];
  for (const item of items) {
    if (item.kind === 'category') {
      if (isNegatedCategory(item.category)) negatives.push(categoryClass(item.category, flags.a));
      else inner += positiveItems(item.category, flags.a);
    } else if (flags.i) {
      if (chars.length + item.to - item.from > MAX_FOLDED)
        throw new PyReUnsupported('a case-insensitive set this large is not expanded', 0);
      for (let cp = item.from; cp <= item.to; cp++) chars.push(cp);
    } else inner += item.from === item.to ? char(item.from) : `${char(item.from)}-${char(item.to)}`;
  }
  if (flags.i) inner += ranges(pyCaseClosure(chars, flags.a));
  if (negatives.length === 0) return `[${negated ? '^' : ''}${inner}]`;
  const union = `(?:${[...(inner === '' ? [] : [`[${inner}]`]), ...negatives].join('|')})`;
  return negated ? `(?:(?!${union})${ANY})` : union;
};

/** What the emitter tracks: JavaScript group numbers, and which groups are always set. */
type Context = {
  /** JavaScript group number of each Python group. */
  groupMap: number[];
  jsGroups: number;
  /** The branches (alternatives, repeats, negative lookarounds) each group is inside. */
  groupScopes: Map<number, readonly object[]>;
  scopes: object[];
};

const scoped = <T>(ctx: Context, run: () => T): T => {
  ctx.scopes.push({});
  try {
    return run();
  } finally {
    ctx.scopes.pop();
  }
};

const quantifier = (min: number, max: number): string => {
  if (min === 0 && max === Number.POSITIVE_INFINITY) return '*';
  if (min === 1 && max === Number.POSITIVE_INFINITY) return '+';
  if (min === 0 && max === 1) return '?';
  if (max === Number.POSITIVE_INFINITY) return `{${min},}`;
  return min === max ? `{${min}}` : `{${min},${max}}`;
};

const emitNode = (node: PyNode, ctx: Context): string => {
  switch (node.kind) {
    case 'literal':
      return node.flags.i
        ? classSource([{ kind: 'range', from: node.cp, to: node.cp }], false, node.flags)
        : char(node.cp);
    case 'any':
      return node.flags.s ? ANY : '[^\\n]';
    case 'class':
      return classSource(node.items, node.negated, node.flags);
    case 'category':
      return categoryClass(node.category, node.flags.a);
    case 'at': {
      const w = word(node.flags.a);
      switch (node.at) {
        case '^':
          return node.flags.m ? '(?<![^\\n])' : `(?<!${ANY})`;
        case '$':
          return node.flags.m ? `(?=\\n|(?!${ANY}))` : `(?=\\n?(?!${ANY}))`;
        case 'A':
          return `(?<!${ANY})`;
        case 'Z':
          return `(?!${ANY})`;
        case 'b':
          return `(?:(?<=${w})(?!${w})|(?<!${w})(?=${w}))`;
        case 'B':
          // Python 3.12's \B fails on the empty string (3.14 changed that).
          return `(?:(?<=${w})(?=${w})|(?<!${w})(?!${w})(?:(?<=${ANY})|(?=${ANY})))`;
      }
      break;
    }
    case 'seq':
      return node.items.map((item) => emitNode(item, ctx)).join('');
    case 'alt':
      return `(?:${node.branches.map((branch) => scoped(ctx, () => emitNode(branch, ctx))).join('|')})`;
    case 'group': {
      ctx.jsGroups += 1;
      ctx.groupMap[node.index] = ctx.jsGroups;
      const body = emitNode(node.body, ctx);
      ctx.groupScopes.set(node.index, [...ctx.scopes]);
      return `(${body})`;
    }
    case 'noncapture':
      return `(?:${emitNode(node.body, ctx)})`;
    case 'atomic': {
      ctx.jsGroups += 1;
      const helper = ctx.jsGroups;
      return `(?:(?=(${emitNode(node.body, ctx)}))\\${helper})`;
    }
    case 'look': {
      const head = `(?${node.behind ? '<' : ''}${node.negated ? '!' : '='}`;
      const body = node.negated
        ? scoped(ctx, () => emitNode(node.body, ctx))
        : emitNode(node.body, ctx);
      return `${head}${body})`;
    }
    case 'backref': {
      if (node.flags.i)
        throw new PyReUnsupported('a case-insensitive group reference is not translated', node.at);
      const needed = ctx.groupScopes.get(node.index) ?? [];
      if (!needed.every((scope) => ctx.scopes.includes(scope)))
        // JavaScript matches a reference to an unset group as empty, and resets groups on each
        // repetition; Python fails it and keeps the last value. Exact only for a group always set.
        throw new PyReUnsupported(
          `group ${node.index} may be unset where it is referenced (inside an alternative, a repetition or a negative lookaround), where JavaScript and Python differ`,
          node.at,
        );
      return `(?:\\${ctx.groupMap[node.index]})`;
    }
    case 'repeat': {
      const q = quantifier(node.min, node.max);
      // After a repetition that ran at least once, its groups hold the last pass's values in
      // both languages; after one that may not have run, JavaScript's are unset.
      const conditional = node.min === 0;
      const emitBody = () => emitNode(node.body, ctx);
      if (node.mode === 'possessive') {
        ctx.jsGroups += 1;
        const helper = ctx.jsGroups;
        const body = conditional ? scoped(ctx, emitBody) : emitBody();
        return `(?:(?=((?:${body})${q}))\\${helper})`;
      }
      const body = conditional ? scoped(ctx, emitBody) : emitBody();
      return `(?:${body})${q}${node.mode === 'lazy' ? '?' : ''}`;
    }
  }
  return '';
};

export type JsTranslation = {
  /** RegExp source for the `u` flag. */
  source: string;
  /** JavaScript group number of each Python group (index 0 unused). */
  groupMap: number[];
};

export const emitJavaScript = (root: PyNode): JsTranslation => {
  const ctx: Context = { groupMap: [0], jsGroups: 0, groupScopes: new Map(), scopes: [] };
  const source = emitNode(root, ctx);
  return { source, groupMap: ctx.groupMap };
};
