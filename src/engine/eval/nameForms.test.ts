import { describe, expect, it } from 'vitest';
import { nameForms } from './nameForms';

describe('a tool name as an author would type it', () => {
  it('gives the name, its words and its words as one', () => {
    expect(nameForms('create_issue')).toEqual([
      { form: 'name', query: 'create_issue' },
      { form: 'words', query: 'create issue' },
      { form: 'one-word', query: 'createissue' },
    ]);
    expect(nameForms('createPullRequest').map((form) => form.query)).toEqual([
      'createPullRequest',
      'create pull request',
      'createpullrequest',
    ]);
  });
});
