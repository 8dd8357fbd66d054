import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importCatalog } from './importCatalog';
import { okOf } from './importCatalog.testkit';

/** A real dataset beside the project; its tests are skipped, and say so, when it is absent. */
const dataset = (folder: string) => {
  const url = new URL(`../../../../shared/datasets/${folder}/tools.json`, import.meta.url);
  const found = existsSync(url);
  const title = (name: string) => (found ? name : `${name} (skipped: dataset not found)`);
  return { url, found, title };
};

describe('real datasets', () => {
  const github = dataset('github-mcp-server');
  it.skipIf(!github.found)(github.title('returns 117 MCP tools for github-mcp-server'), () => {
    const result = importCatalog(readFileSync(github.url, 'utf8'), { source: 'github' });
    const { catalog, warnings } = okOf(result);
    expect(catalog.format).toBe('mcp');
    expect(catalog.tools).toHaveLength(117);
    expect(warnings).toEqual([]);
  });

  for (const [folder, count] of [
    ['bfcl', 1287],
    ['livemcpbench', 527],
    ['metatool', 199],
  ] as const) {
    const data = dataset(folder);
    it.skipIf(!data.found)(data.title(`returns ${count} plain tools for ${folder}`), () => {
      const { catalog } = okOf(importCatalog(readFileSync(data.url, 'utf8')));
      expect(catalog.format).toBe('plain');
      expect(catalog.tools).toHaveLength(count);
      expect(new Set(catalog.tools.map((tool) => tool.name)).size).toBe(count);
    });
  }
});
