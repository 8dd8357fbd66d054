import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RegionPool } from './regionPool';

/** The pool against plain arrays of pairs, through any sequence of pushes, removals and frees. */

type Op =
  | { kind: 'push'; id: number; x: number }
  | { kind: 'remove'; id: number; index: number }
  | { kind: 'set'; id: number; xs: number[] }
  | { kind: 'free'; id: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('push' as const), id: fc.nat(20), x: fc.integer() }),
  fc.record({ kind: fc.constant('remove' as const), id: fc.nat(20), index: fc.nat(50) }),
  fc.record({
    kind: fc.constant('set' as const),
    id: fc.nat(20),
    xs: fc.array(fc.integer(), { maxLength: 30 }),
  }),
  fc.record({ kind: fc.constant('free' as const), id: fc.nat(20) }),
);

const listOf = (pool: RegionPool, id: number): [number, number][] => {
  const start = pool.start[id] ?? 0;
  const size = id < pool.size.length ? (pool.size[id] ?? 0) : 0;
  return Array.from({ length: size }, (_, i) => [
    pool.first[start + i] as number,
    pool.second[start + i] as number,
  ]);
};

describe('RegionPool', () => {
  it('holds every list as plain arrays would, through moves and compactions', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 2000 }), (ops) => {
        const pool = new RegionPool();
        const model = new Map<number, [number, number][]>();
        for (const each of ops) {
          const list = model.get(each.id) ?? [];
          if (each.kind === 'push') {
            pool.push(each.id, each.x, -each.x | 0);
            model.set(each.id, [...list, [each.x, -each.x | 0]]);
          } else if (each.kind === 'remove') {
            if (list.length === 0) continue;
            const index = each.index % list.length;
            pool.removeAt(each.id, index);
            const next = [...list];
            next[index] = next[next.length - 1] as [number, number];
            next.pop();
            model.set(each.id, next);
          } else if (each.kind === 'set') {
            pool.set(
              each.id,
              each.xs,
              each.xs.map((x) => (x + 1) | 0),
            );
            model.set(
              each.id,
              each.xs.map((x) => [x, (x + 1) | 0]),
            );
          } else {
            pool.free(each.id);
            model.set(each.id, []);
          }
        }
        for (const [id, list] of model) expect(listOf(pool, id)).toEqual(list);
        // What the lists hold is all the pool holds, once compacted past half.
        const held = [...model.values()].reduce((total, list) => total + list.length, 0);
        expect(pool.used).toBeGreaterThanOrEqual(held);
        // Trimmed, the pool is just the lists, and a push after it still lands.
        pool.trim();
        for (const [id, list] of model) expect(listOf(pool, id)).toEqual(list);
        expect([pool.length, pool.used]).toEqual([held, held]);
        for (const id of model.keys()) pool.push(id, 7, -7);
        for (const [id, list] of model) expect(listOf(pool, id)).toEqual([...list, [7, -7]]);
      }),
      { numRuns: 200 },
    );
  });

  it('gives the room of freed and moved lists back: a churned pool stays near its live size', () => {
    const pool = new RegionPool();
    for (let round = 0; round < 50; round++) {
      for (let id = 0; id < 100; id++) for (let i = 0; i < 20; i++) pool.push(id, i, i);
      for (let id = 0; id < 100; id++) pool.free(id);
    }
    for (let id = 0; id < 100; id++) pool.push(id, 1, 1);
    expect(pool.length).toBeLessThan(100 * 32 * 4);
  });
});
