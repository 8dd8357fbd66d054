import { ListToolsResultSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { formatIssue, type ImportIssue, plural, pointer, schemaTooDeep } from '../engine/core';
import { McpConnectionError } from './errors';

/**
 * One page of a tools/list answer, checked as the SDK's schema defines it and against the
 * catalog's own limit on a schema's depth (past it, writing the tools as catalog text would
 * overflow JSON.stringify). A problem is reported as an import problem is: its path, the tool
 * (by name, or `#index` when it has none) and the field.
 */
export type ToolsPage = { tools: Tool[]; nextCursor?: string };

const nameAt = (raw: unknown, index: number): string => {
  const tools = (raw as { tools?: unknown } | null)?.tools;
  const name = Array.isArray(tools) ? (tools[index] as { name?: unknown } | null)?.name : undefined;
  return typeof name === 'string' && name !== '' ? name : `#${index}`;
};

/** An issue at `path` of the raw answer, naming the tool and its field when it is in one. */
const issueAt = (raw: unknown, path: readonly PropertyKey[], message: string): ImportIssue => {
  const at = path.reduce<string>((base, segment) => pointer(base, String(segment)), '');
  const [list, index, field] = path;
  if (list !== 'tools' || typeof index !== 'number') return { path: at, message };
  return {
    path: at,
    tool: nameAt(raw, index),
    ...(field === undefined ? {} : { field: String(field) }),
    message,
  };
};

const tooDeep = (tools: readonly Tool[]): ImportIssue[] =>
  tools.flatMap((tool, index) => {
    const message = schemaTooDeep(tool.inputSchema, 'inputSchema');
    if (message === undefined) return [];
    return [
      { path: `/tools/${index}/inputSchema`, tool: tool.name, field: 'inputSchema', message },
    ];
  });

/** The page's tools and cursor, or a McpConnectionError naming `target`, the page and the place. */
export const readToolsPage = (raw: unknown, target: string, page: number): ToolsPage => {
  const parsed = ListToolsResultSchema.safeParse(raw);
  const issues = parsed.success
    ? tooDeep(parsed.data.tools)
    : parsed.error.issues.map((issue) => issueAt(raw, issue.path, issue.message));
  const [first] = issues;
  if (parsed.success && first === undefined) return parsed.data;
  const rest = issues.length - 1;
  const more = rest > 0 ? ` (and ${plural(rest, 'more problem')})` : '';
  throw new McpConnectionError(
    'protocol',
    target,
    `${first ? formatIssue(first, `${target}, tools/list page ${page}`) : `${target}: tools/list page ${page} is invalid`}${more}`,
  );
};
