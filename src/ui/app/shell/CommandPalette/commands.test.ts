import { describe, expect, it } from 'vitest';
import { type Command, filterCommands, type PaletteGroup, paletteSections } from './commands';

const command = (
  id: string,
  label: string,
  keywords?: string,
  group: PaletteGroup = 'commands',
): Command => ({ id, label, keywords, group, run: () => undefined });

const commands = [
  command('search', 'Go to Search', undefined, 'panels'),
  command('catalog', 'Go to Catalog', 'table tools', 'panels'),
  command('ranker', 'Toggle the ranker', 'bm25 seed order'),
];

describe('filterCommands', () => {
  it('keeps every command for no text', () => {
    expect(filterCommands(commands, '  ')).toHaveLength(3);
  });

  it('matches every word, in any order, in the label or keywords', () => {
    expect(filterCommands(commands, 'go cat').map((c) => c.id)).toEqual(['catalog']);
    expect(filterCommands(commands, 'BM25').map((c) => c.id)).toEqual(['ranker']);
    expect(filterCommands(commands, 'tools go').map((c) => c.id)).toEqual(['catalog']);
    expect(filterCommands(commands, 'nothing')).toEqual([]);
  });

  it('finds abbreviations from a word start, ranked below real matches', () => {
    const tools = [
      command('a', 'excel_read_range', '', 'tools'),
      command('b', 'exrd_helper', '', 'tools'),
      command('c', 'pdf_merge', '', 'tools'),
    ];
    expect(filterCommands(tools, 'exrd').map((c) => c.id)).toEqual(['b', 'a']);
    expect(filterCommands(tools, 'pmrg').map((c) => c.id)).toEqual(['c']);
    // Two letters in order match too much to mean anything.
    expect(filterCommands(tools, 'ed')).toEqual([]);
    // Not from a word start ("xcl" inside excel), or scattered over the label: no match.
    expect(filterCommands(tools, 'xcl')).toEqual([]);
    const share = command('share', 'Share link, embed code, workspace file…');
    expect(filterCommands([share], 'sample')).toEqual([]);
  });

  it('puts a prefix before a word inside before a match mid-word', () => {
    const tools = [
      command('mid', 'autoread', '', 'tools'),
      command('word', 'file_read', '', 'tools'),
      command('prefix', 'read_file', '', 'tools'),
    ];
    expect(filterCommands(tools, 'read').map((c) => c.id)).toEqual(['prefix', 'word', 'mid']);
  });
});

describe('paletteSections', () => {
  const all = [
    ...commands,
    command('q1', 'excel file', '', 'recent'),
    command('t1', 'excel_reader', '', 'tools'),
  ];

  it('groups matches as recent queries, tools, panels, commands', () => {
    const sections = paletteSections(all, 'e');
    expect(sections.map((s) => s.label)).toEqual(['Recent queries', 'Tools', 'Panels', 'Commands']);
  });

  it('lists no tools until something is typed', () => {
    expect(paletteSections(all, '').map((s) => s.group)).toEqual(['recent', 'panels', 'commands']);
  });

  it('shows at most eight tools', () => {
    const many = Array.from({ length: 30 }, (_, i) => command(`t${i}`, `tool_${i}`, '', 'tools'));
    expect(paletteSections(many, 'tool')[0]?.commands).toHaveLength(8);
  });
});
