import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeTool } from '../../catalog/types';
import { anthropicRegexFields, anthropicRegexTexts } from './fields';

/**
 * What the regex target keeps of a tool (anthropicRegexTexts, fields.ts) is the texts of the
 * fields it labels (anthropicRegexFields, over schemaArguments), in the same order, for any
 * schema: nested past the depth read, wider than the properties read, with items, and with
 * values that are not schemas.
 */

const schema = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(true, false, null, 'text', 3, [1]),
    fc.record(
      {
        description: fc.oneof(fc.constantFrom('about it', ''), fc.constant(7)),
        properties: fc.oneof(
          fc.dictionary(fc.constantFrom('a', 'b', 'c', 'path', '0', '__proto__x'), tie('node'), {
            maxKeys: 4,
          }),
          fc.constantFrom([], 'properties', null),
        ),
        items: tie('node'),
        required: fc.constantFrom(['a'], 'a'),
      },
      { requiredKeys: [] },
    ),
  ),
}));

/** A wide schema: more properties than schemaArguments reads (200), some nested. */
const wide = fc.nat({ max: 260 }).map((count) => ({
  type: 'object',
  properties: Object.fromEntries(
    Array.from({ length: count }, (_, at) => [
      `p${at}`,
      at % 7 === 0
        ? { description: `d${at}`, properties: { inner: { description: 'i' } } }
        : { description: `d${at}` },
    ]),
  ),
}));

/** A deep schema: a chain of properties and array items, past the depth read (3). */
const deep = fc
  .array(fc.boolean(), { minLength: 1, maxLength: 7 })
  .map((steps) =>
    steps.reduceRight<Record<string, unknown>>(
      (inner, isItems, at) =>
        isItems
          ? { description: `items ${at}`, items: inner }
          : { description: `level ${at}`, properties: { [`k${at}`]: inner, [`leaf${at}`]: {} } },
      { description: 'bottom' },
    ),
  );

describe('the texts the regex target keeps', () => {
  it('are the fields’ texts, in order, whatever the schema', () => {
    fc.assert(
      fc.property(fc.oneof(schema.node, wide, deep), (parameters) => {
        const tool = makeTool({
          name: 'tool',
          description: 'does it',
          parameters: parameters as never,
        });
        const held = { tool, server: 's', mcpName: 'tool' };
        expect(anthropicRegexTexts(held)).toEqual(
          anthropicRegexFields(held).map((field) => field.text),
        );
      }),
      { numRuns: 2000 },
    );
  });
});
