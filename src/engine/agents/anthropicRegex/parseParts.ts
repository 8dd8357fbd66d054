import type { PyAtomFlags, PyCategory, PyClassItem, PyNode } from './ast';
import { pyClassEscape } from './escapes';
import { isEscapeToken, isPyAlpha, PyReUnsupported, type PySource } from './source';

/** Python 3.12's `re._parser`, its set (`[…]`) and inline-flag (`(?…)`) grammars, with its errors. */

export const FLAG_LETTERS = 'iLmsxau';

/**
 * Inside a scoped `(?a:…)` CPython reads `\w \d \s` as ASCII but `\W \D \S`, and sets that
 * negate a category, as Unicode (`(?a:\W)` does not match `é`; under a global `(?a)` it does):
 * not followed, so refused.
 */
export const scopedAsciiCheck = (
  scopedA: boolean,
  category: PyCategory,
  source: PySource,
): void => {
  if (scopedA && category !== category.toLowerCase())
    throw new PyReUnsupported(
      `\\${category} inside a scoped (?a:…) group, which CPython reads as neither ASCII nor Unicode consistently`,
      source.pos - 2,
    );
};

export const parsePySet = (source: PySource, flags: PyAtomFlags, scopedA = false): PyNode => {
  const here = source.pos - 1;
  const items: PyClassItem[] = [];
  const negated = source.match('^');
  type Code = { kind: 'literal'; cp: number } | Extract<PyClassItem, { kind: 'category' }>;
  const code = (token: string): Code =>
    isEscapeToken(token)
      ? pyClassEscape(source, token)
      : { kind: 'literal', cp: token.codePointAt(0) ?? 0 };
  const add = (c: Code) =>
    items.push(c.kind === 'literal' ? { kind: 'range', from: c.cp, to: c.cp } : c);
  for (;;) {
    const token = source.get();
    if (token === undefined) throw source.error('unterminated character set', source.pos - here);
    if (token === ']' && items.length > 0) break;
    const first = code(token);
    if (!source.match('-')) {
      add(first);
      continue;
    }
    const that = source.get();
    if (that === undefined) throw source.error('unterminated character set', source.pos - here);
    if (that === ']') {
      add(first);
      add({ kind: 'literal', cp: 0x2d });
      break;
    }
    const second = code(that);
    const width = Array.from(token).length + 1 + Array.from(that).length;
    if (first.kind !== 'literal' || second.kind !== 'literal' || second.cp < first.cp)
      throw source.error(`bad character range ${token}-${that}`, width);
    items.push({ kind: 'range', from: first.cp, to: second.cp });
  }
  for (const item of items)
    if (item.kind === 'category') scopedAsciiCheck(scopedA, negated ? 'W' : item.category, source);
  return { kind: 'class', negated, items, flags };
};

/** Python's `_parse_flags`: undefined for global flags (set on `global`), else the scoped change. */
export const parsePyFlags = (
  source: PySource,
  firstChar: string,
  global: PyAtomFlags & { x: boolean },
): { add: string; remove: string } | undefined => {
  let char: string | undefined = firstChar;
  let add = '';
  let remove = '';
  const unknown = (c: string, fallback: string) =>
    source.error(isPyAlpha(c) ? 'unknown flag' : fallback, c.length);
  if (char !== '-') {
    for (;;) {
      if (char === 'L')
        throw source.error("bad inline flags: cannot use 'L' flag with a str pattern");
      add += char;
      if (add.includes('a') && add.includes('u'))
        throw source.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible");
      char = source.get();
      if (char === undefined) throw source.error('missing -, : or )');
      if (')-:'.includes(char)) break;
      if (!FLAG_LETTERS.includes(char)) throw unknown(char, 'missing -, : or )');
    }
  }
  if (char === ')') {
    for (const f of add) if (f !== 'u') global[f as keyof typeof global] = true;
    return undefined;
  }
  if (char === '-') {
    char = source.get();
    if (char === undefined) throw source.error('missing flag');
    if (!FLAG_LETTERS.includes(char)) throw unknown(char, 'missing flag');
    for (;;) {
      if ('auL'.includes(char))
        throw source.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'");
      remove += char;
      char = source.get();
      if (char === undefined) throw source.error('missing :');
      if (char === ':') break;
      if (!FLAG_LETTERS.includes(char)) throw unknown(char, 'missing :');
    }
  }
  if ([...add].some((f) => remove.includes(f)))
    throw source.error('bad inline flags: flag turned on and off', 1);
  return { add, remove };
};
