import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Transcript, TranscriptEvent, Turn } from '../transcript';
import { importConversation } from './importConversation';

/**
 * A session written from a random transcript reads back to it. The writer below writes the
 * lines Claude Code writes (the shapes claudeCode.test.ts cites): a user line per turn, an
 * assistant line per text or tool_use, a user line of tool_result per call, a ToolSearch result
 * as tool_reference blocks, a compact_boundary system line; subagent threads interleaved with
 * the main thread, each chained by parentUuid and marked isSidechain.
 */

const CATALOG = ['create_issue', 'list_issues', 'add_labels', 'get_me'];
const SERVER = 'github';

type Discover = Extract<TranscriptEvent, { type: 'discover' }>;

const text = fc.string({ minLength: 1, maxLength: 12 }).filter((value) => value.trim() !== '');
const known = fc.constantFrom(...CATALOG);
const missing = fc.integer({ min: 0, max: 9 }).map((n) => `mcp__nowhere__missing_${n}`);

const call = fc.record({
  type: fc.constant('call' as const),
  name: fc.oneof(known, missing, fc.constant('Bash')),
  args: fc.dictionary(fc.constantFrom('owner', 'repo', 'n'), fc.oneof(fc.string(), fc.integer())),
});

const discover: fc.Arbitrary<Discover> = fc
  .record({
    select: fc.boolean(),
    words: text,
    returned: fc.uniqueArray(known, { maxLength: 3 }),
    unknown: fc.uniqueArray(missing, { maxLength: 2 }),
    error: fc.option(text, { nil: undefined }),
  })
  .map(({ select, words, returned, unknown, error }): Discover => {
    const query = select ? `select:${returned.join(',') || words}` : `find ${words}`;
    const base = {
      type: 'discover' as const,
      via: 'ToolSearch',
      query,
      form: select ? ('select' as const) : ('search' as const),
    };
    if (error !== undefined) return { ...base, returned: [], loaded: [], error };
    return { ...base, returned, loaded: [...returned], ...(unknown.length > 0 ? { unknown } : {}) };
  });

const compact = fc.record(
  {
    type: fc.constant('compact' as const),
    trigger: fc.constantFrom('auto', 'manual'),
    preTokens: fc.nat(),
  },
  { requiredKeys: ['type'] },
);

const assistant = text.map((value): TranscriptEvent => ({ type: 'assistant', text: value }));

/** A turn: the user's message, then events with no two assistant texts side by side (one reply's texts read as one). */
const turnEvents = fc
  .tuple(text, fc.array(fc.oneof(assistant, call, discover, compact), { maxLength: 5 }))
  .map(([said, events]): TranscriptEvent[] => [
    { type: 'user', text: said },
    ...events.filter(
      (event, index) => !(event.type === 'assistant' && events[index - 1]?.type === 'assistant'),
    ),
  ]);

const thread = (start: number, name: string) =>
  fc.array(turnEvents, { minLength: 1, maxLength: 4 }).map(
    (turns): Transcript => ({
      name,
      turns: turns.map(
        (events, index): Turn => ({
          at: new Date(start + index * 60_000).toISOString().replace('.000Z', 'Z'),
          events,
        }),
      ),
    }),
  );

const agentName = (name: string) => (CATALOG.includes(name) ? `mcp__${SERVER}__${name}` : name);

/** The session lines of one thread. */
const writeThread = (transcript: Transcript, sidechain: boolean, prefix: string): string[][] => {
  let previous: string | null = null;
  let count = 0;
  const lines: string[][] = [];
  for (const turn of transcript.turns) {
    const turnLines: string[] = [];
    const write = (type: string, fields: Record<string, unknown>) => {
      const uuid = `${prefix}-${count++}`;
      turnLines.push(
        JSON.stringify({
          type,
          parentUuid: previous,
          isSidechain: sidechain,
          sessionId: 'p',
          uuid,
          timestamp: turn.at,
          ...fields,
        }),
      );
      previous = uuid;
    };
    const said = (role: 'user' | 'assistant', content: unknown, extra = {}) =>
      write(role, { message: { role, content }, ...extra });
    for (const event of turn.events) {
      const id = `${prefix}-tool-${count}`;
      switch (event.type) {
        case 'user':
          said('user', event.text);
          break;
        case 'assistant':
          said('assistant', [{ type: 'text', text: event.text }]);
          break;
        case 'call':
          said('assistant', [
            { type: 'tool_use', id, name: agentName(event.name), input: event.args },
          ]);
          said('user', [{ type: 'tool_result', tool_use_id: id, content: 'ok' }]);
          break;
        case 'discover': {
          said('assistant', [
            { type: 'tool_use', id, name: 'ToolSearch', input: { query: event.query } },
          ]);
          const names = [...event.returned.map(agentName), ...(event.unknown ?? [])];
          const result =
            event.error !== undefined
              ? { type: 'tool_result', tool_use_id: id, is_error: true, content: event.error }
              : {
                  type: 'tool_result',
                  tool_use_id: id,
                  content: names.map((tool_name) => ({ type: 'tool_reference', tool_name })),
                };
          said('user', [result], {
            toolUseResult: { matches: names, query: event.query, total_deferred_tools: 9 },
          });
          break;
        }
        case 'compact':
          write('system', {
            subtype: 'compact_boundary',
            compactMetadata: { trigger: event.trigger, preTokens: event.preTokens },
          });
          break;
        default:
          throw new Error(`the writer has no line for ${event.type}`);
      }
    }
    lines.push(turnLines);
  }
  return lines;
};

const session = fc.record({
  main: thread(Date.UTC(2026, 2, 1, 9), 'p'),
  subagents: fc.array(thread(Date.UTC(2026, 2, 1, 12), 'x'), { maxLength: 3 }),
});

describe('Claude Code session round trip', () => {
  it('reads a session written from a random transcript back to it, subagent threads apart', () => {
    fc.assert(
      fc.property(session, ({ main, subagents }) => {
        // Each subagent's turns go in after the main thread's turn of the same index.
        const mainLines = writeThread(main, false, 'm');
        const subLines = subagents.map((each, index) => writeThread(each, true, `s${index}`));
        const lines = mainLines.flatMap((turn, index) => [
          ...turn,
          ...subLines.flatMap((sub) => sub[index] ?? []),
        ]);
        for (const sub of subLines) lines.push(...sub.slice(mainLines.length).flat());
        const result = importConversation(lines.join('\n'), {
          name: 'p',
          catalogNames: CATALOG,
          format: 'claude-code',
        });
        if (!result.ok) throw new Error(result.errors.join('\n'));
        expect(result.transcript.turns).toEqual(main.turns);
        expect((result.threads ?? []).map((each) => each.turns)).toEqual(
          subagents.map((each) => each.turns),
        );
      }),
      { numRuns: 200 },
    );
  });
});
