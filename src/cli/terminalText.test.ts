import { describe, expect, it } from 'vitest';
import { escapeForTerminal } from './terminalText';

describe('escapeForTerminal', () => {
  it('escapes zero-width characters and bidi marks, so look-alike names print apart', () => {
    expect(escapeForTerminal('read\u200Bfile')).toBe('read\\u200bfile');
    expect(escapeForTerminal('a\u200Eb\u200Fc\u061Cd\uFEFFe\u2060f')).toBe(
      'a\\u200eb\\u200fc\\u061cd\\ufeffe\\u2060f',
    );
  });

  it('keeps a JSON document valid and its values the same', () => {
    const value = { name: 'read\u200Bfile', description: 'safe\u202Etxt.exe\u{E0041}' };
    const printed = escapeForTerminal(JSON.stringify(value));
    expect(printed).not.toMatch(/[\u200b\u202e]/);
    expect(JSON.parse(printed)).toEqual(value);
  });
});
