import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../data/demo';
import { deriveTags } from './catalog/deriveTags';
import { catalogFromValue, importCatalog } from './catalog/importCatalog';
import { makeTool } from './catalog/types';
import { catalogFacets } from './search/facets';
import { searchTools } from './search/searchTools';
import { ToolIndex } from './search/ToolIndex';
import { analyze, MAX_ANALYZED_CHARS } from './text/analyze';

/** Bad and odd input, each case named by what it tries: a clear answer, never a crash. */
const demo = new ToolIndex(demoCatalog);

describe('hardening: catalogs', () => {
  it('refuses a 50 MB file by its size, before parsing it', () => {
    const huge = `[${'0,'.repeat(26 * 1024 * 1024)}0]`;
    const started = performance.now();
    const result = importCatalog(huge);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors[0]?.message).toMatch(/52 MB is over the 50 MB limit.*not parsed/);
  });

  it('refuses a schema nested 10,000 levels deep with a message naming the field', () => {
    const deep = `${'{"type":"object","properties":{"x":'.repeat(10_000)}{"type":"string"}${'}}'.repeat(10_000)}`;
    const result = importCatalog(`[{"name":"deep","description":"Deep.","parameters":${deep}}]`);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors[0]).toMatchObject({ tool: 'deep', field: 'parameters' });
      expect(result.errors[0]?.message).toMatch(/nests more than 64 levels/);
    }
  });

  it('indexes, finds and excerpts a tool with a 1 MB description', () => {
    const description = `${'Word after word. '.repeat(32_000)}The needle is here. ${'More words. '.repeat(40_000)}`;
    expect(description.length).toBeGreaterThan(1_000_000);
    const result = importCatalog(JSON.stringify([{ name: 'huge', description, parameters: {} }]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const started = performance.now();
    const index = new ToolIndex(result.catalog);
    const [hit] = searchTools(index, { query: 'needle' }).hits;
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(hit?.excerpt.text).toContain('needle');
    expect(hit?.excerpt.text.length).toBeLessThanOrEqual(300);
  });

  it('builds the filter facets of 10,000 untagged tools in linear time', () => {
    const tools = Array.from({ length: 10_000 }, (_, i) =>
      deriveTags(makeTool({ name: `get_thing${i}_record${i}` })),
    );
    const started = performance.now();
    const facets = catalogFacets(tools);
    // Comparing every derived root with every capability took 24 s in the worker.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(facets.capabilities).toHaveLength(10_000);
  });

  it('keeps HTML in descriptions as plain text', () => {
    const result = importCatalog(
      JSON.stringify([{ name: 'x', description: '<img src=x onerror=alert(1)>', parameters: {} }]),
    );
    expect(result.ok && result.catalog.tools[0]?.description).toBe('<img src=x onerror=alert(1)>');
  });

  it('never throws and never pollutes prototypes, whatever JSON it is given', () => {
    const keys = fc.constantFrom(
      'name',
      'description',
      'parameters',
      'inputSchema',
      'input_schema',
      'tools',
      'type',
      'function',
      'toollens',
      '__proto__',
      'constructor',
      'prototype',
    );
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom(null, true, 0, -1, 'x', '', 'function', '__proto__'),
        fc.array(tie('tree'), { maxLength: 4 }),
        fc.dictionary(keys, tie('tree'), { maxKeys: 5 }),
      ),
    }));
    fc.assert(
      fc.property(tree, (value) => {
        const text = JSON.stringify(value) ?? 'null';
        const result = importCatalog(text);
        expect(typeof result.ok).toBe('boolean');
        const direct = catalogFromValue(JSON.parse(text));
        expect(direct.ok).toBe(result.ok);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Object.prototype).not.toHaveProperty('name');
      }),
      { numRuns: 500 },
    );
  });

  it('reads a "__proto__" key as data and leaves Object.prototype alone', () => {
    const result = importCatalog(
      '{"tools":[{"name":"a","description":"b","inputSchema":{"type":"object","__proto__":{"polluted":1}}}]}',
    );
    expect(result.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('hardening: queries', () => {
  it('answers a 10,000-character query', () => {
    const result = searchTools(demo, { query: 'read '.repeat(2_000) });
    expect(result.terms).toEqual([expect.objectContaining({ stem: 'read' })]);
    expect(result.hits.length).toBeGreaterThan(0);
    expect(searchTools(demo, { query: 'x'.repeat(10_000) }).hits).toEqual([]);
  });

  it('treats regex metacharacters in a query as text', () => {
    for (const query of ['(.*)+', '[a-z]{2,}', '\\', '$^|?', 'read (pdf)*']) {
      expect(() => searchTools(demo, { query })).not.toThrow();
    }
    expect(searchTools(demo, { query: 'read (pdf)*' }).terms.map((t) => t.stem)).toEqual([
      'read',
      'pdf',
    ]);
  });

  it('never splits an emoji or a right-to-left word in an excerpt', () => {
    const rtl = new ToolIndex({
      format: 'toollens',
      ontology: { concepts: [] },
      tools: [
        makeTool({
          name: 'rtl',
          description: `${'שלום עולם 🙂 '.repeat(40)}report ${'مرحبا بالعالم 🙃 '.repeat(40)}`,
        }),
      ],
    });
    for (const excerptCap of [40, 41, 77, 120, 301]) {
      const [hit] = searchTools(rtl, { query: 'report', excerptCap, pageBudget: excerptCap }).hits;
      const text = hit?.excerpt.text ?? '';
      expect(text.length).toBeLessThanOrEqual(excerptCap);
      expect(text).toContain('report');
      expect(text).not.toMatch(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
      );
    }
  });
});

describe('hardening: work per description is bounded', () => {
  it('reads a 30 MB description up to MAX_ANALYZED_CHARS: indexed, found and excerpted from there', () => {
    const head = 'lorem ipsum dolor sit amet file '.repeat(MAX_ANALYZED_CHARS / 32);
    const description = `${head}zebra ${'lorem ipsum dolor sit amet file '.repeat(960_000)}`;
    expect(description.length).toBeGreaterThan(30_000_000);
    const index = new ToolIndex({
      format: 'toollens',
      tools: [...demoCatalog.tools, makeTool({ name: 'big', description })],
      ontology: demoCatalog.ontology,
    });
    expect(analyze(description).at(-1)?.end).toBeLessThanOrEqual(MAX_ANALYZED_CHARS);
    const [hit] = searchTools(index, { query: 'amet file' }).hits;
    expect(hit?.name).toBe('big');
    expect(hit?.excerpt.text.length).toBeLessThanOrEqual(300);
    // A word only past the analysed part is not indexed.
    expect(searchTools(index, { query: 'zebra' }).hits.map((h) => h.name)).not.toContain('big');
    // The description itself is kept whole.
    expect(index.description('big')).toBe(description);
  });
});
