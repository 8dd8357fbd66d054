import { TARGET_INFO } from '../agents/core';
import { descriptionAt, schemaArguments, type Tool } from '../catalog/core';
import { LEVER_READERS } from './levers';
import type { FixLever, FixRanker, ToolFix } from './types';

/**
 * Where a fix goes in a server's code: the tool's registration call under an official MCP SDK,
 * with the fixed fields filled in and a comment on each changed line naming the lever and who
 * reads it. Every line is one the SDK's source reads:
 *
 * - TypeScript, `@modelcontextprotocol/sdk` 1.32.2 (the version this project locks):
 *   `dist/esm/server/mcp.d.ts` declares `McpServer.registerTool(name, { title, description,
 *   inputSchema, outputSchema, annotations, _meta }, cb)`; `dist/esm/server/mcp.js` lists the tool
 *   with that `title`, `description` and `_meta`, and its input schema through zod's
 *   `toJSONSchema`, where `.describe(text)` is the property's `description`. `annotations.title`
 *   (`ToolAnnotationsSchema`, "A human-readable title") is the older place for a title; Codex
 *   searches the top-level `title` only, so that is where a title fix goes.
 * - Python, modelcontextprotocol/python-sdk: `src/mcp/server/mcpserver/server.py` at c52ff28a8fc1
 *   declares `MCPServer.tool(name, title, description, annotations, icons, meta,
 *   structured_output)` and lists each tool with `_meta=info.meta`;
 *   `src/mcp/server/mcpserver/tools/base.py` at 6844f7a84a4e takes `description or fn.__doc__`;
 *   `src/mcp/server/mcpserver/utilities/func_metadata.py` at 63e3d27d48e5 keeps each parameter's
 *   annotation inside its pydantic field, so `Annotated[T, Field(description=…)]` is the
 *   argument's description, and refuses a parameter named with a leading `_`. PyPI's `mcp` 2.3.0
 *   has the same `MCPServer.tool` signature. The older `src/mcp/server/fastmcp/server.py` (at
 *   685975c4af85) has `FastMCP.tool(name, title, description, annotations, structured_output)`
 *   and no `meta`: there the hint and always-load cannot be set through the decorator.
 *
 * Exact: the call shapes and the string literals (a TypeScript literal is JSON, a Python one
 * escapes what its grammar needs). A reading: an argument's type, written from its JSON Schema
 * `type` alone (its items, fields and formats are the author's own code).
 */

export type SnippetSdk = 'typescript' | 'python';

const hex = (code: number, width: number) => code.toString(16).padStart(width, '0');

/**
 * A TypeScript string literal of `text`: JSON's, which JavaScript reads the same, with the line
 * and paragraph separators escaped too (JSON leaves them raw, and an editor breaks the line there).
 */
export const typescriptString = (text: string): string =>
  JSON.stringify(text).replace(/[\u2028\u2029]/g, (c) => `\\u${hex(c.charCodeAt(0), 4)}`);

/**
 * A Python string literal of `text` in double quotes: a backslash, a double quote, control
 * characters, the line and paragraph separators and lone surrogates escaped (UTF-8 source
 * cannot hold a lone surrogate), other characters as they are.
 */
export const pythonString = (text: string): string => {
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += text.slice(i, i + 2);
      i++;
    } else if (code === 0x5c) out += '\\\\';
    else if (code === 0x22) out += '\\"';
    else if (code === 0x0a) out += '\\n';
    else if (code === 0x0d) out += '\\r';
    else if (code === 0x09) out += '\\t';
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) out += `\\x${hex(code, 2)}`;
    else if (code === 0x2028 || code === 0x2029 || (code >= 0xd800 && code <= 0xdfff))
      out += `\\u${hex(code, 4)}`;
    else out += text[i];
  }
  return `${out}"`;
};

const PY_KEYWORDS = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
);
const isPythonName = (name: string) =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !PY_KEYWORDS.has(name);

/** A Python function name for the tool (the decorator's `name=` carries the real one). */
const functionName = (tool: string): string => {
  const name = tool.replace(/[^A-Za-z0-9_]/g, '_');
  return isPythonName(name) && !/^\d/.test(name) ? name : `tool_${name}`;
};

const readerLabel = (ranker: FixRanker) =>
  ranker === 'toollens' ? 'toollens' : TARGET_INFO[ranker].label;

