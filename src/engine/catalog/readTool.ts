import { type IssueLog, pointer } from './issues';
import { schemaTooDeep } from './limits';
import { readAgentHints } from './readAgentHints';
import type { JsonSchema, Tool } from './types';
import { describeValue, isRecord, own, quote } from './values';

/**
 * Reading one tool, whatever the format, into the catalog model. Every field is read and checked
 * on its own so one import reports all of a tool's problems at once. The Tool is built field by
 * field, never by spreading input, so keys such as "__proto__" can't reach a prototype.
 */

/** Where a format keeps the JSON Schema of the arguments. */
export type SchemaKey = 'parameters' | 'inputSchema' | 'input_schema';

/** Where one tool's fields live, as its format lays them out. */
export type ToolSite = {
  /** The object holding name, description and schema (for OpenAI Chat, the inner `function`). */
  holder: Record<string, unknown>;
  /** The path of `holder`, e.g. `/tools/3` or `/3/function`. */
  at: string;
  /** How issues name the tool: its name, or `#index` when it has none. */
  label: string;
  schemaKey: SchemaKey;
  /** Read the tag lists and `scaffolding` (native format only; other formats have none). */
  tagged: boolean;
};

/** The tool when it had no errors, and its name when that alone was valid (for duplicates). */
export type ReadTool = { tool: Tool | undefined; name: string | undefined; site: ToolSite };

const TAG_FIELDS = ['capabilities', 'domains', 'entities', 'relationships', 'concepts'] as const;
type TagField = (typeof TAG_FIELDS)[number];
type Tags = Record<TagField, string[]>;

/** A fresh empty schema per tool, so editing one tool's schema can't change another's. */
const emptySchema = (): JsonSchema => ({ type: 'object', properties: {} });

const isBlank = (text: string): boolean => text.trim() === '';

/** How issues name an element: its `name` (or OpenAI Chat's `function.name`), else `#index`. */
export const toolLabel = (element: unknown, index: number): string => {
  const holder = isRecord(element) ? own(element, 'function') : undefined;
  for (const candidate of [element, holder]) {
    const name = isRecord(candidate) ? own(candidate, 'name') : undefined;
    if (typeof name === 'string' && !isBlank(name)) return name;
  }
  return `#${index}`;
};

export const readTool = (site: ToolSite, log: IssueLog): ReadTool => {
  const before = log.errors.length;
  const name = readName(site, log);
  const description = readDescription(site, log);
  const parameters = readSchema(site, log);
  const tags = site.tagged ? readTags(site, log) : emptyTags();
  const scaffolding = site.tagged ? readScaffolding(site, log) : undefined;
  const agentHints = readAgentHints(site, log);
  const titles = readTitles(site, log);
  if (
    name === undefined ||
    description === undefined ||
    parameters === undefined ||
    tags === undefined ||
    log.errors.length > before
  ) {
    return { tool: undefined, name, site };
  }
  const tool: Tool = {
    name,
    ...titles,
    description,
    parameters,
    capabilities: tags.capabilities,
    domains: tags.domains,
    entities: tags.entities,
    relationships: tags.relationships,
    concepts: tags.concepts,
  };
  if (scaffolding !== undefined) tool.scaffolding = scaffolding;
  if (agentHints !== undefined) tool.agentHints = agentHints;
  // Multi-server catalogs (livemcpbench) name each tool's MCP server: a natural domain.
  const server = own(site.holder, 'server');
  if (typeof server === 'string' && !isBlank(server)) tool.origin = { server };
  return { tool, name, site };
};

const fail = (site: ToolSite, log: IssueLog, field: string, message: string, path?: string) => {
  log.errors.push({ path: path ?? pointer(site.at, field), tool: site.label, field, message });
};

const readName = (site: ToolSite, log: IssueLog): string | undefined => {
  const name = own(site.holder, 'name');
  if (typeof name === 'string' && !isBlank(name)) return name;
  const message =
    name === undefined
      ? 'tool has no name'
      : `name must be a non-empty string, found ${describeValue(name)}`;
  fail(site, log, 'name', message);
  return undefined;
};

/**
 * MCP's two titles: `title` and `annotations.title`. Both are kept as given (blank included) so an
 * export writes back what came in. A title that is not a string is dropped with a warning, not
 * refused: the tool is whole without it, and a live server's one bad field should not hide its
 * catalog. The rest of `annotations` (the behaviour hints) is not the catalog's business.
 */
