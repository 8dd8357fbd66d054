import { isSession, type SessionState } from '../replay';
import type { SessionRow } from './SessionsPanel';

/** The saved transcripts the Sessions view lists: every one but an edited demo. */
export const sessionRows = (saved: SessionState['saved']): SessionRow[] =>
  saved.filter(isSession).map((each) => ({
    name: each.transcript.name,
    title: each.transcript.title ?? each.transcript.name,
    turns: each.transcript.turns.length,
    ...(each.thread ? { threadOf: each.thread.of } : {}),
  }));