/** What a changed line says: the lever, who reads it, and what it costs. */
const leverNote = (lever: FixLever, quote: (text: string) => string, was?: string): string => {
  const readers = `read by ${LEVER_READERS[lever].map(readerLabel).join(', ')}`;
  switch (lever) {
    case 'name':
      return `name, BREAKING: renamed from ${quote(was ?? '')}, every caller of the old name breaks; ${readers}`;
    case 'title':
      return `title (the MCP title, not annotations.title): ${readers}`;
    case 'search-hint':
      return `search hint: ${readers}'s ToolSearch alone, never shown to a model`;
    case 'always-load':
      return `always-load: ${readers}, declared up front in every turn, never searched`;
    default:
      return `${lever}: ${readers}`;
  }
};

type Arg = { name: string; top: boolean; type: string; required: boolean; description: string };

/** The fixed tool's fields: each lever's last fix, or the tool's own text. */
const fixedFields = (tool: Tool, fixes: readonly ToolFix[]) => {
  const last = (lever: FixLever) => fixes.filter((fix) => fix.lever === lever).at(-1);
  const alwaysLoad = last('always-load');
  const args = new Map<string, Arg>();
  const schemaArgs = schemaArguments(tool.parameters);
  for (const fix of fixes.filter((each) => each.lever === 'argument-description')) {
    const pointer = fix.pointer ?? '';
    const found = schemaArgs.find((arg) => arg.pointer === pointer);
    const schema = found?.schema as { type?: unknown } | undefined;
    args.set(pointer, {
      name: found?.name ?? pointer,
      top: found?.depth === 0,
      type: typeof schema?.type === 'string' ? schema.type : '',
      required: found?.required ?? false,
      description: fix.after,
    });
  }
  return {
    name: last('name')?.after ?? tool.name,
    title: last('title')?.after ?? tool.title ?? '',
    description: last('description')?.after ?? descriptionAt(tool),
    hint: last('search-hint')?.after ?? tool.agentHints?.searchHint ?? '',
    alwaysLoad: alwaysLoad ? alwaysLoad.after === 'true' : tool.agentHints?.alwaysLoad === true,
    args: [...args].map(([pointer, arg]) => ({ pointer, ...arg })),
    changed: new Set(fixes.map((fix) => fix.lever)),
  };
};

type Fields = ReturnType<typeof fixedFields>;

const ZOD: Record<string, string> = {
  string: 'z.string()',
  integer: 'z.number().int()',
  number: 'z.number()',
  boolean: 'z.boolean()',
  array: 'z.array(z.unknown())',
  object: 'z.record(z.string(), z.unknown())',
};
const PY_TYPES: Record<string, string> = {
  string: 'str',
  integer: 'int',
  number: 'float',
  boolean: 'bool',
  array: 'list',
  object: 'dict',
};

/**
 * `line` with `// note` (or `# note`) on the line above it when the lever changed: above, not
 * after, so a long description does not push its note out of sight.
 */
const noted = (line: string, mark: string, note: string | undefined) =>
  note === undefined ? line : `${/^\s*/.exec(line)?.[0] ?? ''}${mark} ${note}\n${line}`;

const TYPES_NOTE = "each type is read from the tool's JSON Schema: keep yours";

const TS_MARK = '//';
const PY_MARK = '#';

