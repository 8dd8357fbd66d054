import { describe, expect, it } from 'vitest';
import { makeTool } from '../../catalog/types';
import type { TargetTool } from '../target';
import { targetTools } from '../targetTools';
import { ANTHROPIC_REGEX_K } from './limit';
import {
  ANTHROPIC_REGEX_FIELD_CHARS,
  ANTHROPIC_REGEX_MAX_PATTERN,
  anthropicRegexFieldChars,
  anthropicRegexTarget,
} from './target';

/** A small catalog named for the documentation's examples (its pages show patterns, not tools). */
const catalog: TargetTool[] = [
  makeTool({
    name: 'get_weather',
    description: 'Get the current weather for a city.',
    parameters: {
      type: 'object',
      properties: { city: { type: 'string', description: 'City name, e.g. Paris' } },
    },
  }),
  makeTool({ name: 'get_forecast_data', description: 'Hourly Weather forecast.' }),
  makeTool({ name: 'get_user_data', description: 'A user profile by id.' }),
  makeTool({
    name: 'run_query',
    description: 'Run a SQL query against the analytics database.',
  }),
  makeTool({ name: 'database_query', description: 'Query rows.' }),
  makeTool({ name: 'post_to_Slack', description: 'Post a message to a Slack channel.' }),
  makeTool({
    name: 'send_message',
    description: 'Send a chat message.',
    parameters: {
      type: 'object',
      properties: {
        target: {
          type: 'object',
          properties: { workspace: { type: 'string', description: 'the slack workspace' } },
        },
      },
    },
  }),
].map((tool) => ({ tool, server: 'demo', mcpName: tool.name }));

const target = anthropicRegexTarget(catalog);
const found = (pattern: string) => target.search(pattern).ranked.map((hit) => hit.name);

