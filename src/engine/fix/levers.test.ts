import { describe, expect, it } from 'vitest';
import { type Catalog, makeTool, type Tool } from '../catalog/core';
import { LEVER_READERS, leversFor, reads } from './levers';
import { withFix } from './placement';
import { Rankers } from './rankers';
import type { FixLever, FixRanker } from './types';

/**
 * The levers table checked against the emulators themselves: a word no tool has is put through
 * one lever alone, and each ranker is asked for it. A ranker finds the tool exactly when the
 * table says it reads the lever.
 */

const WORD = 'zorblax';
const RANKERS: readonly FixRanker[] = ['codex', 'claude-code', 'anthropic-regex', 'toollens'];

const plain = (name: string, description: string): Tool =>
  makeTool({
    name,
    description,
    parameters: {
      type: 'object',
      properties: { owner: { type: 'string', description: 'The account that owns it.' } },
    },
  });

const catalogWith = (tool: Tool): Catalog => ({
  tools: [
    tool,
    plain('list_files', 'Lists the files of a folder.'),
    plain('read_file', 'Reads one file.'),
  ],
  ontology: { concepts: [] },
  format: 'mcp',
  server: 'demo',
});

const edited = (lever: FixLever): Tool => {
  const tool = plain('get_weather', 'Gets the weather for a city.');
  switch (lever) {
    case 'always-load':
      return withFix(tool, { lever, after: 'true' });
    case 'name':
      return withFix(tool, { lever, after: WORD });
    case 'argument-description':
      return withFix(tool, { lever, after: `The ${WORD} account.`, pointer: '/properties/owner' });
    case 'description':
      return withFix(tool, { lever, after: `Gets the weather for a city. Use it to ${WORD}.` });
    default:
      return withFix(tool, { lever, after: WORD });
  }
};

describe('the levers table', () => {
  const levers = Object.keys(LEVER_READERS) as FixLever[];
  for (const lever of levers) {
    for (const ranker of RANKERS) {
      it(`${ranker} ${reads(ranker, lever) ? 'reads' : 'does not read'} ${lever}`, () => {
        const tool = edited(lever);
        const rankers = new Rankers(catalogWith(tool), {
          targets: ['codex', 'claude-code', 'anthropic-regex'],
        });
        const place = rankers.places(ranker, WORD, [tool.name]).get(tool.name);
        expect(place?.found).toBe(reads(ranker, lever));
      });
    }
  }

  it('tries the hint before the description under Claude Code, and renames last', () => {
    expect(leversFor('claude-code')).toEqual(['search-hint', 'description', 'always-load', 'name']);
    expect(leversFor('codex')).toEqual(['title', 'description', 'name']);
  });
});
