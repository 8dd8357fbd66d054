import { describe, expect, it } from 'vitest';
import { makeTool } from '../../catalog/types';
import { MAX_WORD_RUN } from '../../text/analyze';
import { AnthropicBm25, plainWords } from './anthropicBm25';
import { isPeer, PEERS, peerRanking } from './index';
import { MiniSearchPeer } from './miniSearchPeer';

const tools = [
  makeTool({
    name: 'calculate_triangle_area',
    description: 'Calculate the area of a triangle given its base and height.',
    parameters: {
      type: 'object',
      properties: { base: { type: 'integer', description: 'The base of the triangle.' } },
    },
  }),
  makeTool({ name: 'getStockPrice', description: 'Latest price of a stock ticker.' }),
  makeTool({
    name: 'geocode',
    description: 'Coordinates of an address.',
    parameters: { type: 'object', properties: { zipCode: { type: 'string' } } },
  }),
];

describe('plainWords', () => {
  it('lowercases and splits snake_case, camelCase and punctuation, without stemming', () => {
    expect(plainWords('calculate_triangle_area')).toEqual(['calculate', 'triangle', 'area']);
    expect(plainWords('getStockPrice HTTPServer')).toEqual([
      'get',
      'stock',
      'price',
      'http',
      'server',
    ]);
    expect(plainWords("Triangles' areas, e.g. 5cm")).toEqual([
      'triangles',
      'areas',
      'e',
      'g',
      '5cm',
    ]);
  });

  it('reads 4.5 million unbroken CJK characters as words of bounded length (no stack overflow)', () => {
    const words = plainWords('漢'.repeat(4_500_000));
    expect(words).toHaveLength(Math.ceil(4_500_000 / MAX_WORD_RUN));
    expect(words[0]).toHaveLength(MAX_WORD_RUN);
  });
});

describe('AnthropicBm25', () => {
  const peer = new AnthropicBm25(tools);

  it('matches the name, the description and the arguments, word for word', () => {
    expect(peer.rank('stock price')).toEqual(['getStockPrice']);
    // "zip" is only in an argument name.
    expect(peer.rank('zip code')).toEqual(['geocode']);
    // No stemming: "triangles" is not "triangle".
    expect(peer.rank('triangles')).toEqual([]);
  });

  it('counts a query word once per occurrence', () => {
    // The same two words; saying one of them four times puts its tool first.
    expect(peer.rank('area price price price price')[0]).toBe('getStockPrice');
    expect(peer.rank('area area area area price')[0]).toBe('calculate_triangle_area');
  });
});

describe('MiniSearchPeer', () => {
  it('searches name and description with MiniSearch defaults (snake_case splits, camelCase not)', () => {
    const peer = new MiniSearchPeer(tools);
    expect(peer.rank('triangle')).toEqual(['calculate_triangle_area']);
    expect(peer.rank('stock')).toEqual(['getStockPrice']);
    expect(peer.rank('getstockprice')).toEqual(['getStockPrice']);
    // Arguments are not indexed.
    expect(peer.rank('zipCode')).toEqual([]);
  });
});

describe('peerRanking', () => {
  it('builds each peer by name', () => {
    expect(PEERS).toEqual(['anthropic-bm25', 'minisearch']);
    expect(isPeer('minisearch')).toBe(true);
    expect(isPeer('seed')).toBe(false);
    expect(peerRanking('anthropic-bm25', tools)('area')).toEqual(['calculate_triangle_area']);
    expect(peerRanking('minisearch', tools)('area')).toEqual(['calculate_triangle_area']);
  });
});
