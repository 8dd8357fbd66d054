import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeTool } from '../../catalog/types';
import type { TargetTool } from '../target';
import { CODEX_MAX_TOOL_NAME_LENGTH, codexModelNames } from './modelNames';

/**
 * Codex's own cases from `codex-rs/codex-mcp/src/connection_manager_tests.rs`
 * (`test_normalize_tools_*`, openai/codex @ 00a35b1bf7756fef83d5100d40804d2a9c4e6a04), the exact
 * hashed names worked out here with node's SHA-1, and the normaliser's promises as properties.
 */

const held = (server: string, name: string): TargetTool => ({
  tool: makeTool({ name, description: 'A tool.' }),
  server,
  mcpName: name,
});
const shown = (tools: TargetTool[]) =>
  codexModelNames(tools).map(({ shown }) => (shown ? `${shown.namespace}.${shown.name}` : null));
const hash12 = (identity: string) =>
  createHash('sha1').update(identity, 'utf8').digest('hex').slice(0, 12);
const identity = (server: string, name: string) => `${server}\0${server}\0\0${name}\0${name}`;

describe('codexModelNames, as Codex names MCP tools for the model', () => {
  it('keeps short, distinct names (test_normalize_tools_short_non_duplicated_names)', () => {
    expect(shown([held('server1', 'tool1'), held('server1', 'tool2')])).toEqual([
      'mcp__server1.tool1',
      'mcp__server1.tool2',
    ]);
  });

  it('skips a second tool of the same identity (test_normalize_tools_duplicated_names_skipped)', () => {
    const names = codexModelNames([held('server1', 'dup'), held('server1', 'dup')]);
    expect(names.map((name) => name.shown)).toEqual([
      { namespace: 'mcp__server1', name: 'dup' },
      undefined,
    ]);
  });

  it('cuts long names to 64 bytes with a hash (test_normalize_tools_long_names_same_server)', () => {
    const long = 'extremely_lengthy_function_name_that_absolutely_surpasses_all_reasonable_limits';
    const names = codexModelNames([
      held('my_server', long),
      held('my_server', `yet_another_${long}`),
    ]);
    for (const { shown } of names) {
      expect(shown?.namespace).toBe('mcp__my_server');
      expect((shown?.namespace.length ?? 0) + 2 + (shown?.name.length ?? 0)).toBe(64);
    }
    // 64 - "mcp__my_server" (14) - 2 = 48 bytes for the name: 35 kept, "_" and 12 hex digits.
    expect(names[0]?.shown?.name).toBe(
      `${long.slice(0, 35)}_${hash12(identity('my_server', long))}`,
    );
    expect(names[0]?.renames).toEqual(['too-long']);
  });

  it('sanitises, keeping no hyphen (test_normalize_tools_sanitizes_invalid_characters, …_keeps_hyphenated_…)', () => {
    expect(
      shown([held('server.one', 'tool.two-three'), held('music-studio', 'get-strudel-guide')]),
    ).toEqual(['mcp__server_one.tool_two_three', 'mcp__music_studio.get_strudel_guide']);
  });

  it('hashes namespaces that sanitise alike (…_disambiguates_sanitized_namespace_collisions)', () => {
    const names = codexModelNames([held('basic-server', 'lookup'), held('basic_server', 'query')]);
    expect(names.map(({ shown }) => shown?.namespace)).toEqual([
      `mcp__basic_server_${hash12('basic-server\0basic-server\0')}`,
      `mcp__basic_server_${hash12('basic_server\0basic_server\0')}`,
    ]);
    expect(names.every(({ renames }) => renames.includes('namespace-clash'))).toBe(true);
  });

  it('hashes names that sanitise alike (…_disambiguates_sanitized_tool_name_collisions)', () => {
    expect(shown([held('server', 'tool-name'), held('server', 'tool_name')])).toEqual([
      `mcp__server.tool_name_${hash12(identity('server', 'tool-name'))}`,
      `mcp__server.tool_name_${hash12(identity('server', 'tool_name'))}`,
    ]);
  });

  it('keeps a name of exactly 64 bytes and cuts one of 65', () => {
    const fits = 'a'.repeat(64 - 'mcp__github'.length - 2);
    expect(shown([held('github', fits)])).toEqual([`mcp__github.${fits}`]);
    const over = `${fits}b`;
    expect(shown([held('github', over)])).toEqual([
      `mcp__github.${fits.slice(0, 51 - 13)}_${hash12(identity('github', over))}`,
    ]);
  });

  it('always shows unique names within 64 bytes, and a short unclashing name as it is', () => {
    const name = fc.stringMatching(/^[a-z_.-]{1,70}$/);
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom('gh', 'g-h', 'g_h', 'a.very.long.server.name.indeed'), name),
          {
            maxLength: 12,
          },
        ),
        (pairs) => {
          const tools = pairs.map(([server, tool]) => held(server, tool));
          const names = codexModelNames(tools);
          const visible = names.flatMap(({ shown }) =>
            shown ? [`${shown.namespace}${shown.name}`] : [],
          );
          expect(new Set(visible).size).toBe(visible.length);
          for (const { shown, plain, renames } of names) {
            if (!shown) continue;
            expect(shown.namespace.length + 2 + shown.name.length).toBeLessThanOrEqual(
              CODEX_MAX_TOOL_NAME_LENGTH,
            );
            if (renames.length === 0) expect(shown).toEqual(plain);
          }
          const distinct = new Set(pairs.map(([server, tool]) => `${server}\0${tool}`)).size;
          expect(visible.length).toBe(distinct);
        },
      ),
    );
  });
});
