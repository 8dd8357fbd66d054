import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LazySorted } from './lazySorted';

/**
 * A LazySorted list (lazySorted.ts), after any sequence of adds, removes and reads, reads as the
 * simple model: every item held, in the order added, sorted stably (Array.sort is stable); and
 * visits every item held, once.
 */

type Item = { key: number; id: number };
const order = (a: Item, b: Item) => a.key - b.key;

/** An add of items with these keys (few, so ties are common), a remove of these ids, or a read. */
const step = fc.oneof(
  fc.record({ add: fc.array(fc.nat({ max: 6 }), { maxLength: 40 }) }),
  fc.record({ remove: fc.array(fc.nat({ max: 120 }), { maxLength: 5 }) }),
  fc.constant({ read: true as const }),
);

describe('a list sorted when read', () => {
  it('reads as the items held, in the order added, sorted stably', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const list = new LazySorted(order);
        let model: Item[] = [];
        let next = 0;
        for (const each of [...steps, { read: true as const }]) {
          if ('add' in each) {
            const items = each.add.map((key) => ({ key, id: next++ }));
            list.add(items);
            model.push(...items);
          } else if ('remove' in each) {
            const gone = new Set(model.filter((item) => each.remove.includes(item.id)));
            list.remove(gone);
            model = model.filter((item) => !gone.has(item));
          } else {
            const visited: Item[] = [];
            list.forEach((item) => {
              visited.push(item);
            });
            expect(new Set(visited)).toEqual(new Set(model));
            expect(visited.length).toBe(model.length);
            expect(list.sorted()).toEqual([...model].sort(order));
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('merges a few items into many, and many into a few, stably', () => {
    // A run of a few keys or of hundreds, so one is now and then under a sixteenth of the other.
    const keys = (maxLength: number) => fc.array(fc.nat({ max: 50 }), { maxLength, size: 'max' });
    const run = fc.oneof(keys(8), keys(400));
    fc.assert(
      fc.property(run, run, (first, second) => {
        const list = new LazySorted(order);
        const items = [...first, ...second].map((key, id) => ({ key, id }));
        list.add(items.slice(0, first.length));
        list.sorted();
        list.add(items.slice(first.length));
        expect(list.sorted()).toEqual([...items].sort(order));
      }),
      { numRuns: 300 },
    );
  });
});
