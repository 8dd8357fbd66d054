import { describe, expect, it } from 'vitest';
import { type Command, filterCommands } from './commands';

const command = (id: string, label: string, keywords?: string): Command => ({
  id,
  label,
  keywords,
  run: () => undefined,
});

const commands = [
  command('search', 'Go to Search'),
  command('catalog', 'Go to Catalog', 'table tools'),
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
});
