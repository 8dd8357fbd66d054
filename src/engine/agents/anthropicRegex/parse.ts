import type { PyAtomFlags, PyNode, PyPattern } from './ast';
import { type PyGroupState, pyEscape } from './escapes';
import { FLAG_LETTERS, parsePyFlags, parsePySet, scopedAsciiCheck } from './parseParts';
import {
  DIGITS,
  isEscapeToken,
  isPyIdentifier,
  PyReError,
  PyReUnsupported,
  PySource,
} from './source';

/**
 * Python 3.12's `re._parser` (`_parse_sub`, `_parse`, `_parse_flags`), for a `str` pattern
 * compiled with no flags, as `re.search(pattern, text)` does: the same grammar, the same
 * errors with the same messages and positions. What JavaScript cannot follow is not decided
 * here but in the translator; only conditionals `(?(1)…)` are refused while parsing.
 */

const MAXREPEAT = 4294967295;
const WHITESPACE = ' \t\n\r\v\f';
const SPECIAL = '.\\[{()*+?^$|';

/** Parse-time flags: `x`, and whether `a` was set by a scoped group (where CPython is irregular). */
type Flags = PyAtomFlags & { x: boolean; scopedA: boolean };

class PyParser implements PyGroupState {
  readonly source: PySource;
  /** Python's `groupwidths`: index 0 unused; true once a group is closed. */
  readonly closed: boolean[] = [false];
  readonly names = new Map<string, number>();
  /** The group count when the outermost look-behind opened (Python's `lookbehindgroups`). */
  lookbehindGroups: number | undefined;
  global: Flags = { i: false, m: false, s: false, a: false, x: false, scopedA: false };

  constructor(pattern: string) {
    this.source = new PySource(pattern);
  }

  get opened(): number {
    return this.closed.length;
  }

  isClosed(index: number): boolean {
    return index < this.opened && this.closed[index] === true;
  }

  checkLookbehind(index: number): void {
    if (this.lookbehindGroups === undefined) return;
    if (!this.isClosed(index)) throw this.source.error('cannot refer to an open group');
    if (index >= this.lookbehindGroups)
      throw this.source.error('cannot refer to group defined in the same lookbehind subpattern');
  }

  parseSub(flags: Flags, nested: number): PyNode {
    const branches: PyNode[] = [];
    do {
      branches.push(this.parse(flags, nested + 1, nested === 0 && branches.length === 0));
    } while (this.source.match('|'));
    return branches.length === 1 ? (branches[0] as PyNode) : { kind: 'alt', branches };
  }

  parse(outer: Flags, nested: number, first: boolean): PyNode {
    const source = this.source;
    let flags = outer;
    const items: PyNode[] = [];
    for (;;) {
      const token = source.next;
      if (token === undefined || token === '|' || token === ')') break;
      source.get();
      const atom = { i: flags.i, m: flags.m, s: flags.s, a: flags.a };
      if (flags.x && WHITESPACE.includes(token)) continue;
      if (flags.x && token === '#') {
        for (let c = source.get(); c !== undefined && c !== '\n'; c = source.get());
        continue;
      }
      if (isEscapeToken(token)) {
        const parsed = pyEscape(source, token, this);
        if (parsed.kind === 'category') scopedAsciiCheck(flags.scopedA, parsed.category, source);
        items.push(
          parsed.kind === 'backref'
            ? { kind: 'backref', index: parsed.index, flags: atom, at: source.pos }
            : parsed.kind === 'literal'
              ? { kind: 'literal', cp: parsed.cp, flags: atom }
              : parsed.kind === 'at'
                ? { kind: 'at', at: parsed.at, flags: atom }
                : { kind: 'category', category: parsed.category, flags: atom },
        );
      } else if (!SPECIAL.includes(token)) {
        items.push({ kind: 'literal', cp: token.codePointAt(0) ?? 0, flags: atom });
      } else if (token === '[') {
        items.push(parsePySet(source, atom, flags.scopedA));
      } else if ('*+?{'.includes(token)) {
        const here = source.pos;
        let min = 0;
        let max = MAXREPEAT;
        if (token === '?') max = 1;
        else if (token === '+') min = 1;
        else if (token === '{') {
          if (source.next === '}') {
            items.push({ kind: 'literal', cp: 0x7b, flags: atom });
            continue;
          }
          const lo = source.getWhile(Number.POSITIVE_INFINITY, DIGITS);
          const hi = source.match(',') ? source.getWhile(Number.POSITIVE_INFINITY, DIGITS) : lo;
          if (!source.match('}')) {
            items.push({ kind: 'literal', cp: 0x7b, flags: atom });
            source.pos = here;
            continue;
          }
          if (lo !== '') min = Number(lo);
          if (hi !== '') max = Number(hi);
          if (min >= MAXREPEAT || (hi !== '' && max >= MAXREPEAT))
            throw new PyReError('the repetition number is too large', source.chars);
          if (max < min)
            throw source.error('min repeat greater than max repeat', source.pos - here);
        }
        const previous = items.at(-1);
        if (previous === undefined || previous.kind === 'at')
          throw source.error('nothing to repeat', source.pos - here + 1);
        if (previous.kind === 'repeat')
          throw source.error('multiple repeat', source.pos - here + 1);
        const mode = source.match('?') ? 'lazy' : source.match('+') ? 'possessive' : 'greedy';
        items[items.length - 1] = {
          kind: 'repeat',
          min,
          max: max === MAXREPEAT ? Number.POSITIVE_INFINITY : max,
          mode,
          body: previous,
          at: here - 1,
        };
      } else if (token === '.') {
        items.push({ kind: 'any', flags: atom });
      } else if (token === '^' || token === '$') {
        items.push({ kind: 'at', at: token, flags: atom });
      } else {
        const group = this.parseGroup(flags, nested, first && items.length === 0);
        if (group === 'global') {
          flags = { ...this.global };
          continue;
        }
        if (group !== undefined) items.push(group);
      }
    }
    return items.length === 1 ? (items[0] as PyNode) : { kind: 'seq', items };
  }

