import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare, MAX_LINK_CHARS, type SharePayload, shareUrl } from './shareLink';

const payload: SharePayload = {
  v: 1,
  view: '#panel=evaluate&ranker=bm25',
  set: {
    id: 'mine',
    name: 'Mine',
    revision: 2,
    queries: [{ id: 'q1', query: 'réassigner ce ticket 🎫', relevant: ['assign_work_item'] }],
  },
  edits: {
    key: 'demo|toollens|169',
    history: {
      entries: [
        {
          before: {
            name: 'a',
            description: 'x',
            capabilities: [],
            domains: [],
            entities: [],
            derived: {},
          },
          after: {
            name: 'b',
            description: 'y',
            capabilities: [],
            domains: [],
            entities: [],
            derived: {},
          },
        },
      ],
      applied: 1,
    },
  },
};

describe('share links', () => {
  it('decode what they encode, with text outside ASCII', async () => {
    const hash = await encodeShare(payload);
    expect(hash).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeShare(`#share=${hash}`)).toEqual({ ok: true, value: payload });
  });

  it('compress a repetitive catalog well below its size', async () => {
    const text = JSON.stringify(
      Array.from({ length: 300 }, (_, i) => ({ name: `tool_${i}`, description: 'Reads a file.' })),
    );
    const hash = await encodeShare({ ...payload, catalog: { name: 'tools.json', text } });
    expect(hash.length).toBeLessThan(text.length / 4);
  });

  it('refuse a damaged or foreign link with a reason', async () => {
    const hash = await encodeShare(payload);
    expect(await decodeShare(hash.slice(0, hash.length / 2))).toEqual({
      ok: false,
      errors: ['share link: the link is damaged or cut short'],
    });
    const foreign = await encodeShare({ v: 2 } as unknown as SharePayload);
    expect((await decodeShare(foreign)).ok).toBe(false);
  });

  it('leave an imported catalog out when the link would be too long', async () => {
    // Random text does not compress: the link would be longer than the limit.
    let seed = 7;
    const noise = Array.from({ length: MAX_LINK_CHARS }, () => {
      seed = (seed * 48271) % 2147483647;
      return String.fromCharCode(33 + (seed % 90));
    }).join('');
    const big = await shareUrl('https://x/', {
      ...payload,
      catalog: { name: 'big.json', text: noise },
    });
    expect(big.catalogLeftOut).toBe(true);
    const decoded = await decodeShare(big.url.slice('https://x/'.length));
    expect(decoded.ok && decoded.value.catalog).toBeUndefined();
    const small = await shareUrl('https://x/', {
      ...payload,
      catalog: { name: 's.json', text: '[]' },
    });
    expect(small.catalogLeftOut).toBe(false);
  });
});

describe('share link limits', () => {
  /** A link whose catalog text is `chars` spaces: tiny deflated, huge inflated. */
  const bomb = (chars: number) =>
    encodeShare({ v: 1, view: '', catalog: { name: 'bomb.json', text: ' '.repeat(chars) } });

  it('stops inflating past the limit instead of inflating it all', async () => {
    const hash = await bomb(4_000_000);
    expect(hash.length).toBeLessThan(20_000);
    const read = await decodeShare(hash, { inflated: 1_000_000 });
    expect(read).toEqual({
      ok: false,
      errors: ['share link: the link unpacks to more than the 1 MB limit; it was not opened'],
    });
    // Under the limit the same link reads.
    expect((await decodeShare(hash, { inflated: 5_000_000 })).ok).toBe(true);
  });

  it('refuses an over-long link before decoding it', async () => {
    const read = await decodeShare(`#share=${'A'.repeat(1_360_000)}`);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.errors[0]).toContain('the link is too long (1360000 characters');
  });
});
