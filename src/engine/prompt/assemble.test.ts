import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { capabilityLine } from '../catalog/capabilityLine';
import { type Catalog, makeTool } from '../catalog/types';
import { assemblePrompt, declarationLine, sectionAt } from './assemble';

const catalog: Catalog = {
  format: 'toollens',
  ontology: { concepts: [] },
  tools: [
    makeTool({ name: 'search_tools', scaffolding: true, capabilities: ['tool:search'] }),
    makeTool({ name: 'activate_tool', scaffolding: true, capabilities: ['tool:activate'] }),
    makeTool({ name: 'read_pdf', description: 'Read a PDF.', capabilities: ['pdf:read'] }),
    makeTool({ name: 'add_label', description: 'Label it.', capabilities: ['label:add'] }),
    makeTool({ name: 'query_json', description: 'Query JSON.', capabilities: ['json:query'] }),
  ],
};

describe('assemblePrompt', () => {
  const prompt = assemblePrompt({ catalog, workingSet: ['read_pdf', 'add_label'], budget: 5 });

  it('puts the static sections first and the varying line last', () => {
    expect(prompt.sections.map((section) => section.id)).toEqual([
      'protocol',
      'capabilities',
      'discovery',
      'declarations',
      'varying',
    ]);
    expect(prompt.sections[1]?.text).toBe(capabilityLine(catalog.tools));
    expect(prompt.sections[2]?.text).toContain(
      'Never claim that a capability is unavailable without searching for it first.',
    );
    expect(prompt.sections[4]?.text).toBe('You currently have 2 of 5 activated tools loaded.');
    expect(prompt.text.endsWith(prompt.sections[4]?.text ?? '?')).toBe(true);
  });

  it('gives each section its exact offsets in the text', () => {
    for (const section of prompt.sections) {
      expect(prompt.text.slice(section.start, section.end)).toBe(section.text);
    }
    expect(sectionAt(prompt, 0)).toBe('protocol');
    // A separator belongs to the section after it.
    expect(sectionAt(prompt, prompt.sections[0]?.end ?? -1)).toBe('capabilities');
    expect(sectionAt(prompt, prompt.text.length)).toBe('varying');
  });

  it('declares the scaffolding sorted, then the working set sorted, one JSON line each', () => {
    expect(prompt.declared).toEqual(['activate_tool', 'search_tools', 'add_label', 'read_pdf']);
    const lines = prompt.sections[3]?.text.split('\n') ?? [];
    expect(lines[2]).toBe(
      '{"name":"add_label","description":"Label it.","input_schema":{"type":"object","properties":{}}}',
    );
    expect(JSON.parse(lines[3] ?? '')).toEqual({
      name: 'read_pdf',
      description: 'Read a PDF.',
      input_schema: { type: 'object', properties: {} },
    });
  });

  it('emits the same bytes for the same set, whatever its recency', () => {
    const other = assemblePrompt({ catalog, workingSet: ['add_label', 'read_pdf'], budget: 5 });
    expect(other.text).toBe(prompt.text);
  });

  it('orders the working set most recent first with order "recency"', () => {
    const recency = assemblePrompt({
      catalog,
      workingSet: ['read_pdf', 'add_label'],
      budget: 5,
      order: 'recency',
    });
    expect(recency.declared).toEqual(['search_tools', 'activate_tool', 'read_pdf', 'add_label']);
  });

  it('puts the varying line first with varyingFirst', () => {
    const first = assemblePrompt({ catalog, workingSet: [], budget: 5, varyingFirst: true });
    expect(first.sections.map((section) => section.id)[0]).toBe('varying');
    expect(first.text.startsWith('You currently have 0 of 5 activated tools loaded.')).toBe(true);
  });

  it('reads live descriptions at the clock', () => {
    const at = (clock: number) =>
      assemblePrompt({ catalog: demoCatalog, workingSet: ['run_python'], budget: 20, clock });
    const python = demoCatalog.tools.find((tool) => tool.name === 'run_python');
    if (!python) throw new Error('demo catalog without run_python');
    const later = Date.parse('2026-01-01T10:04:00Z');
    expect(at(later).text).toContain(declarationLine(python, later));
    expect(at(later).text).toContain('polars');
    expect(at(0).text).not.toContain('polars');
  });

  it('refuses a working set naming a tool the catalog lacks', () => {
    expect(() => assemblePrompt({ catalog, workingSet: ['nope'], budget: 5 })).toThrow(
      'toollens: the working set holds unknown tool "nope"',
    );
  });
});
