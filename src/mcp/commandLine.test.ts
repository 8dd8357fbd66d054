import { describe, expect, it } from 'vitest';
import { splitCommandLine } from './commandLine';

describe('splitCommandLine', () => {
  it.each([
    ['npx mcp-server-everything', ['npx', 'mcp-server-everything']],
    ['  node   server.js  --port 3 ', ['node', 'server.js', '--port', '3']],
    [`"/opt/My Server/bin" --name 'a b'`, ['/opt/My Server/bin', '--name', 'a b']],
    [`say "he said \\"hi\\"" 'it''s'`, ['say', 'he said "hi"', 'its']],
    ['a\\ b c', ['a b', 'c']],
    [`empty "" ''`, ['empty', '', '']],
    // No shell: operators and variables are plain text, never a second command.
    ['server; rm -rf $HOME | cat', ['server;', 'rm', '-rf', '$HOME', '|', 'cat']],
  ])('%s', (line, words) => {
    expect(splitCommandLine(line)).toEqual(words);
  });

  it('refuses an unclosed quote', () => {
    expect(() => splitCommandLine("server 'x")).toThrow("unclosed ' quote in: server 'x");
  });
});