const typescriptSnippet = (tool: Tool, f: Fields): string[] => {
  const q = typescriptString;
  const note = (lever: FixLever) =>
    f.changed.has(lever) ? leverNote(lever, q, tool.name) : undefined;
  const lines = [
    '// server: an McpServer of @modelcontextprotocol/sdk (registerTool, as in 1.32.2)',
    'server.registerTool(',
    noted(`  ${q(f.name)},`, TS_MARK, note('name')),
    '  {',
  ];
  if (f.title !== '') lines.push(noted(`    title: ${q(f.title)},`, TS_MARK, note('title')));
  lines.push(noted(`    description: ${q(f.description)},`, TS_MARK, note('description')));
  if (f.args.length > 0) {
    lines.push('    inputSchema: {');
    if (f.args.some((arg) => arg.top)) lines.push(`      // ${TYPES_NOTE}`);
    for (const arg of f.args) {
      const describe = `.describe(${q(arg.description)})`;
      const key = /^[A-Za-z_$][\w$]*$/.test(arg.name) ? arg.name : q(arg.name);
      const type = ZOD[arg.type] ?? 'z.unknown()';
      const optional = arg.required ? '' : '.optional()';
      lines.push(
        arg.top
          ? noted(
              `      ${key}: ${type}${describe}${optional},`,
              TS_MARK,
              note('argument-description'),
            )
          : `      // the argument at ${q(arg.pointer)}: ${describe} on its own schema; ${note('argument-description')}`,
      );
    }
    lines.push('      // …the other arguments as they are', '    },');
  }
  lines.push(
    `    // ${f.args.length > 0 ? '' : 'inputSchema, '}outputSchema, annotations: as they are`,
  );
  if (f.hint !== '' || f.alwaysLoad) {
    lines.push('    _meta: {');
    if (f.hint !== '')
      lines.push(
        noted(`      "anthropic/searchHint": ${q(f.hint)},`, TS_MARK, note('search-hint')),
      );
    if (f.alwaysLoad)
      lines.push(noted('      "anthropic/alwaysLoad": true,', TS_MARK, note('always-load')));
    lines.push('      // …and any other _meta keys the tool has', '    },');
  }
  lines.push('  },', "  handler, // the tool's handler, as it is", ');');
  return lines;
};

const pythonSnippet = (tool: Tool, f: Fields): string[] => {
  const q = pythonString;
  const note = (lever: FixLever) =>
    f.changed.has(lever) ? leverNote(lever, q, tool.name) : undefined;
  const lines = [
    '# mcp: an MCPServer (from mcp.server.mcpserver import MCPServer; meta= as in mcp 2.3.0)',
  ];
  if (f.args.length > 0) {
    const any = f.args.some((arg) => PY_TYPES[arg.type] === undefined);
    lines.push(
      `from typing import Annotated${any ? ', Any' : ''}`,
      '',
      'from pydantic import Field',
      '',
    );
  }
  lines.push('@mcp.tool(', noted(`    name=${q(f.name)},`, PY_MARK, note('name')));
  if (f.title !== '') lines.push(noted(`    title=${q(f.title)},`, PY_MARK, note('title')));
  lines.push(noted(`    description=${q(f.description)},`, PY_MARK, note('description')));
  if (f.hint !== '' || f.alwaysLoad) {
    lines.push('    meta={');
    if (f.hint !== '')
      lines.push(
        noted(`        "anthropic/searchHint": ${q(f.hint)},`, PY_MARK, note('search-hint')),
      );
    if (f.alwaysLoad)
      lines.push(noted('        "anthropic/alwaysLoad": True,', PY_MARK, note('always-load')));
    lines.push('        # …and any other _meta keys the tool has', '    },');
  }
  lines.push(
    '    # annotations, structured_output: as they are',
    ')',
    `def ${functionName(f.name)}(`,
  );
  if (f.args.some((arg) => arg.top)) lines.push(`    # ${TYPES_NOTE}`);
  for (const arg of f.args) {
    const field = `Field(description=${q(arg.description)})`;
    const type = PY_TYPES[arg.type] ?? 'Any';
    const annotated = arg.required
      ? `Annotated[${type}, ${field}]`
      : `Annotated[${type} | None, ${field}] = None`;
    lines.push(
      arg.top && isPythonName(arg.name) && !arg.name.startsWith('_')
        ? noted(`    ${arg.name}: ${annotated},`, PY_MARK, note('argument-description'))
        : `    # the argument at ${q(arg.pointer)}: ${field} on its own field; ${note('argument-description')}`,
    );
  }
  lines.push(
    f.args.length > 0
      ? '    # …the other arguments as they are'
      : '    # the arguments, as they are',
    '):',
    "    ...  # the tool's body, as it is",
  );
  return lines;
};

/**
 * The registration call of `tool` with `fixes` applied (each lever's last fix wins, its `after`
 * the text), under the official SDK of `sdk`: a text to paste where the tool is registered.
 */
export const fixSnippet = (tool: Tool, fixes: readonly ToolFix[], sdk: SnippetSdk): string => {
  const fields = fixedFields(tool, fixes);
  const lines =
    sdk === 'typescript' ? typescriptSnippet(tool, fields) : pythonSnippet(tool, fields);
  return lines.join('\n');
};
