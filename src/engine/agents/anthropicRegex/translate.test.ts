import { describe, expect, it } from 'vitest';
import { compilePython, pySearch } from './pythonRe';
import { PyReError, PyReUnsupported } from './source';

/**
 * Where Python's `re` and JavaScript's RegExp differ, the translation means what Python means.
 * Each row: pattern, text, and what `re.search` found (UTF-16 offset and text; null for no
 * match), recorded from CPython 3.11.7 (whose `re` 3.12 keeps for these patterns).
 */
const PYTHON_FINDS: [string, string, [number, string] | null][] = [
  ['\\w+', 'h\u00e9llo_w\u00f6rld 42', [0, 'h\u00e9llo_w\u00f6rld']],
  ['\\w+', '\u6771\u4eac\u30bf\u30ef\u30fc', [0, '\u6771\u4eac\u30bf\u30ef\u30fc']],
  ['\\d+', 'x\u0661\u0662\u0663y', [1, '\u0661\u0662\u0663']],
  ['\\s', '\u0085', [0, '\u0085']],
  ['\\s', '\ufeff', null],
  ['\\s', '\u001c', [0, '\u001c']],
  ['\\b\u00e9', ' \u00e9', [1, '\u00e9']],
  ['(?a)\\w+', 'h\u00e9llo', [0, 'h']],
  ['(?a)\\b\u00e9', ' \u00e9', null],
  ['a$', 'a\n', [0, 'a']],
  ['a\\Z', 'a\n', null],
  ['(?m)a$', 'a\nb', [0, 'a']],
  ['a.b', 'a\rb', [0, 'a\rb']],
  ['a.b', 'a\u2028b', [0, 'a\u2028b']],
  ['(?s)a.b', 'a\nb', [0, 'a\nb']],
  ['^b', 'a\nb', null],
  ['(?m)^b', 'a\nb', [2, 'b']],
  ['\\Ab', 'a\nb', null],
  ['(?i)i', '\u0130', [0, '\u0130']],
  ['(?i)i', '\u0131', [0, '\u0131']],
  ['(?i)k', '\u212a', [0, '\u212a']],
  ['(?i)[a-z]+', '\u017ftra\u00dfe', [0, '\u017ftra']],
  ['(?i)\u03c3', '\u03c2', [0, '\u03c2']],
  ['(?i)\u00df', '\u1e9e', [0, '\u1e9e']],
  ['(?i:W)eather', 'weather', [0, 'weather']],
  ['(?i:W)eather', 'wEather', null],
  ['(?i)W(?-i:eather)', 'wEATHER', null],
  ['(?i)W(?-i:eather)', 'weather', [0, 'weather']],
  ['(?ai)k', '\u212a', null],
  ['[^\\W\\d]+', 'ab12cd', [0, 'ab']],
  ['[\\S]+', 'a\u00a0b', [0, 'a']],
  ['a{', 'a{', [0, 'a{']],
  ['a{,2}b', 'aab', [0, 'aab']],
  ['a{2,}', 'aaa', [0, 'aaa']],
  ['x{1,2', 'x{1,2', [0, 'x{1,2']],
  ['a{,}', 'aaa', [0, 'aaa']],
  ['\\x41\\u0042\\U00000043\\101', 'ABCA', [0, 'ABCA']],
  ['\\0', '\u0000', [0, '\u0000']],
  ['a*+a', 'aaa', null],
  ['(?>a*)a', 'aaa', null],
  ['(?>ab|a)c', 'ac', [0, 'ac']],
  ['a++b', 'aab', [0, 'aab']],
  ['(?x) a b # c', 'ab', [0, 'ab']],
  ['(?x)[ ]a', ' a', [0, ' a']],
  ['(?x)a\\ b', 'a b', [0, 'a b']],
  ['(?<=ab)c', 'abc', [2, 'c']],
  ['(?P<w>a)(?P=w)', 'aa', [0, 'aa']],
  ['(?#x)a', 'a', [0, 'a']],
  ['\\B', '', null],
  ['get_.*_data', 'get_user_data', [0, 'get_user_data']],
  ['\ud83d\ude00+', 'x\ud83d\ude00\ud83d\ude00', [1, '\ud83d\ude00\ud83d\ude00']],
  ['[\ud83d\ude00-\ud83d\ude02]', '\ud83d\ude01', [0, '\ud83d\ude01']],
  ['.', '\ud83d\ude00', [0, '\ud83d\ude00']],
  ['(?i)stra\u00dfe', 'STRASSE', null],
  ['(?u)\\w', '\u00e9', [0, '\u00e9']],
];

