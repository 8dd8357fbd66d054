import type { Transcript, TranscriptEvent } from '../transcript';
import { importConversation } from './importConversation';

/** Helpers of the Claude Code importer's tests (claudeCode.test.ts, claudeCode.malformed.test.ts). */

const CATALOG = ['create_issue', 'search_issues', 'add_labels', 'list_pull_requests'];

export const imported = (text: string, options = {}) => {
  const result = importConversation(text, { catalogNames: CATALOG, ...options });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result;
};

export const sessionErrors = (text: string) => {
  const result = importConversation(text, { source: 'session.jsonl' });
  return result.ok ? [] : result.errors;
};

/** A turn's events in brief. */
export const brief = (transcript: Transcript) =>
  transcript.turns.map((turn) =>
    turn.events.map((event: TranscriptEvent) => {
      switch (event.type) {
        case 'discover':
          return `discover ${event.form} "${event.query}" → ${event.loaded.join(',')}${event.unknown ? ` unknown ${event.unknown.join(',')}` : ''}`;
        case 'call':
          return `call ${event.name}`;
        case 'compact':
          return `compact ${event.trigger} ${event.preTokens}`;
        case 'user':
        case 'assistant':
          return `${event.type}: ${event.text}`;
        default:
          return event.type;
      }
    }),
  );

export const line = (value: unknown) => JSON.stringify(value);
export const user = (text: string, extra = {}) =>
  line({ type: 'user', sessionId: 's', message: { role: 'user', content: text }, ...extra });
