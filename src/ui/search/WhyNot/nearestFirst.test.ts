import { describe, expect, it } from 'vitest';
import { catalogNames, type NameOrder, nearestFirst as orderOf } from './nearestFirst';

const catalog = ['a', 'b', 'c', 'd', 'e'];
const listed = (order: NameOrder) => {
  const names = [...order.names()];
  expect(order.size).toBe(names.length);
  return names;
};
const nearestFirst = (
  names: string[],
  ...rest: Parameters<typeof orderOf> extends [unknown, ...infer R] ? R : never
) => listed(orderOf(catalogNames(names), ...rest));

describe('nearestFirst', () => {
  it('lists ranked tools in rank order, then the unmatched in catalog order', () => {
    expect(nearestFirst(catalog, ['d', 'b'])).toEqual(['d', 'b', 'a', 'c', 'e']);
  });

  it('keeps catalog order without a ranking', () => {
    expect(nearestFirst(catalog, undefined)).toEqual(catalog);
    expect(nearestFirst(catalog, [])).toEqual(catalog);
  });

  it('ignores a ranked name the catalog no longer has (an answer older than an edit)', () => {
    expect(nearestFirst(catalog, ['gone', 'c'])).toEqual(['c', 'a', 'b', 'd', 'e']);
  });

  it('on a query that found nothing: the nearest tools by name first, the always-declared last', () => {
    const catalog = ['search_tools', 'activate_tool', 'a', 'b', 'c'];
    expect(
      nearestFirst(catalog, [], {
        nearest: ['c'],
        alwaysDeclared: ['search_tools', 'activate_tool'],
      }),
    ).toEqual(['c', 'a', 'b', 'search_tools', 'activate_tool']);
  });

  it("leaves out the page's tools, its size counting only the catalog's", () => {
    const order = orderOf(catalogNames(catalog), ['d', 'b']).without(['b', 'gone']);
    expect(listed(order)).toEqual(['d', 'a', 'c', 'e']);
    expect(listed(order.without(['e']))).toEqual(['d', 'a', 'c']);
  });
});
