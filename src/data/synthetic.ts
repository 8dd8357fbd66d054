import type { Catalog, Tool } from '../engine/core';
import { makeTool } from '../engine/core';

/**
 * A deterministic synthetic catalog of any size, for benchmarks and scale tests: tool names,
 * descriptions and schemas assembled from a fixed vocabulary with a Zipf-like word frequency,
 * so common words are common and rare words rare, as in real descriptions.
 */

const VERBS = [
  'get',
  'list',
  'create',
  'update',
  'delete',
  'search',
  'export',
  'import',
  'sync',
  'archive',
  'merge',
  'validate',
  'render',
  'schedule',
  'assign',
  'share',
  'convert',
  'analyze',
];
const OBJECTS = [
  'invoice',
  'customer',
  'order',
  'ticket',
  'report',
  'dashboard',
  'file',
  'image',
  'contract',
  'shipment',
  'payment',
  'user',
  'team',
  'project',
  'document',
  'record',
  'event',
  'message',
  'calendar',
  'task',
  'alert',
  'metric',
  'log',
  'backup',
  'repository',
  'build',
  'deployment',
  'secret',
  'policy',
  'vendor',
  'product',
  'coupon',
  'subscription',
  'webhook',
];
const QUALIFIERS = [
  'bulk',
  'draft',
  'archived',
  'recent',
  'shared',
  'pending',
  'external',
  'monthly',
  'regional',
  'legacy',
  'custom',
  'public',
  'private',
  'flagged',
  'scheduled',
];

/** Filler and domain words; earlier words are drawn far more often (Zipf, s ≈ 1). */
const WORDS = `the a of to and in for with by from returns optional when each all new using
given id list results page limit filter status date time name field value format json csv
account region currency amount total tax discount address email phone country language owner
priority label comment attachment version history audit permission role token quota usage cost
latency error retry timeout cursor sort order range window threshold summary detail preview
schema template workflow approval review draft publish notify digest export import sync mirror
cache index shard replica cluster node queue topic stream batch job cron trigger hook pipeline
artifact release branch commit tag merge diff patch lint test coverage benchmark trace span
metric gauge histogram percentile anomaly forecast budget invoice ledger refund chargeback
payout settlement reconciliation kyc sanction geofence barcode sku warehouse pallet carrier
manifest customs tariff incoterm freight container vessel berth harbor ocr thumbnail watermark
transcode codec bitrate subtitle caption glossary translation locale timezone holiday shift
roster payroll overtime benefit pension onboarding offboarding badge locker visitor parking`
  .split(/\s+/)
  .filter((word) => word !== '');

/** A small deterministic PRNG (mulberry32): the same seed gives the same sequence. */
export const random = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = <T>(next: () => number, list: readonly T[]): T =>
  list[Math.floor(next() * list.length)] as T;

/** A Zipf-like draw: index ⌊n^u⌋ − 1 for uniform u favours the first words strongly. */
const zipfWord = (next: () => number): string =>
  WORDS[Math.min(WORDS.length - 1, Math.floor(WORDS.length ** next()) - 1)] ?? 'the';

const sentence = (next: () => number, length: number): string =>
  Array.from({ length }, () => zipfWord(next)).join(' ');

const syntheticTool = (index: number, next: () => number): Tool => {
  const verb = pick(next, VERBS);
  const object = pick(next, OBJECTS);
  const qualifier = pick(next, QUALIFIERS);
  const name = `${verb}_${qualifier}_${object}_${index}`;
  const description =
    `${verb[0]?.toUpperCase()}${verb.slice(1)} ${qualifier} ${object}s. ` +
    `${sentence(next, 8 + Math.floor(next() * 30))}. ${sentence(next, Math.floor(next() * 20))}.`;
  const properties: Record<string, unknown> = {
    [`${object}Id`]: { type: 'string', description: `The ${object} to ${verb}.` },
  };
  const extra = Math.floor(next() * 5);
  for (let i = 0; i < extra; i++) {
    properties[zipfWord(next) + i] = {
      type: pick(next, ['string', 'integer', 'boolean']),
      description: sentence(next, 6),
    };
  }
  return makeTool({
    name,
    description,
    parameters: { type: 'object', properties, required: [`${object}Id`] },
    capabilities: [`${object}:${verb}`],
    domains: [`${object}s`],
    entities: [object],
  });
};

/** `count` tools, the same for the same count and seed. */
export const syntheticCatalog = (count: number, seed = 7): Catalog => {
  const next = random(seed);
  return {
    format: 'toollens',
    source: `synthetic${count}`,
    tools: Array.from({ length: count }, (_, index) => syntheticTool(index, next)),
    ontology: { concepts: [] },
  };
};
