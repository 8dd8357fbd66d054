import { describe, expect, it } from 'vitest';
import { type Catalog, makeTool, type Tool } from '../catalog/types';
import { ToolIndex } from '../search/ToolIndex';
import { lintCatalog } from './lintCatalog';

const lint = (tools: Tool[]) => {
  const catalog: Catalog = { format: 'toollens', tools, ontology: { concepts: [] } };
  return lintCatalog(new ToolIndex(catalog));
};
const rules = (tools: Tool[]) => lint(tools).map((finding) => [finding.rule, finding.tools]);

// Tagged, as the app and the CLI read a catalog (roots derived): the capability line covers
// them, so each test sees only the rule it is about.
const described = (name: string, description: string, extra: Partial<Tool> = {}) =>
  makeTool({ name, description, capabilities: ['records'], ...extra });

const GOOD =
  'Look up the current weather for a city, returning temperature, wind and a short forecast.';

describe('lintCatalog', () => {
  it('finds nothing wrong with a well-described, distinct tool', () => {
    expect(lint([described('get_weather', GOOD)])).toEqual([]);
  });

  it('flags names providers reject', () => {
    expect(rules([described('get weather!', GOOD)])).toContainEqual([
      'invalid-name',
      ['get weather!'],
    ]);
  });

  it('flags a thin description and says what to add', () => {
    const [finding] = lint([described('get_weather', 'Weather.')]);
    expect(finding?.rule).toBe('thin-description');
    expect(finding?.fix).toMatch(/what the tool does/);
  });

  it('flags invalid and heavy schemas', () => {
    const found = rules([
      described('a_tool', GOOD, { parameters: { type: 'array' } }),
      described('b_tool', `${GOOD} Also b.`, {
        parameters: { type: 'object', properties: { x: { type: 'string' } }, required: ['y'] },
      }),
      described('c_tool', `${GOOD} Also c.`, {
        parameters: {
          type: 'object',
          properties: {
            mode: { type: 'string', enum: Array.from({ length: 400 }, (_, i) => `m${i}`) },
          },
        },
      }),
    ]);
    expect(found).toContainEqual(['invalid-schema', ['a_tool']]);
    expect(found).toContainEqual(['invalid-schema', ['b_tool']]);
    expect(found).toContainEqual(['heavy-schema', ['c_tool']]);
  });

  it('takes a wrapper object whose nested fields are all documented as documented, and still flags a bare one', () => {
    const wrapper = (fields: Record<string, unknown>) => ({
      type: 'object',
      properties: { params: { type: 'object', properties: fields } },
    });
    const documented = wrapper({
      id: { type: 'string', description: 'The record id.' },
      filter: {
        type: 'object',
        properties: { field: { type: 'string', description: 'The field to match.' } },
      },
    });
    expect(rules([described('find_records', GOOD, { parameters: documented })])).toEqual([]);
    const bare = wrapper({
      id: { type: 'string', description: 'The record id.' },
      q: { type: 'string' },
    });
    expect(rules([described('find_records', GOOD, { parameters: bare })])).toEqual([
      ['undocumented-parameter', ['find_records']],
    ]);
    // An object with no fields of its own documents nothing.
    const empty = wrapper({});
    expect(rules([described('find_records', GOOD, { parameters: empty })])).toEqual([
      ['undocumented-parameter', ['find_records']],
    ]);
  });

  it('flags two tools that compete for the same queries', () => {
    const findings = lint([
      described(
        'export_report',
        'Export the quarterly revenue report as a spreadsheet for finance.',
      ),
      described(
        'download_report',
        'Download the quarterly revenue report as a spreadsheet for finance.',
      ),
    ]);
    const pair = findings.find((finding) => finding.rule === 'competing-pair');
    expect(pair?.tools).toEqual(['download_report', 'export_report']);
    expect(pair?.message).toMatch(/share/);
    expect(pair?.fix).toMatch(/instead of/);
  });

  it('flags a tool whose own name query ranks another tool first', () => {
    // The same words in both names, in the same order, so the name match ties; only the second
    // description repeats them, so BM25F prefers it.
    const findings = lint([
      described(
        'get_user',
        'Return the profile of the person with this id: name, avatar and teams.',
      ),
      described('getUser', 'Get a user: get the user whose email matches, and the user id.'),
    ]);
    const pair = findings.find((finding) => finding.rule === 'competing-pair');
    expect(pair?.message).toContain('searching "get user" ranks getUser first');
  });

  it('orders errors before warnings before notes', () => {
    const severities = lint([
      described('bad name', 'Short.'),
      described('ok_tool', GOOD, {
        parameters: { type: 'object', properties: { q: { type: 'string' } } },
      }),
    ]).map((finding) => finding.severity);
    expect(severities).toEqual(
      [...severities].sort(
        (a, b) => ['error', 'warning', 'info'].indexOf(a) - ['error', 'warning', 'info'].indexOf(b),
      ),
    );
    expect(severities[0]).toBe('error');
  });
});

describe('lintCatalog at scale', () => {
  const catalogOf = (tools: Tool[]): Catalog => ({
    format: 'toollens',
    tools,
    ontology: { concepts: [] },
  });

  it('gives the same findings for a catalog as for its index', () => {
    const tools = [
      described('get weather!', GOOD),
      described('get_weather', 'Weather.'),
      described('read_pdf', 'Read a PDF file and return its text, page by page, as plain text.'),
      described('read_pdf_text', 'Read a PDF file and return its text, page by page, as text.'),
    ];
    expect(lintCatalog(catalogOf(tools))).toEqual(lintCatalog(new ToolIndex(catalogOf(tools))));
  });

  it('lints 60,000 tools that share their telling words in linear time (the holders list was copied per tool)', () => {
    // Every tool's top terms are the same five words, so one term is held by every tool:
    // copying the holders list on each add made this 60,000² / 2 element copies.
    const tools = Array.from({ length: 60_000 }, (_, i) =>
      described(`t${i}`, 'alpha bravo charlie delta echo foxtrot golf hotel india juliet'),
    );
    const findings = lintCatalog(catalogOf(tools));
    expect(findings.filter((finding) => finding.rule === 'competing-pair')).toEqual([]);
    // Seconds when linear, minutes when quadratic: the bound is room for a busy machine.
  }, 30_000);
});
