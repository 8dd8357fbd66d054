/**
 * The forms of a tool's own name that an author expects to find it by: the name as the catalog
 * spells it, its words (`create_issue`, `createIssue` and `create-issue` → "create issue") and
 * those words run together ("createissue"). Agents split names differently (Codex keeps
 * `create_issue` one token, Claude Code splits it), so each form can land differently.
 */

import { nameAsOneWord, nameAsWords } from './nameQueries';

export type NameForm = 'name' | 'words' | 'one-word';

/** Each form of `name`, in the order the page shows them. */
export const nameForms = (name: string): { form: NameForm; query: string }[] => [
  { form: 'name', query: name },
  // The name queries' own rule, so the card, lint and eval:peers ask the same words.
  { form: 'words', query: nameAsWords(name) },
  { form: 'one-word', query: nameAsOneWord(name) },
];
