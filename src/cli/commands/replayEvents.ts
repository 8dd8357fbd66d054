import type { Transcript, TranscriptEvent } from '../../engine';
import { plural } from '../../engine/core';

/**
 * The searches that loaded and the compactions of a transcript, as `replay` prints them: the
 * working-set table shows what they changed, these lines show what the agent did.
 */

type Discover = Extract<TranscriptEvent, { type: 'discover' }>;
type Compact = Extract<TranscriptEvent, { type: 'compact' }>;

export type TurnEvents = {
  discoveries: (Discover & { event: number })[];
  compactions: (Compact & { event: number })[];
};

/** The discover and compact events of turn `index` (0-based), each with its index in the turn. */
export const turnEvents = (transcript: Transcript, index: number): TurnEvents => {
  const found: TurnEvents = { discoveries: [], compactions: [] };
  transcript.turns[index]?.events.forEach((event, position) => {
    if (event.type === 'discover') found.discoveries.push({ ...event, event: position });
    if (event.type === 'compact') found.compactions.push({ ...event, event: position });
  });
  return found;
};

const names = (list: readonly string[]) => (list.length === 0 ? 'nothing' : list.join(', '));

const discoverLine = (event: Discover): string => {
  const parts = [
    `${event.via} ${JSON.stringify(event.query)}${event.form === 'select' ? ' (select: names tools, no search)' : event.form === 'pattern' ? ' (pattern)' : ''}`,
    event.error === undefined ? `returned ${names(event.returned)}` : `failed: ${event.error}`,
    `loaded ${names(event.loaded)}`,
  ];
  if ((event.unknown ?? []).length > 0) {
    parts.push(`not in the catalog: ${names(event.unknown ?? [])}`);
  }
  return parts.join('; ');
};

const compactLine = (event: Compact): string => {
  const how = [
    event.trigger,
    event.preTokens === undefined ? undefined : `${plural(event.preTokens, 'token')} before`,
  ].filter((part) => part !== undefined);
  // What the agent said it carried across (Claude Code's preCompactDiscoveredTools), and what
  // the log shows it lost anyway.
  const carried =
    event.carried === undefined
      ? ''
      : `; carried ${event.carried.length === 0 ? 'nothing' : names(event.carried)}`;
  const lost =
    event.uncarried === undefined
      ? ''
      : `; lost ${names(event.uncarried)} ("No such tool available")`;
  return `compacted its context${how.length > 0 ? ` (${how.join(', ')})` : ''}${carried}${lost}`;
};

/** One line per discover or compact event: `t2 event 1: ToolSearch "select:a" …`. */
export const eventLines = (transcript: Transcript): string[] =>
  transcript.turns.flatMap((turn, index) =>
    turn.events.flatMap((event, position) => {
      const where = `t${index + 1} event ${position}`;
      if (event.type === 'discover') return [`${where}: ${discoverLine(event)}`];
      if (event.type === 'compact') return [`${where}: ${compactLine(event)}`];
      return [];
    }),
  );