const readTitles = (site: ToolSite, log: IssueLog): Pick<Tool, 'title' | 'annotationTitle'> => {
  const titles: Pick<Tool, 'title' | 'annotationTitle'> = {};
  const warn = (path: string, field: string, value: unknown) =>
    log.warnings.push({
      path,
      tool: site.label,
      field,
      message: `${field} must be a string, found ${describeValue(value)}; it is ignored`,
    });
  const title = own(site.holder, 'title');
  if (typeof title === 'string') titles.title = title;
  else if (title !== undefined) warn(pointer(site.at, 'title'), 'title', title);
  const annotations = own(site.holder, 'annotations');
  const annotationTitle = isRecord(annotations) ? own(annotations, 'title') : undefined;
  if (typeof annotationTitle === 'string') titles.annotationTitle = annotationTitle;
  else if (annotationTitle !== undefined)
    warn(pointer(pointer(site.at, 'annotations'), 'title'), 'annotations.title', annotationTitle);
  return titles;
};

const readDescription = (site: ToolSite, log: IssueLog): string | undefined => {
  const description = own(site.holder, 'description');
  if (typeof description === 'string') return description;
  if (description === undefined) {
    // Several formats make it optional; the tool is still usable, it just can't be found by text.
    const path = pointer(site.at, 'description');
    const message = 'no description; using an empty one, so only the name can match a search';
    log.warnings.push({ path, tool: site.label, field: 'description', message });
    return '';
  }
  fail(
    site,
    log,
    'description',
    `description must be a string, found ${describeValue(description)}`,
  );
  return undefined;
};

const readSchema = (site: ToolSite, log: IssueLog): JsonSchema | undefined => {
  const schema = own(site.holder, site.schemaKey);
  if (schema === undefined) return emptySchema();
  // Kept as parsed: JSON.parse makes "__proto__" an own data key, which is harmless here.
  if (isRecord(schema)) {
    const tooDeep = schemaTooDeep(schema, site.schemaKey);
    if (tooDeep === undefined) return schema;
    fail(site, log, site.schemaKey, tooDeep);
    return undefined;
  }
  const message = `${site.schemaKey} must be a JSON Schema object, found ${describeValue(schema)}`;
  fail(site, log, site.schemaKey, message);
  return undefined;
};

const emptyTags = (): Tags => ({
  capabilities: [],
  domains: [],
  entities: [],
  relationships: [],
  concepts: [],
});

const readTags = (site: ToolSite, log: IssueLog): Tags | undefined => {
  const tags = emptyTags();
  let ok = true;
  for (const field of TAG_FIELDS) {
    const list = readTagList(site, log, field);
    if (list === undefined) ok = false;
    else tags[field] = list;
  }
  return ok ? tags : undefined;
};

/** A tag list: absent means none; otherwise an array of non-empty strings, copied. */
const readTagList = (site: ToolSite, log: IssueLog, field: TagField): string[] | undefined => {
  const value = own(site.holder, field);
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    fail(site, log, field, `${field} must be an array of strings, found ${describeValue(value)}`);
    return undefined;
  }
  const list: string[] = [];
  let ok = true;
  value.forEach((item: unknown, index) => {
    const path = pointer(pointer(site.at, field), index);
    if (typeof item !== 'string' || isBlank(item)) {
      const message = `${field} must hold non-empty strings, found ${describeValue(item)}`;
      fail(site, log, field, message, path);
      ok = false;
    } else if (field === 'relationships' && !isRelationship(item)) {
      const message = `relationship ${quote(item)} must be entity.relation.entity: three non-empty parts separated by "." (e.g. work-item.assigned-to.member)`;
      fail(site, log, field, message, path);
      ok = false;
    } else {
      list.push(item);
    }
  });
  return ok ? list : undefined;
};

/** `entity.relation.entity`: exactly three parts, none empty. */
const isRelationship = (text: string): boolean => {
  const parts = text.split('.');
  return parts.length === 3 && parts.every((part) => part.trim() !== '');
};

const readScaffolding = (site: ToolSite, log: IssueLog): boolean | undefined => {
  const value = own(site.holder, 'scaffolding');
  if (value === undefined || typeof value === 'boolean') return value;
  fail(
    site,
    log,
    'scaffolding',
    `scaffolding must be true or false, found ${describeValue(value)}`,
  );
  return undefined;
};
