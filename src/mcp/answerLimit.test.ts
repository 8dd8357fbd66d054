import { describe, expect, it } from 'vitest';
import { capAnswers } from './answerLimit';

/** A fetch that answers with `chunks` as the body, under `type`. */
const answering =
  (chunks: string[], type: string): typeof fetch =>
  async () => {
    const bytes = chunks.map((chunk) => new TextEncoder().encode(chunk));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of bytes) controller.enqueue(chunk);
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': type } });
  };

const read = async (fetchFn: typeof fetch) => (await fetchFn('http://h/mcp')).text();

describe('capAnswers', () => {
  const limit = 100;

  it('passes a body up to the limit, and fails one past it, naming the URL and the limit', async () => {
    const fits = capAnswers(
      answering(['x'.repeat(60), 'x'.repeat(40)], 'application/json'),
      'http://h/mcp',
      limit,
    );
    expect(await read(fits)).toHaveLength(100);
    const past = capAnswers(
      answering(['x'.repeat(60), 'x'.repeat(41)], 'application/json'),
      'http://h/mcp',
      limit,
    );
    await expect(read(past)).rejects.toMatchObject({
      kind: 'protocol',
      message:
        'http://h/mcp sent an answer over 0.000095 MB, the limit of one MCP answer; toollens stopped reading it',
    });
  });

  it('counts an SSE stream per event: many small events pass, one large event fails', async () => {
    const event = (n: number) => `data: ${'x'.repeat(n)}\n\n`;
    const many = Array.from({ length: 50 }, () => event(50));
    const stream = capAnswers(answering(many, 'text/event-stream'), 'http://h/mcp', limit);
    expect(await read(stream)).toBe(many.join(''));
    const large = capAnswers(answering([event(200)], 'text/event-stream'), 'http://h/mcp', limit);
    await expect(read(large)).rejects.toThrow(/sent an answer over/);
  });

  it('finds an event end split across chunks, or written with CR LF', async () => {
    for (const ends of [
      ['\n', '\n'],
      ['\r\n\r', '\n'],
      ['\r', '\r'],
    ]) {
      const chunks = Array.from({ length: 10 }, () => [
        `data: ${'x'.repeat(60)}${ends[0]}`,
        `${ends[1]}`,
      ]).flat();
      const stream = capAnswers(answering(chunks, 'text/event-stream'), 'http://h/mcp', limit);
      expect(await read(stream)).toBe(chunks.join(''));
    }
    // Without an event end, the lines add up to one event, past the limit.
    const lines = Array.from({ length: 10 }, () => `data: ${'x'.repeat(60)}\n`);
    const one = capAnswers(answering(lines, 'text/event-stream'), 'http://h/mcp', limit);
    await expect(read(one)).rejects.toThrow('http://h/mcp sent an answer over');
  });
});