  /** After `(`: a group, an assertion, a comment (undefined) or global flags ('global'). */
  parseGroup(flags: Flags, nested: number, first: boolean): PyNode | 'global' | undefined {
    const source = this.source;
    const start = source.pos - 1;
    let name: string | undefined;
    let capture = true;
    let atomic = false;
    let inner = flags;
    if (source.match('?')) {
      const char = source.get();
      if (char === undefined) throw source.error('unexpected end of pattern');
      if (char === 'P') {
        if (source.match('<')) {
          name = source.getUntil('>', 'group name');
          this.checkName(name, 1);
        } else if (source.match('=')) {
          const ref = source.getUntil(')', 'group name');
          this.checkName(ref, 1);
          const index = this.names.get(ref);
          const width = Array.from(ref).length + 1;
          if (index === undefined) throw source.error(`unknown group name '${ref}'`, width);
          if (!this.isClosed(index)) throw source.error('cannot refer to an open group', width);
          this.checkLookbehind(index);
          const atom = { i: flags.i, m: flags.m, s: flags.s, a: flags.a };
          return { kind: 'backref', index, flags: atom, at: start };
        } else {
          const next = source.get();
          if (next === undefined) throw source.error('unexpected end of pattern');
          throw source.error(`unknown extension ?P${next}`, next.length + 2);
        }
      } else if (char === ':') {
        capture = false;
      } else if (char === '#') {
        for (;;) {
          if (source.next === undefined)
            throw source.error('missing ), unterminated comment', source.pos - start);
          if (source.get() === ')') return undefined;
        }
      } else if (char === '=' || char === '!' || char === '<') {
        let kind = char;
        const behind = char === '<';
        if (behind) {
          const next = source.get();
          if (next === undefined) throw source.error('unexpected end of pattern');
          if (next !== '=' && next !== '!')
            throw source.error(`unknown extension ?<${next}`, next.length + 2);
          kind = next;
        }
        const outerLookbehind = this.lookbehindGroups;
        if (behind && outerLookbehind === undefined) this.lookbehindGroups = this.opened;
        const body = this.parseSub(flags, nested + 1);
        if (behind && outerLookbehind === undefined) this.lookbehindGroups = undefined;
        if (!source.match(')'))
          throw source.error('missing ), unterminated subpattern', source.pos - start);
        return { kind: 'look', behind, negated: kind === '!', body };
      } else if (char === '(') {
        throw new PyReUnsupported(
          'conditional groups (?(…)…|…) have no JavaScript equivalent',
          start,
        );
      } else if (char === '>') {
        capture = false;
        atomic = true;
      } else if (FLAG_LETTERS.includes(char) || char === '-') {
        const scoped = parsePyFlags(source, char, this.global);
        if (scoped === undefined) {
          if (!first)
            throw source.error(
              'global flags not at the start of the expression',
              source.pos - start,
            );
          return 'global';
        }
        capture = false;
        inner = { ...flags };
        for (const f of scoped.add) inner[f as keyof Flags] = true;
        for (const f of scoped.remove) inner[f as keyof Flags] = false;
        if (scoped.add.includes('a') && !flags.a) inner.scopedA = true;
        if (scoped.add.includes('u')) inner = { ...inner, a: false, scopedA: false };
      } else {
        throw source.error(`unknown extension ?${char}`, char.length + 1);
      }
    }
    let index: number | undefined;
    if (capture) {
      index = this.opened;
      this.closed.push(false);
      if (name !== undefined) {
        const was = this.names.get(name);
        if (was !== undefined)
          throw source.error(
            `redefinition of group name '${name}' as group ${index}; was group ${was}`,
            Array.from(name).length + 1,
          );
        this.names.set(name, index);
      }
    }
    const body = this.parseSub(inner, nested + 1);
    if (!source.match(')'))
      throw source.error('missing ), unterminated subpattern', source.pos - start);
    if (index !== undefined) {
      this.closed[index] = true;
      return { kind: 'group', index, body };
    }
    return atomic ? { kind: 'atomic', body } : { kind: 'noncapture', body };
  }

  checkName(name: string, offset: number): void {
    if (!isPyIdentifier(name))
      throw this.source.error(
        `bad character in group name '${name}'`,
        Array.from(name).length + offset,
      );
  }
}

/** Parses a Python `re` pattern; throws PyReError as Python would, PyReUnsupported where toollens cannot follow. */
export const parsePythonPattern = (pattern: string): PyPattern => {
  const parser = new PyParser(pattern);
  const root = parser.parseSub(parser.global, 0);
  if (parser.source.next !== undefined) throw parser.source.error('unbalanced parenthesis');
  return { root, groups: parser.opened - 1, names: parser.names, flags: parser.global };
};
