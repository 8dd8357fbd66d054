import { describe, expect, it } from 'vitest';
import { type Catalog, descriptionAt, makeTool, type Tool } from '../catalog/core';
import type { LabelledQuery } from '../eval/core';
import { applyFixes } from './applyFixes';
import { heldOutFixes } from './heldOut';
import { placedText } from './placement';
import { proposeFixes } from './proposeFixes';
import { appendSentence, sentenceOfUses, titleFor, usageOf } from './sentence';
import type { Proposal } from './types';

const catalogOf = (tools: Tool[]): Catalog => ({
  tools,
  ontology: { concepts: [] },
  format: 'mcp',
  server: 'docs',
});

const trash = makeTool({ name: 'delete_page', description: 'Moves a page to the bin' });

/** A description proposal as proposeFixes makes it, from one query. */
const describe1 = (tool: Tool, query: string, words: string[]): Proposal => {
  const after = placedText(tool, 'description', words, query) as string;
  return {
    id: `${tool.name}:description:${words.join('+')}`,
    tool: tool.name,
    levers: ['description'],
    edits: [{ lever: 'description', tool: tool.name, before: descriptionAt(tool), after, words }],
    why: [],
    wins: [],
    losses: [],
    steals: [],
    tokens: { surface: 0, declaration: 0 },
    breaking: false,
    safe: true,
  };
};

const sentences = (text: string) => text.split(/(?<=\.)\s+/);

describe('the sentence a description fix appends', () => {
  it('is one sentence per tool, however many queries its fixes serve, with one full stop', () => {
    const fixed = applyFixes(catalogOf([trash]), [
      describe1(trash, 'trash this page', ['trash']),
      describe1(trash, 'remove the old page', ['remove']),
      describe1(trash, 'get rid of drafts', ['drafts']),
    ]);
    const description = descriptionAt(fixed.tools[0] as Tool);
    expect(description).toBe('Moves a page to the bin. Use it to trash or remove, and for drafts.');
    expect(description).not.toMatch(/\.\s*\./);
    expect(sentences(description)).toHaveLength(2);
  });

  it('leaves out a use whose words another use already says', () => {
    expect(
      sentenceOfUses([
        { to: true, phrase: 'trash' },
        { to: true, phrase: 'trash this page' },
      ]),
    ).toBe('Use it to trash this page.');
  });

  it('reads "to" after a verb the query starts with, else "for"', () => {
    expect(usageOf('trash this page', ['trash', 'page'])).toEqual({
      to: true,
      phrase: 'trash this page',
    });
    expect(usageOf('old drafts please', ['drafts'])).toEqual({ to: false, phrase: 'drafts' });
  });

  it('never puts two full stops between sentences', () => {
    expect(appendSentence('Deletes it.', 'Use it to trash.')).toBe('Deletes it. Use it to trash.');
    expect(appendSentence('Deletes it', '. Use it to trash.')).toBe('Deletes it. Use it to trash.');
    expect(appendSentence('', 'Use it to trash.')).toBe('Use it to trash.');
  });
});

describe('a proposed title', () => {
  it("is the query's own run of two words or more, never one word", () => {
    expect(titleFor('trash this page', ['trash', 'page'])).toBe('Trash this page');
    expect(titleFor('customer wants money back', ['money', 'back'])).toBe('Money back');
    expect(titleFor('customer wants money back', ['money'])).toBeUndefined();
    expect(titleFor('get the page', ['get'])).toBeUndefined();
  });

  it('is never one bare verb, whatever proposeFixes picks', () => {
    const catalog = catalogOf([
      makeTool({ name: 'fetch_record', description: 'Returns one stored record by key.' }),
      makeTool({ name: 'list_records', description: 'Lists the stored records.' }),
      makeTool({ name: 'drop_record', description: 'Deletes a stored record.' }),
    ]);
    const queries: LabelledQuery[] = [{ id: 'g', query: 'get', relevant: ['fetch_record'] }];
    const { proposals } = proposeFixes(catalog, queries, { targets: ['codex'] });
    const titles = proposals.flatMap((p) => p.edits.filter((e) => e.lever === 'title'));
    // "get" alone makes no title: the word goes in the description instead.
    expect(titles).toEqual([]);
    expect(proposals.flatMap((p) => p.levers)).toContain('description');
  });
});

describe('counts of characters and tokens', () => {
  it('are whole numbers, over folds too', () => {
    const catalog = catalogOf([
      makeTool({ name: 'create_refund', description: 'Creates a refund for an order.' }),
      makeTool({ name: 'track_parcel', description: 'Tracks the parcel of an order.' }),
      makeTool({ name: 'cancel_order', description: 'Cancels an order.' }),
    ]);
    const queries: LabelledQuery[] = [
      { id: '1', query: 'give the customer their money back', relevant: ['create_refund'] },
      { id: '2', query: 'money back for a broken mug', relevant: ['create_refund'] },
      { id: '3', query: 'customer wants money returned', relevant: ['create_refund'] },
      { id: '4', query: 'where is my package', relevant: ['track_parcel'] },
      { id: '5', query: 'package still not here', relevant: ['track_parcel'] },
    ];
    const result = heldOutFixes(catalog, queries, { targets: ['codex', 'claude-code'] });
    if (!result.heldOut) throw new Error(result.reason);
    for (const measure of [result.heldOutFigures, result.seen]) {
      expect(Number.isInteger(measure.hintChars)).toBe(true);
      expect(Number.isInteger(measure.tokens.declaration)).toBe(true);
      expect(Number.isInteger(measure.tokens.surface)).toBe(true);
    }
  });
});
