import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Catalog, makeTool, type Tool } from '../catalog/types';
import { lintCatalog } from './lintCatalog';

/** Each agent's cap as a lint finding under it: a tool at the cap passes, one past it does not. */

const catalog = (tools: Tool[], server = 'github'): Catalog => ({
  format: 'mcp',
  server,
  tools,
  ontology: { concepts: [] },
});
const GOOD = 'Look up the current weather for a city, returning temperature, wind and a forecast.';
const under = (rule: string, tools: Tool[], server?: string) =>
  lintCatalog(catalog(tools, server)).filter((finding) => finding.rule === rule);
const hash12 = (identity: string) =>
  createHash('sha1').update(identity, 'utf8').digest('hex').slice(0, 12);

describe("Claude Code's description cut", () => {
  const described = (length: number) => {
    const head = `${GOOD} `;
    return `${head}${'x'.repeat(length - head.length - 18)} the final clause.`;
  };

  it('passes a description of exactly 2,048 characters', () => {
    expect(described(2048)).toHaveLength(2048);
    expect(
      under('description-cut', [makeTool({ name: 'get_weather', description: described(2048) })]),
    ).toEqual([]);
  });

  it('shows what the model reads last and what it never sees, one character past the cap', () => {
    const description = `${'Look up the weather. '.repeat(97)}Then it ends with words nobody reads.`;
    expect(description.length).toBe(2074);
    const [finding] = under('description-cut', [makeTool({ name: 'get_weather', description })]);
    expect(finding).toMatchObject({
      severity: 'warning',
      agent: 'claude-code',
      tools: ['get_weather'],
    });
    expect(finding?.message).toBe(
      'Claude Code keeps the first 2,048 of the 2,074 characters of get_weather\'s description: the model reads it ending "…Look up the weather. Look up the weather. Then it end… [truncated]" and ToolSearch searches the same text; the last 26 characters, from "s with words nobody reads.", are never seen.',
    );
    expect(finding?.fix).toContain('CLAUDE_CODE_MAX_MCP_DESCRIPTION_LENGTH');
    expect(
      under('description-cut', [makeTool({ name: 'get_weather', description: described(2049) })]),
    ).toHaveLength(1);
  });

  it('says when the cut splits an emoji in two', () => {
    const description = `${'a'.repeat(2047)}😀 and more`;
    const [finding] = under('description-cut', [makeTool({ name: 'emoji_tool', description })]);
    expect(finding?.message).toContain('no low surrogate in string');
  });
});

describe("Codex's 64-byte names", () => {
  // "mcp__github" (11) + the 2-byte delimiter leaves 51 bytes for the name.
  const at = 'list_repository_pull_request_review_comments_by_user';

  it('keeps a name of 51 characters beside the server "github"', () => {
    expect(at.slice(0, 51)).toHaveLength(51);
    expect(under('name-renamed', [makeTool({ name: at.slice(0, 51), description: GOOD })])).toEqual(
      [],
    );
  });

  it('shows the cut, hashed name for one of 52', () => {
    expect(at).toHaveLength(52);
    const [finding] = under('name-renamed', [makeTool({ name: at, description: GOOD })]);
    const hashed = `${at.slice(0, 38)}_${hash12(`github\0github\0\0${at}\0${at}`)}`;
    expect(finding).toMatchObject({ agent: 'codex', severity: 'warning', tools: [at] });
    expect(finding?.message).toBe(
      `Codex shows ${at} to the model as mcp__github.${hashed}, not mcp__github.${at} (65 bytes with the delimiter): the namespace and the name, with Codex's 2-byte delimiter, are longer than its 64 bytes, so Codex cuts the name and ends it with a hash of the tool.`,
    );
    expect(finding?.fix).toContain('within 51 characters beside the server "github"');
  });

  it('shows the hashed names of two tools that sanitise alike', () => {
    const findings = under('name-renamed', [
      makeTool({ name: 'flight.book', description: GOOD }),
      makeTool({ name: 'flight_book', description: `${GOOD} Again.` }),
    ]);
    expect(
      findings.map((finding) => finding.message.split(' to the model as ')[1]?.split(',')[0]),
    ).toEqual([
      `mcp__github.flight_book_${hash12('github\0github\0\0flight.book\0flight.book')}`,
      `mcp__github.flight_book_${hash12('github\0github\0\0flight_book\0flight_book')}`,
    ]);
  });
});

describe('the Claude API regex pattern limit', () => {
  // `^` + the name + `$`: 200 characters for a name of 198 letters.
  it('passes a name whose exact pattern is 200 characters, and flags one of 201', () => {
    expect(
      under('name-over-pattern-limit', [makeTool({ name: 'a'.repeat(198), description: GOOD })]),
    ).toEqual([]);
    const [finding] = under('name-over-pattern-limit', [
      makeTool({ name: 'a'.repeat(199), description: GOOD }),
    ]);
    expect(finding).toMatchObject({ agent: 'anthropic-regex', tools: ['a'.repeat(199)] });
    expect(finding?.message).toContain(
      'name as an exact pattern is 201, so the model cannot ask for it whole',
    );
    // `^` and the 199 letters fit: the start is the whole name, and finds it alone.
    expect(finding?.message).toMatch(/, returns it\.$/);
  });

  it('names the tools the longest pattern that fits also finds', () => {
    const start = 'a'.repeat(205);
    const findings = under('name-over-pattern-limit', [
      makeTool({ name: `${start}_one`, description: GOOD }),
      makeTool({ name: `${start}_two`, description: `${GOOD} Two.` }),
    ]);
    expect(findings.map((finding) => finding.message.split(', returns ')[1])).toEqual([
      `it with ${start}_two.`,
      `it with ${start}_one.`,
    ]);
  });
});

describe('limits in the report', () => {
  const long = makeTool({ name: 'x'.repeat(60), description: `${GOOD} ${'y'.repeat(2100)}` });

  it('runs for every agent by default, and for those named only', () => {
    const rules = (limits?: Parameters<typeof lintCatalog>[1]) =>
      [
        ...new Set(
          lintCatalog(catalog([long]), limits).flatMap((f) =>
            f.agent ? [`${f.rule}:${f.agent}`] : [],
          ),
        ),
      ].sort();
    expect(rules()).toEqual(['description-cut:claude-code', 'name-renamed:codex']);
    expect(rules({ limits: ['codex'] })).toEqual(['name-renamed:codex']);
    expect(rules({ limits: [] })).toEqual([]);
  });
});
