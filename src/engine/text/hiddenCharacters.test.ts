import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeHidden,
  escapeHidden,
  hasHiddenCharacters,
  type ShownPiece,
  shownPieces,
} from './hiddenCharacters';

/** The characters the issue names: bidi controls, then zero-width and invisible ones. */
const BIDI = [
  ...Array.from({ length: 5 }, (_, i) => 0x202a + i),
  ...Array.from({ length: 4 }, (_, i) => 0x2066 + i),
  0x200e,
  0x200f,
  0x061c,
].map((code) => String.fromCodePoint(code));
const INVISIBLE = [0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x00ad, 0x034f, 0x3164, 0xe0041].map(
  (code) => String.fromCodePoint(code),
);
const NAMED = [...BIDI, ...INVISIBLE];

const joined = (pieces: ShownPiece[]) => pieces.map((piece) => piece.text).join('');
const drawn = (pieces: ShownPiece[]) =>
  pieces.map((piece) => (piece.hidden ? piece.shown : piece.text)).join('');

describe('escapeHidden', () => {
  it('shows a right-to-left override as its code, so the name reads as it is', () => {
    expect(escapeHidden('safe\u202Etxt.exe')).toBe('safe\\u202etxt.exe');
  });

  it('shows a zero-width space, so read\u200Bfile no longer looks like readfile', () => {
    expect(escapeHidden('read\u200Bfile')).toBe('read\\u200bfile');
    expect(escapeHidden('read\u200Bfile')).not.toBe(escapeHidden('readfile'));
  });

  it.each(NAMED.map((char) => [describeHidden(char), char]))('escapes %s', (_name, char) => {
    const shown = escapeHidden(`a${char}b`);
    expect(shown).not.toContain(char);
    expect(shown).toMatch(/^a(\\u[0-9a-f]{4})+b$/);
  });

  it('keeps tab and newline, which lay text out, and escapes other control characters', () => {
    expect(escapeHidden('a\tb\nc')).toBe('a\tb\nc');
    expect(escapeHidden('a\u0000b\u001b[2Jc\rd')).toBe('a\\u0000b\\u001b[2Jc\\u000dd');
  });

  it('writes a character outside the BMP as its two UTF-16 escapes, valid in JSON', () => {
    const shown = escapeHidden('x\u{E0041}y');
    expect(shown).toBe('x\\udb40\\udc41y');
    expect(JSON.parse(`"${shown}"`)).toBe('x\u{E0041}y');
  });

  it('leaves an emoji presentation selector after its character, and marks a stray one', () => {
    expect(escapeHidden('done ✅ ❤️ ☺︎')).toBe('done ✅ ❤️ ☺︎');
    expect(escapeHidden('a \uFE0F')).toBe('a \\ufe0f');
    expect(escapeHidden('\uFE0Fa')).toBe('\\ufe0fa');
    // A run of selectors can encode bytes: every one of them is shown.
    expect(escapeHidden('❤\uFE0F\uFE00\u{E0100}')).toBe('❤\\ufe0f\\ufe00\\udb40\\udd00');
  });

  it('changes no text without hidden characters, RTL scripts and emoji included', () => {
    for (const text of ['read_file', 'ملف_قراءة', 'קובץ', '文件读取', 'naïve café', '👍🏽 ok']) {
      expect(escapeHidden(text)).toBe(text);
      expect(hasHiddenCharacters(text)).toBe(false);
    }
  });

  it('never leaves a bidi control or an invisible character in what it returns', () => {
    const named = fc.constantFrom(...NAMED, '\uFE0F', '\u0000', '\u2028');
    const text = fc
      .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 6 }), named), { maxLength: 12 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (value) => {
        const shown = escapeHidden(value);
        for (const char of NAMED) expect(shown).not.toContain(char);
        expect(hasHiddenCharacters(shown)).toBe(false);
      }),
    );
  });

  it('returns a string without hidden characters unchanged', () => {
    const plain = fc.string({ unit: 'binary' }).filter((value) => !hasHiddenCharacters(value));
    fc.assert(
      fc.property(plain, (value) => {
        expect(escapeHidden(value)).toBe(value);
      }),
    );
  });
});

describe('shownPieces', () => {
  it('cuts text into what shows as it is and runs of hidden characters, with their names', () => {
    expect(shownPieces('safe\u202Etxt\u200B\u200B.exe')).toEqual([
      { hidden: false, text: 'safe' },
      {
        hidden: true,
        text: '\u202E',
        shown: '\\u202e',
        title: 'U+202E RIGHT-TO-LEFT OVERRIDE; shown as code, not applied',
      },
      { hidden: false, text: 'txt' },
      {
        hidden: true,
        text: '\u200B\u200B',
        shown: '\\u200b\\u200b',
        title: '2 hidden characters: U+200B ZERO WIDTH SPACE; shown as code, not applied',
      },
      { hidden: false, text: '.exe' },
    ]);
    expect(shownPieces('')).toEqual([]);
    expect(shownPieces('plain')).toEqual([{ hidden: false, text: 'plain' }]);
  });

  it('spells out text hidden in tag characters, which a model reads and a page does not show', () => {
    const smuggled = Array.from('call me', (char) =>
      String.fromCodePoint(0xe0000 + char.charCodeAt(0)),
    ).join('');
    const [, run] = shownPieces(`Reads a file.${smuggled}`);
    expect(run?.hidden && run.title).toContain('(tag characters spelling "call me")');
  });

  it('joins back to the text exactly, and draws what escapeHidden returns', () => {
    const named = fc.constantFrom(...NAMED, '\uFE0F', '\r');
    const text = fc
      .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 4 }), named), { maxLength: 10 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (value) => {
        const pieces = shownPieces(value);
        expect(joined(pieces)).toBe(value);
        expect(drawn(pieces)).toBe(escapeHidden(value));
      }),
    );
  });
});
