import { type Catalog, makeTool } from '../catalog/types';
import type { Transcript, TranscriptEvent } from '../replay/transcript';
import type { Session } from './types';

/** Small sessions for the reports' tests: a catalog of a few tools and terse event makers. */

export const testCatalog = (
  names: readonly string[],
  scaffolding: readonly string[] = [],
): Catalog => ({
  format: 'toollens',
  ontology: { concepts: [] },
  tools: [
    ...names.map((name) => makeTool({ name, description: `Does ${name.replace(/_/g, ' ')}.` })),
    ...scaffolding.map((name) =>
      makeTool({ name, description: `Finds tools.`, scaffolding: true }),
    ),
  ],
});

export const session = (name: string, ...turns: TranscriptEvent[][]): Session => {
  const transcript: Transcript = {
    name,
    turns: turns.map((events, index) => ({
      at: new Date(Date.UTC(2026, 0, 1, 10, index)).toISOString(),
      events,
    })),
  };
  return { name, transcript };
};

type Discover = Extract<TranscriptEvent, { type: 'discover' }>;

/** A ToolSearch keyword search that returned and loaded `loaded`. */
export const found = (
  query: string,
  loaded: string[],
  extra: Partial<Discover> = {},
): Discover => ({
  type: 'discover',
  via: 'ToolSearch',
  query,
  form: query.startsWith('select:') ? 'select' : 'search',
  returned: loaded,
  loaded,
  ...extra,
});

export const call = (name: string): TranscriptEvent => ({ type: 'call', name, args: {} });
export const say = (text: string): TranscriptEvent => ({ type: 'user', text });
export const search = (query: string): TranscriptEvent => ({ type: 'search', query });
export const activate = (...names: string[]): TranscriptEvent => ({ type: 'activate', names });
