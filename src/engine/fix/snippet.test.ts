import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeTool } from '../catalog/core';
import { fixSnippet, pythonString, typescriptString } from './snippet';
import type { ToolFix } from './types';

/**
 * The snippet's shape under each SDK, and its string literals: evaluated, each gives back the
 * text it was made from (JSON.parse for TypeScript's; for Python's, a decoder of the literal
 * grammar below, and Python itself where python3 is on the PATH).
 */

/**
 * A Python double-quoted string literal decoded by the language reference's escape rules (the
 * ones pythonString may emit, and the rest of the single-character escapes); an unescaped quote
 * or line break inside is an error, as it is to Python.
 */
const decodePython = (literal: string): string => {
  if (!/^".*"$/s.test(literal)) throw new Error(`not a double-quoted literal: ${literal}`);
  const body = literal.slice(1, -1);
  const simple: Record<string, string> = {
    '\\': '\\',
    "'": "'",
    '"': '"',
    a: '\x07',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
  };
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string;
    if (char === '"' || char === '\n' || char === '\r') throw new Error(`raw ${char} at ${i}`);
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = body[i + 1] ?? '';
    const width = { x: 2, u: 4, U: 8 }[next];
    if (width !== undefined) {
      const digits = body.slice(i + 2, i + 2 + width);
      if (!/^[0-9a-fA-F]+$/.test(digits) || digits.length !== width)
        throw new Error(`bad \\${next} escape at ${i}`);
      out += String.fromCodePoint(Number.parseInt(digits, 16));
      i += 1 + width;
    } else if (simple[next] !== undefined) {
      out += simple[next];
      i++;
    } else throw new Error(`unknown escape \\${next} at ${i}`);
  }
  return out;
};

const tool = makeTool({
  name: 'create_refund',
  description: 'Creates a refund.',
  parameters: {
    type: 'object',
    properties: { amount: { type: 'number' }, note: { type: 'string' } },
    required: ['amount'],
  },
  agentHints: { alwaysLoad: true },
});

const fix = (
  lever: ToolFix['lever'],
  before: string,
  after: string,
  pointer?: string,
): ToolFix => ({
  lever,
  tool: 'create_refund',
  before,
  after,
  words: [],
  ...(pointer ? { pointer } : {}),
});

// biome-ignore lint/suspicious/noTemplateCurlyInString: `${` is text a literal must keep
const HARD = 'He said "hi" \\ then ${x} and """triple""" \'q\'\nnext line\r\tend \u2028 é 🎉';

/** Whether `lines` has `line` with `comment` on the line above it. */
const under = (lines: readonly string[], comment: string, line: string) =>
  lines.some((each, at) => each === line && lines[at - 1] === comment);

