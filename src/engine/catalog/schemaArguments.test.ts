import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { demoQuerySet } from '../../data/querySets/demo';
import { isToollensError } from '../errors';
import { evaluate } from '../eval/evaluate';
import { ToolIndex } from '../search/ToolIndex';
import { ARGUMENT_LIMIT, schemaArguments, withArgumentDescriptions } from './schemaArguments';

const schema = {
  type: 'object',
  properties: {
    path: { type: 'string', description: 'The file to read.' },
    options: {
      type: 'object',
      properties: { encoding: { type: 'string', enum: ['utf8', 'latin1'] } },
      required: ['encoding'],
    },
    files: {
      type: 'array',
      items: { type: 'object', properties: { 'a/b~c': { description: 'odd key' } } },
    },
  },
  required: ['path'],
};

describe('schemaArguments', () => {
  it('walks properties depth first with labels, pointers, depth and required', () => {
    expect(
      schemaArguments(schema).map(({ label, pointer, depth, required, description }) => ({
        label,
        pointer,
        depth,
        required,
        description,
      })),
    ).toEqual([
      {
        label: 'path',
        pointer: '/properties/path',
        depth: 0,
        required: true,
        description: 'The file to read.',
      },
      {
        label: 'options',
        pointer: '/properties/options',
        depth: 0,
        required: false,
        description: undefined,
      },
      {
        label: 'options.encoding',
        pointer: '/properties/options/properties/encoding',
        depth: 1,
        required: true,
        description: undefined,
      },
      {
        label: 'files',
        pointer: '/properties/files',
        depth: 0,
        required: false,
        description: undefined,
      },
      {
        // RFC 6901 escapes "/" and "~" in a key, so the pointer names exactly one property.
        label: 'files[].a/b~c',
        pointer: '/properties/files/items/properties/a~1b~0c',
        depth: 2,
        required: false,
        description: 'odd key',
      },
    ]);
  });

  it('reads at most ARGUMENT_LIMIT properties of a 100k-wide schema', () => {
    const wide = {
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: 100_000 }, (_, i) => [`p${i}`, { type: 'string' }]),
      ),
    };
    expect(schemaArguments(wide)).toHaveLength(ARGUMENT_LIMIT);
  });
});

describe('withArgumentDescriptions', () => {
  it('writes, replaces in place and removes descriptions, leaving the input unchanged', () => {
    const before = JSON.stringify(schema);
    const edited = withArgumentDescriptions(schema, [
      { pointer: '/properties/path', description: 'The text file to open.' },
      { pointer: '/properties/options/properties/encoding', description: 'Its text encoding.' },
      { pointer: '/properties/files/items/properties/a~1b~0c', description: '' },
    ]);
    expect(JSON.stringify(schema)).toBe(before);
    const read = schemaArguments(edited);
    expect(read.map((argument) => argument.description)).toEqual([
      'The text file to open.',
      undefined,
      'Its text encoding.',
      undefined,
      undefined,
    ]);
    // A replaced description keeps its place among the keys (the declaration text reads the same).
    expect(Object.keys((edited.properties as Record<string, object>).path ?? {})).toEqual([
      'type',
      'description',
    ]);
    expect((edited.properties as Record<string, unknown>).options).toMatchObject({
      required: ['encoding'],
      properties: { encoding: { enum: ['utf8', 'latin1'] } },
    });
  });

  it('refuses a pointer that names no argument, with the pointer in the message', () => {
    let caught: unknown;
    try {
      withArgumentDescriptions(schema, [{ pointer: '/properties/nope', description: 'x' }]);
    } catch (error) {
      caught = error;
    }
    expect(isToollensError(caught)).toBe(true);
    expect((caught as Error).message).toBe(
      'toollens: the schema has no argument at "/properties/nope"',
    );
  });

  it('moves ranks: an argument description edit re-ranks a demo query under the default ranker', () => {
    const index = new ToolIndex(demoCatalog);
    const queries = demoQuerySet.filter((q) => q.query === 'reassign this ticket to Maria');
    expect(evaluate(index, queries, {}).perQuery[0]?.ranks).toEqual({ assign_work_item: 12 });
    const tool = index.tool('assign_work_item');
    if (!tool) throw new Error('the demo has assign_work_item');
    index.updateTool({
      ...tool,
      parameters: withArgumentDescriptions(tool.parameters, [
        { pointer: '/properties/memberIds', description: 'The members to reassign the ticket to.' },
      ]),
    });
    // From 12 to 2: "reassign", found only in the new argument text, counts a third of a term,
    // so bulk_update_work_items, which says both words in its own text, stays first.
    expect(evaluate(index, queries, {}).perQuery[0]?.ranks).toEqual({ assign_work_item: 2 });
  });
});
