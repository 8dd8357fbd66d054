import { describe, expect, it } from 'vitest';
import { AZURE_COMPUTE_VM_CREATE } from '../../test/fixtures/azureComputeVmCreate';
import { asides, insideAny, isNegationSentence, sentenceSpans } from './asides';

const kinds = (text: string) =>
  asides(text).map((aside) => [aside.kind, text.slice(aside.start, aside.end)]);

describe('asides: negation sentences', () => {
  it.each([
    'Do not use this for creating Virtual Machine Scale Sets.',
    "Don't call it for archived repositories.",
    'Never pass a token here.',
    'Avoid this for large files; use read_chunk.',
    '- Do not use for scale sets',
    'To list jobs, instead use list_jobs.',
    'For many issues use search_issues instead.',
  ])('%s is a negation sentence', (sentence) => {
    expect(isNegationSentence(sentence)).toBe(true);
  });

  it.each([
    'Create, deploy, or provision a single Azure Virtual Machine (VM).',
    'Errors are collected instead of aborting.',
    'Use this instead of list_issues when you know the number.',
    'Returns nothing if the file does not exist.',
    'Notifies the assignee.',
  ])('%s is prose', (sentence) => {
    expect(isNegationSentence(sentence)).toBe(false);
  });

  it('splits sentences at . ! ? before a space and at line breaks, not inside e.g., or 2.1', () => {
    const text = 'One (e.g., two) v2.1 here. Two!\nThree';
    expect(sentenceSpans(text).map((s) => text.slice(s.start, s.end).trim())).toEqual([
      'One (e.g., two) v2.1 here.',
      'Two!',
      'Three',
    ]);
  });
});

describe('asides: URLs, paths and code', () => {
  it('finds URLs and paths, without the punctuation that closes them', () => {
    expect(kinds('See https://circleci.com/api/v2/project/{slug}/job/:buildNumber.')).toEqual([
      ['url', 'https://circleci.com/api/v2/project/{slug}/job/:buildNumber'],
    ]);
    expect(kinds('read the key (e.g., ~/.ssh/id_rsa.pub) and')).toEqual([
      ['url', '~/.ssh/id_rsa.pub'],
    ]);
    expect(kinds('GET project/:slug/jobs/:buildNumber returns')).toEqual([
      ['url', 'project/:slug/jobs/:buildNumber'],
    ]);
  });

  it('leaves words joined by a slash as prose', () => {
    expect(kinds('read/write access over TCP/IP, and/or 1/2 of it')).toEqual([]);
  });

  it('finds inline code and fenced blocks', () => {
    expect(kinds('Run `az vm create` or\n```\nvm create\n```')).toEqual([
      ['code', '`az vm create`'],
      ['code', '```\nvm create\n```'],
    ]);
  });

  it('on the Azure description: the last sentence is a negation, the key path a URL', () => {
    const found = asides(AZURE_COMPUTE_VM_CREATE);
    const at = (phrase: string) => {
      const start = AZURE_COMPUTE_VM_CREATE.indexOf(phrase);
      return insideAny(found, start, start + phrase.length);
    };
    expect(at('creating Virtual Machine Scale Sets')).toBe(true);
    expect(at('id_rsa')).toBe(true);
    expect(at('Create, deploy, or provision a single Azure Virtual Machine')).toBe(false);
    expect(at('Automatically creates networking')).toBe(false);
  });
});

describe('asides: bounded work on hostile text', () => {
  it('reads 100,000-character runs of letters, slashes, dots, colons and backticks in linear time', () => {
    const shapes = [
      'a'.repeat(100_000),
      'a/'.repeat(50_000),
      'a.'.repeat(50_000),
      'a:/'.repeat(33_000),
      '`a'.repeat(50_000),
      'http'.repeat(25_000),
    ];
    const started = performance.now();
    for (const text of shapes) asides(text);
    // A pattern that backtracks over the run took 16 to 34 seconds for each of these.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
