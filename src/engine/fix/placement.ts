import type { Tool } from '../catalog/core';
import { isValidToolName, textOf, toolFrom } from '../edit';
import { appendSentence, lowerWords, sentenceOfUses, titleFor, usageOf } from './sentence';
import type { FixLever, ToolFix } from './types';

/**
 * Where a fix's words go, and how an edit is made: always through the tool-edit model
 * (engine/edit/toolText.ts: `textOf`, `toolFrom`), so an applied fix is an ordinary edit that
 * touches nothing the editor does not show. Descriptions stay sentences a model reads: the words
 * go in one sentence appended to the description (sentence.ts), taken from the query itself where
 * the words stand close together in it. A title is the query's own words, two or more. Bare
 * keywords go only into the search hint, a field no model reads.
 */

/** Whether every one of `words` is a word of `text` (case-insensitive). */
export const hasWords = (text: string, words: readonly string[]): boolean => {
  const present = new Set(lowerWords(text));
  return words.every((word) => present.has(word));
};

/** The text of `lever` in `tool` as the edit model holds it (`pointer` for an argument). */
export const leverText = (tool: Tool, lever: FixLever, pointer?: string): string => {
  const text = textOf(tool);
  switch (lever) {
    case 'description':
      return text.description;
    case 'title':
      return text.title ?? '';
    case 'search-hint':
      return text.searchHint ?? '';
    case 'argument-description':
      return text.arguments?.find((argument) => argument.pointer === pointer)?.description ?? '';
    case 'always-load':
      return tool.agentHints?.alwaysLoad ? 'true' : 'false';
    case 'name':
      return tool.name;
  }
};

/**
 * The text of `lever` after `words` are placed in it, or undefined when the lever cannot take
 * them (a title is proposed only for a tool without one; a name must stay a valid name).
 */
export const placedText = (
  tool: Tool,
  lever: FixLever,
  words: readonly string[],
  query: string,
): string | undefined => {
  const before = leverText(tool, lever);
  switch (lever) {
    case 'description':
      return appendSentence(before, sentenceOfUses([usageOf(query, words)]));
    case 'search-hint':
      return [before.trim(), ...words].filter((part) => part !== '').join(' ');
    case 'title':
      return before === '' ? titleFor(query, words) : undefined;
    case 'always-load':
      return 'true';
    case 'name': {
      const renamed = [tool.name, ...words].join('_');
      return isValidToolName(renamed) ? renamed : undefined;
    }
    case 'argument-description':
      return undefined;
  }
};

/** `tool` with one fix applied, through the edit model. */
export const withFix = (tool: Tool, fix: Pick<ToolFix, 'lever' | 'after' | 'pointer'>): Tool => {
  const text = textOf(tool);
  switch (fix.lever) {
    case 'description':
      return toolFrom(tool, { ...text, description: fix.after });
    case 'title':
      return toolFrom(tool, { ...text, title: fix.after });
    case 'search-hint':
      return toolFrom(tool, { ...text, searchHint: fix.after });
    case 'argument-description':
      return toolFrom(tool, {
        ...text,
        arguments: (text.arguments ?? []).map((argument) =>
          argument.pointer === fix.pointer ? { ...argument, description: fix.after } : argument,
        ),
      });
    case 'name':
      return toolFrom(tool, { ...text, name: fix.after });
    case 'always-load': {
      // The edit model leaves agent hints other than the search hint as they are; always-load
      // is the one lever set on the tool itself.
      const edited = toolFrom(tool, text);
      const { alwaysLoad: _was, ...others } = edited.agentHints ?? {};
      const hints = fix.after === 'true' ? { ...others, alwaysLoad: true as const } : others;
      const { agentHints: _old, ...rest } = edited;
      return Object.keys(hints).length > 0 ? { ...rest, agentHints: hints } : rest;
    }
  }
};
