import { describe, expect, it } from 'vitest';
import { fieldsOf, queryFrom } from '../authoring/evaluate/queryForm';
import { rankMove } from '../mcp/liveChange';

/**
 * The page's per-name readers, with names a plain object already "has": `constructor` and
 * `toString` are inherited by every object, and `__proto__` cannot be stored in one by assignment.
 */
describe('tool names that are Object.prototype keys, on the page', () => {
  it('a tool named constructor that is new among the hits is "new", not a move', () => {
    expect(rankMove({ read_file: 1 }, 'constructor', 2)).toEqual({ kind: 'new' });
    expect(rankMove({ read_file: 1 }, 'toString', 1)).toEqual({ kind: 'new' });
  });

  it('the query form keeps a grade for __proto__ and gives toString the default grade', () => {
    const read = queryFrom(
      { query: 'a file report', expected: '__proto__:2, toString', mustNot: '' },
      'q1',
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.query.relevant).toEqual(['__proto__', 'toString']);
    expect(Object.hasOwn(read.query.grades ?? {}, '__proto__')).toBe(true);
    expect(fieldsOf(read.query).expected).toBe('__proto__:2, toString');
  });
});
