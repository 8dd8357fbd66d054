import { describe, expect, it } from 'vitest';
import { analyzeField } from '../text/analyze';
import { TEXT_FIELDS } from './fields';
import { countIn, Postings } from './postings';
import type { TextField } from './types';
import { hasTerm, termCounts, termFrequency, termPostings } from './wordForms';

/** A tool from its text per field, analysed as the store analyses it. */
const add = (postings: Postings, name: string, texts: Partial<Record<TextField, string>>) => {
  const stems = {} as Record<TextField, string[]>;
  const wholes = {} as Record<TextField, string[]>;
  for (const field of TEXT_FIELDS) {
    ({ stems: stems[field], wholes: wholes[field] } = analyzeField(texts[field] ?? ''));
  }
  postings.add(name, stems, [], wholes);
};

const github = { stem: 'github', parts: ['git', 'hub'] };
const field = (name: TextField) => TEXT_FIELDS.indexOf(name);

describe('a word and its parts as one term', () => {
  const postings = new Postings();
  add(postings, 'whole', { description: 'Open a GitHub issue' });
  add(postings, 'parts', { description: 'push to the git hub' });
  add(postings, 'apart', { description: 'a git repository', arguments: 'the hub' });
  add(postings, 'neither', { description: 'a hub for files' });
  add(postings, 'twice', { description: 'GitHub and git, hub and hub' });

  it('holds the whole, or every part in one field, never parts spread over fields', () => {
    const holders = termPostings(postings, github);
    const from = holders?.start ?? 0;
    const names = Array.from(
      holders?.slots.subarray(from, from + (holders?.size ?? 0)) ?? [],
      (slot) => postings.nameAt(slot),
    );
    expect(names.sort()).toEqual(['parts', 'twice', 'whole']);
    expect(hasTerm(postings, 'apart', github)).toBe(false);
    expect(hasTerm(postings, 'apart', { stem: 'git' })).toBe(true);
  });

  it('counts the larger of the whole and the least-said part, per field', () => {
    // "twice": the whole once; "git" twice and "hub" three times, counting the parts of
    // "GitHub": the parts are all said twice, more than the whole.
    expect(countIn(termCounts(postings, 'twice', github), field('description'))).toBe(2);
    expect(countIn(termCounts(postings, 'whole', github), field('description'))).toBe(1);
    expect(countIn(termCounts(postings, 'parts', github), field('description'))).toBe(1);
    expect(termCounts(postings, 'neither', github)).toBe(0);
  });

  it('counts each tool once in df, within a scope too', () => {
    expect(termFrequency(postings, github, undefined)).toBe(3);
    const scope = postings.slotScope(['whole', 'apart', 'neither']);
    expect(termFrequency(postings, github, scope)).toBe(1);
    // Typed in lower case, the word is its whole alone: the text that writes it whole.
    expect(termFrequency(postings, { stem: 'github' }, undefined)).toBe(2);
  });
});
