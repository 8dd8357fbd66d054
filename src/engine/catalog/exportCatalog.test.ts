import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { exportCatalog } from './exportCatalog';
import { importCatalog } from './importCatalog';
import type { CatalogFormat } from './types';

const FORMATS: CatalogFormat[] = [
  'toollens',
  'mcp',
  'openai-chat',
  'openai-responses',
  'anthropic',
  'plain',
];

describe('exportCatalog', () => {
  it.each(FORMATS)('writes %s that imports back as the same format and tools', (format) => {
    const text = exportCatalog(demoCatalog, format);
    const result = importCatalog(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.catalog.format).toBe(format);
    expect(result.catalog.tools.map((tool) => tool.name)).toEqual(
      demoCatalog.tools.map((tool) => tool.name),
    );
    expect(result.catalog.tools.map((tool) => tool.parameters)).toEqual(
      demoCatalog.tools.map((tool) => tool.parameters),
    );
  });

  it('keeps tags, scaffolding and the ontology in the native format', () => {
    const result = importCatalog(exportCatalog(demoCatalog, 'toollens'));
    expect(
      result.ok &&
        result.catalog.tools.map((tool) => [tool.capabilities, tool.scaffolding === true]),
    ).toEqual(demoCatalog.tools.map((tool) => [tool.capabilities, tool.scaffolding === true]));
    expect(result.ok && result.catalog.ontology).toEqual(demoCatalog.ontology);
  });
});
