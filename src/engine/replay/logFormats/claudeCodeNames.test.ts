import { describe, expect, it } from 'vitest';
import { buildMcpToolName } from '../../agents/claudeCode/names';
import { catalogNameResolver } from './claudeCode/names';

/** Claude Code's MCP names back to the catalog's, by the engine's own naming rule. */

describe('catalogNameResolver', () => {
  const resolve = catalogNameResolver([
    'create_issue',
    'get.me',
    'bing-cn-mcp__bing_search',
    'Bash',
    'mcp__linear__list_teams',
  ]);

  it('maps mcp__<server>__<tool> to the tool, whatever the server, as buildMcpToolName writes it', () => {
    expect(resolve(buildMcpToolName('github', 'create_issue'))).toEqual({
      name: 'create_issue',
      known: true,
    });
    expect(resolve(buildMcpToolName('my server', 'get.me'))).toEqual({
      name: 'get.me',
      known: true,
    });
  });

  it('maps a pooled catalog name <server>__<tool>, and a name the catalog holds as the log gives it', () => {
    expect(resolve(buildMcpToolName('bing-cn-mcp', 'bing_search'))).toEqual({
      name: 'bing-cn-mcp__bing_search',
      known: true,
    });
    expect(resolve('Bash')).toEqual({ name: 'Bash', known: true });
    expect(resolve('mcp__linear__list_teams')).toEqual({
      name: 'mcp__linear__list_teams',
      known: true,
    });
  });

  it('keeps and marks a name the catalog lacks; without a catalog keeps every name', () => {
    expect(resolve('mcp__github__delete_repo')).toEqual({
      name: 'mcp__github__delete_repo',
      known: false,
    });
    expect(resolve('mcp__create_issue')).toEqual({ name: 'mcp__create_issue', known: false });
    expect(catalogNameResolver(undefined)('mcp__a__b')).toEqual({ name: 'mcp__a__b', known: true });
  });
});
