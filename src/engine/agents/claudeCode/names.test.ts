import { describe, expect, it } from 'vitest';
import { buildMcpToolName, byPoolOrder, normalizeNameForMCP, parseToolName } from './names';
import { sanitizeUnicode } from './sanitize';

describe('Claude Code MCP names', () => {
  it.each([
    ['create_issue', 'create_issue'],
    ['git-hub', 'git-hub'],
    ['my server.v2', 'my_server_v2'],
    ['café', 'caf_'],
    // An emoji is two UTF-16 units, each replaced: the source's regex has no `u` flag.
    ['run🚀', 'run__'],
  ])('normalizeNameForMCP(%j) is %j', (name, normalized) => {
    expect(normalizeNameForMCP(name)).toBe(normalized);
  });

  it('collapses runs of _ and trims them only for a "claude.ai " server', () => {
    expect(normalizeNameForMCP('claude.ai Google  Drive!')).toBe('claude_ai_Google_Drive');
    expect(normalizeNameForMCP('other.ai Google  Drive!')).toBe('other_ai_Google__Drive_');
  });

  it('names a tool mcp__<server>__<tool>', () => {
    expect(buildMcpToolName('github', 'create_issue')).toBe('mcp__github__create_issue');
    expect(buildMcpToolName('claude.ai Slack', 'send message')).toBe(
      'mcp__claude_ai_Slack__send_message',
    );
  });
});

describe('parseToolName', () => {
  it('splits an MCP name on __ and _, lower-cased, keeping hyphens', () => {
    expect(parseToolName('mcp__plugin_oh-my-claudecode_x__ask_codex')).toEqual({
      parts: ['plugin', 'oh-my-claudecode', 'x', 'ask', 'codex'],
      full: 'plugin oh-my-claudecode x ask codex',
      isMcp: true,
    });
  });

  it('drops empty parts of a run of underscores, and the full name keeps the gap', () => {
    expect(parseToolName('mcp__a___b')).toEqual({ parts: ['a', 'b'], full: 'a  b', isMcp: true });
  });

  it('splits other names at a lower→upper boundary and at _, not inside an acronym', () => {
    expect(parseToolName('NotebookEdit')).toEqual({
      parts: ['notebook', 'edit'],
      full: 'notebook edit',
      isMcp: false,
    });
    expect(parseToolName('WebFetch_HTMLPage').parts).toEqual(['web', 'fetch', 'htmlpage']);
  });
});

describe('the pool order', () => {
  it('is English collation, not code-unit order: _ before letters, case after letters', () => {
    const names = ['mcp__s__getIssue', 'mcp__s__get_issue', 'mcp__s__Zeta', 'mcp__s__alpha'];
    expect([...names].sort()).toEqual([
      'mcp__s__Zeta',
      'mcp__s__alpha',
      'mcp__s__getIssue',
      'mcp__s__get_issue',
    ]);
    expect([...names].sort(byPoolOrder)).toEqual([
      'mcp__s__alpha',
      'mcp__s__get_issue',
      'mcp__s__getIssue',
      'mcp__s__Zeta',
    ]);
  });
});

describe('sanitizeUnicode', () => {
  it('applies NFKC and drops format and private-use characters until the text settles', () => {
    expect(sanitizeUnicode('ﬁnd\u200Bsym\uE000bol')).toBe('findsymbol');
    expect(sanitizeUnicode('tag\u{E0041}ged')).toBe('tagged');
    expect(sanitizeUnicode('plain ascii_text')).toBe('plain ascii_text');
  });
});