describe('anthropic-regex: the documented examples', () => {
  it('"weather" finds the tools whose name or description holds it, case-sensitively', () => {
    // get_forecast_data says "Weather" (capital W): not found without (?i).
    expect(found('weather')).toEqual(['get_weather']);
  });

  it('"get_.*_data" finds the data getters by name', () => {
    expect(found('get_.*_data')).toEqual(['get_forecast_data', 'get_user_data']);
  });

  it('"database.*query|query.*database" finds either order, in catalog order', () => {
    expect(found('database.*query|query.*database')).toEqual(['run_query', 'database_query']);
  });

  it('"(?i)slack" is case-insensitive and reads nested argument descriptions', () => {
    expect(found('(?i)slack')).toEqual(['post_to_Slack', 'send_message']);
    expect(found('slack')).toEqual(['send_message']);
  });

  it('names the field and the matched text of each hit', () => {
    const [hit] = target.search('(?i)weather').ranked;
    expect(hit?.why).toEqual([
      'name: "get_weather" (matched "weather")',
      'description: "Get the current weather for a city." (matched "weather")',
    ]);
    expect(target.search('Paris').ranked[0]?.why).toEqual([
      'argument city description: "City name, e.g. Paris" (matched "Paris")',
    ]);
    expect(target.search('^workspace$').ranked[0]?.why).toEqual([
      'argument name target.workspace: "workspace" (matched "workspace")',
    ]);
  });

  it('explains the hits within k and those asked for; past k, a hit has no why', () => {
    const answer = target.search('_', { k: 2 });
    expect(answer.ranked.map((hit) => hit.why.length > 0)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    const asked = target.search('_', { k: 2, explain: ['send_message'] });
    expect(asked.ranked.find((hit) => hit.name === 'send_message')?.why).toEqual([
      'name: "send_message" (matched "_")',
    ]);
  });

  it("searches the name the tool's server lists, not a pooled catalog's prefixed name", () => {
    const pooled = anthropicRegexTarget(
      targetTools({
        tools: [makeTool({ name: 'weather__get_forecast', description: 'Forecast.' })],
        server: 'weather',
      }),
    );
    expect(pooled.agentName('weather__get_forecast')).toBe('get_forecast');
    expect(pooled.search('^get_').returned).toEqual(['weather__get_forecast']);
    expect(pooled.search('weather').returned).toEqual([]);
  });

  it('matches every tool with an empty pattern, as re.search does', () => {
    expect(found('')).toHaveLength(catalog.length);
  });

  it('runs over each field apart: a match does not span two fields', () => {
    expect(found('weather.*city')).toEqual(['get_weather']);
    expect(found('get_weather.*Get')).toEqual([]);
  });

  it('returns the first k matches in catalog order, the rest ranked past k', () => {
    const answer = target.search('_');
    expect(answer.k).toBe(ANTHROPIC_REGEX_K);
    expect(answer.form).toBe('regex');
    expect(answer.ranked.map((hit) => hit.rank)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(answer.returned).toEqual(answer.ranked.slice(0, 5).map((hit) => hit.name));
    expect(target.search('_', { k: 2 }).returned).toEqual(['get_weather', 'get_forecast_data']);
    expect(target.exactness).toBe('documentation');
    expect(target.agentName('get_weather')).toBe('get_weather');
    expect(target.agentName('nope')).toBeUndefined();
  });
});

describe('anthropic-regex: refusals', () => {
  it('takes a pattern of 200 characters and refuses 201', () => {
    const at200 = `weather|${'x'.repeat(ANTHROPIC_REGEX_MAX_PATTERN - 8)}`;
    expect(Array.from(at200)).toHaveLength(200);
    expect(target.search(at200).refusal).toBeUndefined();
    expect(target.search(at200).returned).toEqual(['get_weather']);
    const at201 = `${at200}x`;
    const refused = target.search(at201);
    expect(refused.refusal).toEqual({
      code: 'invalid_tool_input',
      by: 'agent',
      message:
        'anthropic-regex: the pattern is 201 characters; the tool search tool takes at most 200',
    });
    expect(refused.ranked).toEqual([]);
    expect(refused.returned).toEqual([]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(target.search('😀'.repeat(200)).refusal).toBeUndefined();
  });

  it("refuses an invalid pattern with Python's message", () => {
    expect(target.search('get_(weather').refusal).toEqual({
      code: 'invalid_tool_input',
      by: 'agent',
      message:
        'anthropic-regex: Python\'s re rejects "get_(weather": missing ), unterminated subpattern at position 4',
    });
    expect(target.search('a(?i)b').refusal?.message).toContain(
      'global flags not at the start of the expression at position 1',
    );
  });

  it('refuses, as toollens, what it cannot run as Python would', () => {
    const refusal = target.search('(?i)(a)\\1').refusal;
    expect(refusal?.code).toBe('not_emulated');
    expect(refusal?.by).toBe('toollens');
  });
});

describe('anthropic-regex: bounded work', () => {
  it('does not run (a+)+$, whose backtracking is exponential, and says so', () => {
    const long = anthropicRegexTarget([
      {
        tool: makeTool({ name: 'long', description: `${'a'.repeat(40)}!` }),
        server: 'demo',
        mcpName: 'long',
      },
    ]);
    const answer = long.search('(a+)+$');
    expect(answer.refusal?.code).toBe('not_emulated');
    expect(answer.refusal?.message).toContain('the repetition at position 4');
    expect(long.search('(?:a|aa)*$').refusal?.code).toBe('not_emulated');
    expect(long.search('(?>a+)+$').refusal).toBeUndefined();
  });

  it('does not run 98 optional characters in a row (their ways to fail grow exponentially)', () => {
    // Within 200 characters, and it froze the search on "get_weather" before it was refused.
    const answer = target.search(`get${'.?'.repeat(98)}r`);
    expect(answer.refusal?.code).toBe('not_emulated');
    expect(answer.refusal?.message).toContain('98 repetitions of variable length in a row');
    expect(target.search(`get${'.?'.repeat(8)}r`).returned).toEqual([
      'get_weather',
      'get_forecast_data',
      'get_user_data',
    ]);
  });

  it('reads a field up to ANTHROPIC_REGEX_FIELD_CHARS only, so a quadratic pattern stays fast', () => {
    const text = `${'get_'.repeat(250_000)}data`;
    const long = anthropicRegexTarget([
      { tool: makeTool({ name: 'long', description: text }), server: 'demo', mcpName: 'long' },
    ]);
    const started = performance.now();
    const answer = long.search('get_.*_data');
    const elapsed = performance.now() - started;
    // "data" sits past the bound: not seen, and the search is quick.
    expect(text.length).toBeGreaterThan(ANTHROPIC_REGEX_FIELD_CHARS);
    expect(answer.ranked).toEqual([]);
    expect(elapsed).toBeLessThan(2_000);
  });
});

describe('anthropic-regex: the field bound grows tighter with long repetitions in a row', () => {
  it('reads 1,000 units for a.*b.*c, so a failing search over a long field stays fast', () => {
    // Over 10,000 units this search took 184 s (n^3 backtracking steps).
    expect(anthropicRegexFieldChars(2)).toBe(1_000);
    const long = anthropicRegexTarget([
      {
        tool: makeTool({ name: 'long', description: 'ab'.repeat(5_000) }),
        server: 'demo',
        mcpName: 'long',
      },
    ]);
    const started = performance.now();
    expect(long.search('a.*b.*c').ranked).toEqual([]);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('keeps the full bound for one long repetition', () => {
    expect(anthropicRegexFieldChars(0)).toBe(ANTHROPIC_REGEX_FIELD_CHARS);
    expect(anthropicRegexFieldChars(1)).toBe(ANTHROPIC_REGEX_FIELD_CHARS);
    expect([3, 4].map(anthropicRegexFieldChars)).toEqual([177, 63]);
  });
});
