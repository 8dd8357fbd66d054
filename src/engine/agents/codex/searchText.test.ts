import { describe, expect, it } from 'vitest';
import { makeTool, type Tool } from '../../catalog/types';
import { codexNamespace, sanitizeToolName } from './names';
import { byteOrder, codexSearchText, codexToolInfo, rustTrim } from './searchText';

/**
 * Codex's search text and names: openai/codex `codex-rs/core/src/tools/handlers/mcp_search_tests.rs`
 * @ 2c65042bb4a46c7f8c36aa72b577ff9535ea845e (`search_info_uses_mcp_tool_metadata_and_parameter_names`,
 * its fixture and expected text), the fixtures of `tool_search.rs`'s tests, and the naming tests of
 * `codex-rs/codex-mcp/src/connection_manager_tests.rs` @ 000c857ecc17e5ab40a985bdaa40816450ee5ebf.
 */
const catalogTool = (name: string, description: string, properties = {}): Tool =>
  makeTool({ name, description, parameters: { type: 'object', properties } });

describe("Codex's mcp_search_tests", () => {
  it('search_info_uses_mcp_tool_metadata_and_parameter_names', () => {
    const text = codexSearchText({
      serverName: 'codex-apps',
      callableNamespace: 'mcp__calendar__',
      callableName: '_create_event',
      namespaceDescription: 'Plan events.',
      connectorName: 'Calendar',
      pluginDisplayNames: [' Calendar plugin ', ' '],
      tool: {
        name: 'createEvent',
        title: 'Create event',
        description: 'Create a calendar event.',
        inputSchema: {
          type: 'object',
          properties: { start_time: { type: 'string' }, attendees: { type: 'array' } },
        },
      },
    });
    expect(text).toBe(
      'mcp__calendar___create_event _create_event createEvent codex-apps Create event Create a calendar event. Calendar Plan events. Calendar plugin attendees start_time',
    );
  });
});

describe("the search text of tool_search.rs's fixtures", () => {
  it('is the flat name, the callable name, the raw name, the server and the description', () => {
    const info = codexToolInfo(
      catalogTool('create_event', 'Create events desktop tool'),
      'calendar',
    );
    expect(codexSearchText(info)).toBe(
      'mcp__calendarcreate_event create_event create_event calendar Create events desktop tool',
    );
  });

  it('ends with the argument names, never their descriptions', () => {
    const tool = catalogTool('lookup', 'Lookup metadata desktop tool', {
      api_token: { type: 'string', description: 'secret value' },
    });
    const text = codexSearchText(codexToolInfo(tool, 'secrets'));
    expect(text.endsWith(' api_token')).toBe(true);
    expect(text).not.toContain('secret value');
  });

  it('leaves out a blank description', () => {
    const text = codexSearchText(codexToolInfo(catalogTool('ping', ' \n '), 'net'));
    expect(text).toBe('mcp__netping ping ping net');
  });
});

describe("Codex's names", () => {
  it('namespaces a server as mcp__<server> (connection_manager_tests)', () => {
    expect(codexNamespace('codex_apps')).toBe('mcp__codex_apps');
    expect(codexNamespace('server1')).toBe('mcp__server1');
    expect(codexNamespace('mcp__already')).toBe('mcp__already');
  });

  it('turns each character outside [A-Za-z0-9_] into one underscore, and nothing into one', () => {
    expect(sanitizeToolName('calendar-server')).toBe('calendar_server');
    expect(sanitizeToolName('a.b c/d')).toBe('a_b_c_d');
    expect(sanitizeToolName('é🍕x')).toBe('__x');
    expect(sanitizeToolName('')).toBe('_');
    expect(codexToolInfo(catalogTool('get-file', 'x'), 'my server').callableNamespace).toBe(
      'mcp__my_server',
    );
  });
});

describe('Rust string rules', () => {
  it('trims Unicode White_Space as str::trim does: U+0085 goes, U+FEFF stays', () => {
    expect(rustTrim('\u0085 a \u00a0')).toBe('a');
    expect(rustTrim('\ufeffa')).toBe('\ufeffa');
  });

  it('orders by UTF-8 bytes: an astral character after U+FFFD', () => {
    expect(['\u{1f600}', '\ufffd', 'b', 'B'].sort(byteOrder)).toEqual([
      'B',
      'b',
      '\ufffd',
      '\u{1f600}',
    ]);
  });
});
