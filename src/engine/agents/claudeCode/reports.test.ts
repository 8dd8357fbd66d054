import { describe, expect, it } from 'vitest';
import { servedTools } from './corpus.testkit';
import { MAX_MCP_DESCRIPTION_LENGTH, TRUNCATED_SUFFIX } from './searchedTool';
import { claudeCodeTarget } from './toolSearch';

/** What the reconstruction's rules give for the misses users report, and for long text. */
describe('reported ToolSearch misses, as the reconstruction reads', () => {
  // Yeachan-Heo/oh-my-claudecode#814: the plugin's server is `plugin_oh-my-claudecode_x`, so
  // the tool is `mcp__plugin_oh-my-claudecode_x__ask_codex`.
  const omc = claudeCodeTarget(
    servedTools('plugin_oh-my-claudecode_x', [
      { name: 'ask_codex', description: 'Ask Codex for a second opinion on code.' },
    ]),
  );

  it('ToolSearch("ask_codex") returns nothing, while select: with the full name works', () => {
    // "ask_codex" is one term: not a name part (parts: plugin, oh-my-claudecode, x, ask,
    // codex), inside none, not in the full name "plugin oh-my-claudecode x ask codex", and
    // not a word of the description. Not the exact name either, which starts mcp__.
    expect(omc.search('ask_codex').returned).toEqual([]);
    expect(omc.search('select:mcp__plugin_oh-my-claudecode_x__ask_codex').returned).toEqual([
      'ask_codex',
    ]);
    // select: wants the full name: the bare one is reported missing.
    expect(omc.search('select:ask_codex')).toMatchObject({ returned: [], missing: ['ask_codex'] });
    // The words find it: ask +12 +2, codex +12 +2 (exact parts, words of the description).
    expect(omc.search('ask codex').ranked[0]?.score).toBe(28);
  });

  // anthropics/claude-code#66488 names "find symbol" against `find_symbol` (its text was not at
  // hand). The rules give: the words find it, the snake_case name does not.
  const serena = claudeCodeTarget(
    servedTools('serena', [
      { name: 'find_symbol', description: 'Finds symbols matching a name path.' },
      { name: 'find_file', description: 'Finds files matching a mask.' },
    ]),
  );

  it('"find symbol" ranks find_symbol first; "find_symbol" finds nothing', () => {
    // find +12 and symbol +12 (exact parts); the description's "symbols" is not the word.
    expect(serena.search('find symbol').ranked.map((hit) => [hit.name, hit.score])).toEqual([
      ['find_symbol', 24],
      ['find_file', 12],
    ]);
    // One term, in no part and no description as a word: `\b` treats `_` as a letter.
    expect(serena.search('find_symbol').ranked).toEqual([]);
  });
});

describe('the description as searched', () => {
  const long = (extra: number) =>
    `${'a b '.repeat(MAX_MCP_DESCRIPTION_LENGTH / 4)}${'c'.repeat(extra)}`;

  it('a description over 2,048 units ends "… [truncated]", so "truncated" scores +2', () => {
    const target = claudeCodeTarget(
      servedTools('s', [
        { name: 'long_one', description: long(5) },
        { name: 'exact_fit', description: long(0) },
      ]),
    );
    expect(long(0)).toHaveLength(MAX_MCP_DESCRIPTION_LENGTH);
    expect(TRUNCATED_SUFFIX).toBe('… [truncated]');
    expect(target.search('truncated').ranked.map((hit) => [hit.name, hit.why])).toEqual([
      ['long_one', ['"truncated": description +2']],
    ]);
  });

  it('words past the first 2,048 units are not searched', () => {
    const description = `${'x'.repeat(MAX_MCP_DESCRIPTION_LENGTH)} needle`;
    const target = claudeCodeTarget(servedTools('s', [{ name: 't', description }]));
    expect(target.search('needle').ranked).toEqual([]);
  });

  it('hidden characters are removed before scoring (Unicode sanitising)', () => {
    const target = claudeCodeTarget(
      servedTools('s', [{ name: 'send\u200Bmail', description: 'Deliver \uFB01les.' }]),
    );
    // The zero-width space goes, so the name is mcp__s__sendmail; the ligature ﬁ becomes fi.
    expect(target.agentName('send\u200Bmail')).toBe('mcp__s__sendmail');
    expect(target.search('files').ranked[0]?.why).toEqual(['"files": description +2']);
  });
});

describe('the full-name fallback (+3 while the score is 0)', () => {
  it('never fires: a term with no space in the full name is inside a name part', () => {
    // The full name is the parts joined by spaces, and a term never holds white space, so a
    // term in the full name is inside a part, which has already scored +6: the score is not 0.
    // So term order cannot change a score, required terms first or not.
    const target = claudeCodeTarget(
      servedTools('srv', [{ name: 'a___b-c_Dd', description: 'dd and a' }]),
    );
    for (const query of ['b-c', 'dd a', 'a dd', 'd', '-', 'b-c dd'])
      for (const hit of target.search(query).ranked)
        expect(hit.why.filter((line) => line.includes('full name'))).toEqual([]);
    expect(target.search('dd a').ranked[0]?.score).toBe(target.search('a dd').ranked[0]?.score);
  });
});

describe('alwaysLoad tools', () => {
  it('are declared, not searched: no keyword or prefix query ranks them', () => {
    const target = claudeCodeTarget(
      servedTools('s', [
        { name: 'core_tool', description: 'Always there.', alwaysLoad: true },
        { name: 'other_tool', description: 'Deferred.' },
      ]),
    );
    expect(target.search('tool').returned).toEqual(['other_tool']);
    expect(target.search('mcp__s').returned).toEqual(['other_tool']);
    expect(target.search('tool').alwaysDeclared).toEqual(['core_tool']);
    // select: and the exact name still find it (selecting a loaded tool is a no-op).
    expect(target.search('select:mcp__s__core_tool').returned).toEqual(['core_tool']);
  });
});

describe('tools that Claude Code names alike', () => {
  it('the bare name in another case finds the deferred tool before a declared one', () => {
    // mcp__s__get is alwaysLoad, mcp__s__Get deferred: the exact-name path looks among the
    // deferred tools first, so "mcp__s__get" answers Get; select: compares case and finds get.
    const target = claudeCodeTarget(
      servedTools('s', [
        { name: 'get', description: 'Declared.', alwaysLoad: true },
        { name: 'Get', description: 'Deferred.' },
      ]),
    );
    expect(target.search('mcp__s__get').returned).toEqual(['Get']);
    expect(target.search('select:mcp__s__get').returned).toEqual(['get']);
  });

  it('keeps the first of the catalog, as the pool de-duplicates by name', () => {
    const target = claudeCodeTarget(
      servedTools('s', [
        { name: 'get.item', description: 'First.' },
        { name: 'get item', description: 'Second.' },
      ]),
    );
    expect(target.search('item').returned).toEqual(['get.item']);
    expect(target.agentName('get item')).toBe('mcp__s__get_item');
  });
});