describe('Python semantics where JavaScript differs', () => {
  it.each(PYTHON_FINDS)('%j on %j', (pattern, text, expected) => {
    const match = pySearch(compilePython(pattern), text);
    expect(match === undefined ? null : [match.start, match.found]).toEqual(expected);
  });

  it('differs from a plain JavaScript RegExp on the same text, where the table says so', () => {
    // The reason for the translation: JavaScript's own reading of a few of these rows.
    expect(/\w+/u.exec('héllo')?.[0]).toBe('h');
    expect(/a$/u.test('a\n')).toBe(false);
    expect(/a.b/u.test('a\rb')).toBe(false);
    expect(/i/iu.test('İ')).toBe(false);
  });
});

describe('refusals', () => {
  it("refuses a variable-width look-behind with Python's error (JavaScript would accept it)", () => {
    expect(() => compilePython('(?<=ab*)c')).toThrow(
      new PyReError('look-behind requires fixed-width pattern', []),
    );
    const variableWidth = '(?<=ab*)c';
    expect(() => new RegExp(variableWidth, 'u')).not.toThrow();
  });

  it('refuses what it cannot translate exactly, saying what', () => {
    expect(() => compilePython('\\N{EM DASH}')).toThrow(PyReUnsupported);
    expect(() => compilePython('\\N{EM DASH}')).toThrow('cannot resolve Unicode character names');
    expect(() => compilePython('(a)?(?(1)b|c)')).toThrow('conditional groups');
    expect(() => compilePython('(?i)(a)\\1')).toThrow('case-insensitive group reference');
    expect(() => compilePython('(?:(a)|b)\\1')).toThrow('group 1 may be unset');
    expect(() => compilePython('(a)?\\1')).toThrow('group 1 may be unset');
  });

  it('gives a group reference in a look-behind the width of its group, as Python does', () => {
    expect(pySearch(compilePython('(ab)c(?<=\\1c)'), 'abc')?.found).toBe('abc');
    expect(() => compilePython('(a+)(?<=\\1)')).toThrow('look-behind requires fixed-width pattern');
  });

  it('repeats a group holding a negated set (the v flag of Node 20 failed these)', () => {
    // Python: 'bx' and 'ı{' at 1.
    expect(pySearch(compilePython('(?:[^a]x)+'), 'bx')?.found).toBe('bx');
    expect(pySearch(compilePython('(?m)(?:[^a]{)++'), '٣ı{-- a')).toMatchObject({
      start: 1,
      found: 'ı{',
    });
  });

  it('refuses an optional pass that can match nothing (Python: "" where JavaScript found "x")', () => {
    expect(() => compilePython('(?i)(?:[\\w-]??|A*+)?')).toThrow('can match the empty string');
    expect(() => compilePython('(a*)*')).toThrow(PyReUnsupported);
    expect(pySearch(compilePython('(?:ab*)?c'), 'abc')?.found).toBe('abc');
  });

  it('refuses \\W in a scoped (?a:…), which CPython reads as Unicode there, and translates (?a)\\W', () => {
    expect(() => compilePython('(?a:\\W)')).toThrow('scoped (?a:…)');
    expect(() => compilePython('(?a:[^\\d])')).toThrow('scoped (?a:…)');
    expect(pySearch(compilePython('(?a)\\W'), 'é')?.found).toBe('é');
    expect(pySearch(compilePython('(?a:\\w)'), 'éa')?.found).toBe('a');
  });

  it('translates a reference to a group always set', () => {
    expect(pySearch(compilePython('(a)+b\\1'), 'aaba')?.found).toBe('aaba');
    expect(pySearch(compilePython('(?:(a)\\1|b)'), 'aa')?.found).toBe('aa');
  });
});
