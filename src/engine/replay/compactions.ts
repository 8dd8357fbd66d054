import { quote } from '../catalog/core';
import { plural } from '../text/core';
import type { Transcript } from './transcript';
import type { WorkingSetRule } from './workingSetRules';

/**
 * What a report says of a session's compactions under Claude Code's rule (`session`): a
 * boundary that lists no carried tools (`preCompactDiscoveredTools`, written by newer clients
 * only) was replayed keeping the set, a reading the report names; a tool the log shows was lost
 * anyway (a later "No such tool available") is named too. The other rules read nothing more
 * from a compaction than that it happened.
 */
export const compactionNotes = (transcript: Transcript, rule: WorkingSetRule): string[] => {
  if (rule !== 'session') return [];
  return transcript.turns.flatMap((turn, t) =>
    turn.events.flatMap((event, index) => {
      if (event.type !== 'compact') return [];
      const where = `turn ${t + 1}, event ${index}`;
      const lost = event.uncarried ?? [];
      const lostText =
        lost.length === 0
          ? ''
          : `; ${lost.map(quote).join(', ')} ${lost.length === 1 ? 'was' : 'were'} lost anyway: a later call was answered "No such tool available"`;
      if (event.carried !== undefined) {
        return lost.length === 0
          ? []
          : [`${where}: the compaction carried ${plural(event.carried.length, 'tool')}${lostText}`];
      }
      return [
        `${where}: the compaction lists no carried tools (preCompactDiscoveredTools; a client older than the field); the replay kept the tools loaded before it${lostText}`,
      ];
    }),
  );
};
