import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import {
  deepAnthropicLog,
  deepObjectText,
  longAnthropicLog,
  longTranscript,
} from '../../test/hostileLogs';
import { isToollensError } from '../errors';
import { MAX_REPLAY_EVENTS, MAX_REPLAY_TURNS } from './limits';
import { importConversation } from './logFormats/importConversation';
import { readTranscript } from './readTranscript';
import { replay } from './replay';

/** Issue "Hostile input, round two": a log's size and nesting are bounded before any replay. */

describe('the replay bound', () => {
  it('refuses a 100,000-turn log with its count and the bound', () => {
    // Replaying it ran out of memory after minutes; its cost now is `npm run bench:hardening`'s
    // and the CLI's (docs/hardening.md), not a timer here: this machine's load varies.
    const result = importConversation(longAnthropicLog(100_000), { source: 'big.json' });
    expect(result).toMatchObject({
      ok: false,
      format: 'anthropic',
      errors: ['toollens: big.json: the log has 100,000 turns; toollens replays at most 2,000'],
    });
    // Building the 100,000-turn log takes seconds on a loaded machine: no speed is asserted.
  }, 60_000);

  it('reads a log at the bound', () => {
    const result = importConversation(longAnthropicLog(MAX_REPLAY_TURNS));
    expect(result.ok && result.transcript.turns.length).toBe(MAX_REPLAY_TURNS);
  });

  it('refuses a toollens transcript over the bound by its count, before reading a turn', () => {
    const turns = longTranscript('t', MAX_REPLAY_TURNS + 1).turns;
    const reads = { count: 0 };
    const counted = new Proxy(turns, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads.count++;
        return Reflect.get(target, key, receiver);
      },
    });
    expect(readTranscript({ turns: counted }, { source: 'day.json' })).toEqual({
      ok: false,
      errors: [
        'toollens: day.json: /turns: the transcript has 2,001 turns; toollens replays at most 2,000',
      ],
    });
    expect(reads.count).toBe(0);
  });

  it('refuses more events than the bound, however few the turns', () => {
    const events = Array.from({ length: MAX_REPLAY_EVENTS + 1 }, () => ({
      type: 'user',
      text: 'hi',
    }));
    const result = readTranscript({ turns: [{ at: '2026-01-01T10:00:00Z', events }] });
    expect(result).toEqual({
      ok: false,
      errors: [
        'toollens: /turns: the transcript has 20,001 events; toollens replays at most 20,000',
      ],
    });
  });

  it('refuses to replay a transcript over the bound (one saved before the bound existed), in one pass over its turns', () => {
    let thrown: unknown;
    const transcript = longTranscript('log100k', 100_000);
    const reads = { count: 0 };
    const turns = new Proxy(transcript.turns, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads.count++;
        return Reflect.get(target, key, receiver);
      },
    });
    try {
      replay({ ...transcript, turns }, { catalog: demoCatalog });
    } catch (error) {
      thrown = error;
    }
    expect(isToollensError(thrown)).toBe(true);
    expect((thrown as Error).message).toBe(
      'toollens: the transcript "log100k" has 100,000 turns; toollens replays at most 2,000',
    );
    // The bound counts the events turn by turn, once each (limits.ts), and replays none.
    expect(reads.count).toBe(100_000);
  });
});

describe('the nesting bound of tool arguments', () => {
  it('refuses a log whose call input nests 10,000 levels, naming the place and the depth', () => {
    const result = importConversation(deepAnthropicLog(10_000), { source: 'deep.json' });
    expect(result).toMatchObject({
      ok: false,
      errors: [
        'toollens: deep.json: messages[1].content[0].input: nests more than 64 levels deep; toollens reads tool arguments nested at most 64 levels, as it reads schemas',
      ],
    });
  });

  it('refuses the same in OpenAI Chat arguments (a JSON string) and in toollens JSON', () => {
    const chat = JSON.stringify({
      messages: [
        { role: 'user', content: 'go' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'c',
              type: 'function',
              function: { name: 'merge_pdfs', arguments: deepObjectText(10_000) },
            },
          ],
        },
      ],
    });
    const read = importConversation(chat, { source: 'chat.json' });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.errors[0]).toMatch(
      /^toollens: chat\.json: messages\[1\]\.tool_calls\[0\]\.function\.arguments: nests more than 64 levels deep/,
    );
    const own = `{"turns":[{"at":"2026-01-01T10:00:00Z","events":[{"type":"call","name":"merge_pdfs","args":${deepObjectText(10_000)}}]}]}`;
    expect(importConversation(own, { source: 'day.json' })).toMatchObject({
      ok: false,
      errors: [
        'toollens: day.json: /turns/0/events/0/args: nests more than 64 levels deep; toollens reads tool arguments nested at most 64 levels, as it reads schemas',
      ],
    });
  });

  it('reads arguments 64 levels deep', () => {
    expect(importConversation(deepAnthropicLog(64)).ok).toBe(true);
  });
});
