import { describe, expect, it } from 'vitest';
import { makeTool } from '../catalog/types';
import { catalogServer, DEFAULT_SERVER, sourceServer, targetTools } from './targetTools';

describe('the server each tool is served by', () => {
  const tools = [makeTool({ name: 'a' }), makeTool({ name: 'b', origin: { server: 'slack' } })];

  it('takes the given name first, then the tool’s, the catalog’s, the source’s, then the default', () => {
    expect(targetTools({ tools, server: 'github' }, 'mine').map((t) => t.server)).toEqual([
      'mine',
      'mine',
    ]);
    expect(targetTools({ tools, server: 'github' }).map((t) => t.server)).toEqual([
      'github',
      'slack',
    ]);
    expect(targetTools({ tools, source: 'mcp:everything@1.0.0' })[0]?.server).toBe('everything');
    expect(targetTools({ tools, source: 'tools.json' })[0]?.server).toBe(DEFAULT_SERVER);
  });

  it('reads the server out of an mcp: source, whatever its version', () => {
    expect(sourceServer('mcp:github@')).toBe('github');
    expect(sourceServer('mcp:a@b@1.2')).toBe('a@b');
    expect(sourceServer('github.json')).toBeUndefined();
    expect(catalogServer({ tools: [], ontology: { concepts: [] }, format: 'mcp' }, 'x')).toBe('x');
  });

  it('lists a pooled tool under the name its server gives it, and leaves scaffolding out', () => {
    const pooled = targetTools({
      tools: [
        makeTool({ name: 'bing__search', origin: { server: 'bing' } }),
        makeTool({ name: 'bing__', origin: { server: 'bing' } }),
        makeTool({ name: 'search_tools', scaffolding: true }),
      ],
    });
    expect(pooled.map((t) => t.mcpName)).toEqual(['search', 'bing__']);
  });
});