describe('fixSnippet', () => {
  it('fills each fixed field in the TypeScript call, a comment above naming lever and readers', () => {
    const text = fixSnippet(
      tool,
      [
        fix('search-hint', '', 'money back'),
        fix('title', '', 'Money back'),
        fix('description', 'Creates a refund.', 'Creates a refund. Use it to get money back.'),
      ],
      'typescript',
    );
    const lines = text.split('\n');
    expect(lines).toContain('server.registerTool(');
    expect(lines).toContain('  "create_refund",');
    expect(
      under(
        lines,
        '    // title (the MCP title, not annotations.title): read by Codex',
        '    title: "Money back",',
      ),
    ).toBe(true);
    expect(
      under(
        lines,
        '    // description: read by Codex, Claude Code, Claude API regex, toollens',
        '    description: "Creates a refund. Use it to get money back.",',
      ),
    ).toBe(true);
    expect(
      under(
        lines,
        "      // search hint: read by Claude Code's ToolSearch alone, never shown to a model",
        '      "anthropic/searchHint": "money back",',
      ),
    ).toBe(true);
    // The always-load the tool already has stays in its _meta, unmarked: it did not change.
    expect(
      under(
        lines,
        '      "anthropic/searchHint": "money back",',
        '      "anthropic/alwaysLoad": true,',
      ),
    ).toBe(true);
    expect(lines).toContain('    // inputSchema, outputSchema, annotations: as they are');
  });

  it('marks a rename as breaking and names the old name', () => {
    for (const sdk of ['typescript', 'python'] as const) {
      const text = fixSnippet(tool, [fix('name', 'create_refund', 'create_refund_money')], sdk);
      expect(text).toMatch(/BREAKING: renamed from "create_refund".*\n.*"create_refund_money",/);
    }
  });

  it('puts an argument description where each SDK reads it', () => {
    const fixes = [
      fix('argument-description', '', 'How much, in cents', '/properties/amount'),
      fix('argument-description', '', 'Why', '/properties/note'),
    ];
    const note = 'argument-description: read by Claude API regex, toollens';
    const ts = fixSnippet(tool, fixes, 'typescript').split('\n');
    expect(
      under(ts, `      // ${note}`, '      amount: z.number().describe("How much, in cents"),'),
    ).toBe(true);
    expect(
      under(ts, `      // ${note}`, '      note: z.string().describe("Why").optional(),'),
    ).toBe(true);
    expect(ts).toContain('    // outputSchema, annotations: as they are');
    const py = fixSnippet(tool, fixes, 'python').split('\n');
    expect(py).toContain('from typing import Annotated');
    expect(
      under(
        py,
        `    # ${note}`,
        '    amount: Annotated[float, Field(description="How much, in cents")],',
      ),
    ).toBe(true);
    expect(
      under(
        py,
        `    # ${note}`,
        '    note: Annotated[str | None, Field(description="Why")] = None,',
      ),
    ).toBe(true);
  });

  it('gives Python the meta= the MCPServer decorator takes, and a function name Python accepts', () => {
    const dashed = makeTool({ name: 'refund-create', description: 'x' });
    const text = fixSnippet(dashed, [fix('always-load', 'false', 'true')], 'python');
    expect(text).toContain('@mcp.tool(\n    name="refund-create",');
    expect(text).toMatch(
      /meta=\{\n {8}# always-load: read by Claude Code.*\n {8}"anthropic\/alwaysLoad": True,/,
    );
    expect(text).toContain('def refund_create(');
    expect(fixSnippet(makeTool({ name: 'import' }), [], 'python')).toContain('def tool_import(');
  });

  it('writes a hard description as a literal that reads back exactly, in both languages', () => {
    const ts = fixSnippet(tool, [fix('description', 'Creates a refund.', HARD)], 'typescript');
    const tsLiteral = /description: (".*"),/.exec(ts)?.[1] ?? '';
    expect(JSON.parse(tsLiteral)).toBe(HARD);
    const py = fixSnippet(tool, [fix('description', 'Creates a refund.', HARD)], 'python');
    const pyLiteral = /description=(".*"),/.exec(py)?.[1] ?? '';
    expect(decodePython(pyLiteral)).toBe(HARD);
  });
});

describe('string literals', () => {
  const texts = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.string({
      unit: fc.constantFrom(
        '"',
        "'",
        '\\',
        '\n',
        '\r',
        '$',
        '{',
        '}',
        'a',
        '\u2028',
        '\0',
        '\x7f',
        '\ud800',
        '\udc00',
      ),
    }),
  );

  it('TypeScript: JSON.parse of the literal is the text, on one line', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const literal = typescriptString(text);
        expect(JSON.parse(literal)).toBe(text);
        expect(literal).not.toMatch(/[\n\r\u2028\u2029]/);
      }),
    );
  });

  it('Python: the literal decodes to the text, on one line', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const literal = pythonString(text);
        expect(decodePython(literal)).toBe(text);
        expect(literal).not.toMatch(/[\n\r\u2028\u2029]/);
      }),
    );
  });

  it('the decoder refuses what Python refuses', () => {
    expect(() => decodePython('"a"b"')).toThrow();
    expect(() => decodePython('"a\nb"')).toThrow();
    expect(() => decodePython('"\\q"')).toThrow();
    expect(decodePython('"\\x41\\u00e9\\U0001F389"')).toBe('Aé🎉');
  });

  const python = (() => {
    try {
      execFileSync('python3', ['-c', 'pass']);
      return true;
    } catch {
      return false;
    }
  })();

  it.skipIf(!python)('Python itself reads each literal back (skipped: no python3)', () => {
    const samples = fc.sample(texts, { numRuns: 300, seed: 7 }).concat([HARD, '"""', '\\']);
    // Lone surrogates cannot cross as UTF-8: each text goes over as its UTF-16 code units.
    const script =
      'import ast, json, sys\nfor line in sys.stdin:\n    literal, units = json.loads(line)\n    text = ast.literal_eval(literal)\n    got = [u for c in text for u in ([ord(c)] if ord(c) < 0x10000 else [0xd800 + ((ord(c) - 0x10000) >> 10), 0xdc00 + ((ord(c) - 0x10000) & 0x3ff)])]\n    print("ok" if got == units else "bad " + literal)\n';
    const input = samples
      .map((text) =>
        JSON.stringify([
          pythonString(text),
          Array.from({ length: text.length }, (_, i) => text.charCodeAt(i)),
        ]),
      )
      .join('\n');
    const answers = execFileSync('python3', ['-c', script], { input, encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(answers.filter((answer) => answer !== 'ok')).toEqual([]);
    expect(answers).toHaveLength(samples.length);
  });
});
