import { describe, expect, it } from 'vitest';
import { KNOWN_WORDS_ARGUMENTS, KNOWN_WORDS_CHARS, knownWords, singular } from './englishWords';
import { makeTool } from './types';

/** A schema of `count` string arguments; the last one's description is `last`. */
const schema = (count: number, last: string) => ({
  type: 'object',
  properties: Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `arg_${i}`,
      { type: 'string', description: i === count - 1 ? last : 'A value.' },
    ]),
  ),
});

describe("knownWords: the catalog's own dictionary, read within bounds", () => {
  it('spells the words of names, description openings and the first arguments', () => {
    const known = knownWords([
      makeTool({
        name: 'get_job_logs',
        description: 'Download the logs of a workflow job.',
        parameters: schema(2, 'Returns the log content'),
      }),
    ]);
    for (const word of ['get', 'job', 'logs', 'download', 'workflow', 'log', 'arg', 'content']) {
      expect(known.has(word), word).toBe(true);
    }
    expect(singular('logs', known)).toBe('log');
  });

  it('reads no word past the opening of a description or past the first arguments', () => {
    // A word the catalog spells only far into a 5 MB description, or in the 21st argument, is
    // not read: the dictionary costs the same for a hostile tool as for a plain one.
    const far = makeTool({
      name: 'list_horoscopes',
      description: `${'x '.repeat(KNOWN_WORDS_CHARS)}horoscope ${'y '.repeat(2_500_000)}`,
      parameters: schema(KNOWN_WORDS_ARGUMENTS + 1, 'One horoscope'),
    });
    const known = knownWords([far]);
    expect(known.has('horoscope')).toBe(false);
    expect(singular('horoscopes', known)).toBe('horoscopes');
    // Within the bounds the same word is read.
    const near = { ...far, parameters: schema(KNOWN_WORDS_ARGUMENTS, 'One horoscope') };
    expect(singular('horoscopes', knownWords([near]))).toBe('horoscope');
  });

  it('takes no word cut short by the opening as a word', () => {
    // The opening ends inside `analysis`: `analysi` is no word of the catalog, so
    // `sentiment_analysis` stays `analysis` (a cut word made `analysi` on the bench's
    // 50,000-tool catalog).
    const cut = makeTool({
      name: 'sentiment_analysis',
      description: `${'x '.repeat((KNOWN_WORDS_CHARS - 7) / 2)} analysis of a text`,
    });
    const known = knownWords([cut]);
    expect(known.has('analysi')).toBe(false);
    expect(singular('analysis', known)).toBe('analysis');
    // And a word in -is is no plural even where a catalog spells its stem: basis, axis, redis.
    expect(singular('analysis', new Set(['analysi']))).toBe('analysis');
    expect(singular('redis', new Set(['redi']))).toBe('redis');
  });

  it('reads a schema whose properties are not objects without failing', () => {
    const odd = makeTool({
      name: 'odd',
      parameters: { type: 'object', properties: { a: null, b: 3, c: 'text', d: [] } },
    });
    expect([...knownWords([odd])].sort()).toEqual(['a', 'b', 'c', 'd', 'odd']);
  });
});
