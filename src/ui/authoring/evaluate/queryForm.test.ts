import { describe, expect, it } from 'vitest';
import { fieldsOf, nextQueryId, queryFrom, unknownTools } from './queryForm';

describe('queryFrom', () => {
  it('reads graded expected tools and must-not tools', () => {
    const read = queryFrom(
      {
        query: ' file a bug ',
        expected: 'create_work_item:2, apply_work_item_template',
        mustNot: 'delete_work_item',
      },
      'q1',
    );
    expect(read).toEqual({
      ok: true,
      query: {
        id: 'q1',
        query: 'file a bug',
        relevant: ['create_work_item', 'apply_work_item_template'],
        grades: { create_work_item: 2, apply_work_item_template: 1 },
        mustNot: ['delete_work_item'],
      },
    });
  });

  it('leaves grades out when every grade is 1', () => {
    const read = queryFrom({ query: 'open notes.txt', expected: 'read_file', mustNot: '' }, 'q2');
    expect(read).toEqual({
      ok: true,
      query: { id: 'q2', query: 'open notes.txt', relevant: ['read_file'] },
    });
  });

  it('says what is missing or wrong', () => {
    expect(queryFrom({ query: ' ', expected: 'a', mustNot: '' }, 'q')).toEqual({
      ok: false,
      error: 'Write the query as a user would.',
    });
    expect(queryFrom({ query: 'x', expected: ' , ', mustNot: '' }, 'q')).toEqual({
      ok: false,
      error: 'Name at least one expected tool.',
    });
    expect(queryFrom({ query: 'x', expected: 'a:high', mustNot: '' }, 'q').ok).toBe(false);
  });
});

describe('fieldsOf', () => {
  it('writes a query back as the fields that read it', () => {
    const query = {
      id: 'q1',
      query: 'file a bug',
      relevant: ['create_work_item', 'apply_work_item_template'],
      grades: { create_work_item: 2, apply_work_item_template: 1 },
      mustNot: ['delete_work_item'],
    };
    expect(queryFrom(fieldsOf(query), 'q1')).toEqual({ ok: true, query });
  });
});

describe('nextQueryId and unknownTools', () => {
  it('finds a free id and the names the catalog lacks', () => {
    expect(nextQueryId([{ id: 'q2', query: 'a', relevant: ['x'] }])).toBe('q3');
    expect(
      nextQueryId([
        { id: 'q1', query: 'a', relevant: ['x'] },
        { id: 'q3', query: 'b', relevant: ['x'] },
      ]),
    ).toBe('q4');
    expect(
      unknownTools({ id: 'q', query: 'a', relevant: ['x', 'y'], mustNot: ['z'] }, new Set(['x'])),
    ).toEqual(['y', 'z']);
  });
});
