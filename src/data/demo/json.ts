import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

/** Where a JSON document comes from: a stored document, a workspace file, a URL or a ref. */
const jsonSource = {
  description:
    'The JSON to read: a stored JSON document, a workspace file, a URL, or a ref returned by an earlier read_json or query_json call.',
  oneOf: [
    {
      type: 'object',
      properties: {
        documentId: { type: 'string', description: 'Stored JSON document id, e.g. "jd_81f2".' },
      },
      required: ['documentId'],
    },
    {
      type: 'object',
      properties: {
        filePath: {
          type: 'string',
          description:
            'Workspace path, e.g. "/Exports/PAY/issues.json". .jsonl is read line by line.',
        },
      },
      required: ['filePath'],
    },
    {
      type: 'object',
      properties: {
        url: { type: 'string', format: 'uri' },
        headers: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Extra request headers.',
        },
      },
      required: ['url'],
    },
    {
      type: 'object',
      properties: {
        ref: { type: 'string', description: 'e.g. "ref:jd_81f2#/issues/0/changelog".' },
      },
      required: ['ref'],
    },
  ],
};

const shortSource = {
  type: 'object',
  description: 'One of documentId, filePath or ref (as in read_json).',
  properties: {
    documentId: { type: 'string' },
    filePath: { type: 'string' },
    ref: { type: 'string' },
  },
};

export const tools: Tool[] = [
  makeTool({
    name: 'read_json',
    description:
      'Read a node of a JSON document and return a bounded preview of it, never the whole payload, plus a reference for drilling down, so a large document is explored one level at a time. ' +
      'Address the node with a JSON Pointer ("/issues/0/fields") or a dotted path; omit both for the root. ' +
      'Objects are expanded to depth levels, arrays become a window of items with their total length, long strings are cut, and every elided branch carries a ref such as "ref:jd_81f2#/issues/0/changelog" that you pass back as source to read it next. ' +
      'Use query_json to collect every node matching a filter across the document; read_file for non-JSON text.',
    parameters: {
      type: 'object',
      properties: {
        source: jsonSource,
        pointer: {
          type: 'string',
          description:
            'RFC 6901 JSON Pointer to the node, e.g. "/issues/0/fields". "" is the root.',
        },
        path: {
          type: 'string',
          description: 'Dotted alternative to pointer; ignored when pointer is set.',
        },
        depth: {
          type: 'integer',
          minimum: 0,
          maximum: 8,
          default: 2,
          description: 'Levels of nesting to expand below the node; deeper branches become refs.',
        },
        preview: {
          type: 'object',
          description: 'Size budget for the whole preview.',
          properties: {
            maxChars: { type: 'integer', minimum: 500, maximum: 20000, default: 4000 },
            maxKeys: {
              type: 'integer',
              minimum: 1,
              default: 50,
              description: 'Keys shown per object; the rest are counted.',
            },
            keys: {
              type: 'array',
              items: { type: 'string' },
              description: 'Only these keys, e.g. ["id","status"].',
            },
          },
        },
        array: {
          type: 'object',
          description: 'Which items of an array node to show.',
          properties: {
            offset: { type: 'integer', minimum: 0, default: 0 },
            limit: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
            sample: {
              type: 'string',
              enum: ['head', 'tail', 'spread'],
              default: 'head',
              description: '"spread" picks evenly spaced items to show variety.',
            },
          },
        },
        strings: {
          type: 'object',
          properties: {
            truncateAt: { type: 'integer', minimum: 16, default: 200 },
            keepBinary: { type: 'boolean', default: false },
          },
        },
        include: {
          type: 'array',
          items: { type: 'string', enum: ['types', 'sizes', 'paths', 'schema'] },
          default: ['sizes'],
          description:
            'Annotations: JSON types of elided values, item and byte counts, full pointers, an inferred schema.',
        },
        onMissing: {
          type: 'string',
          enum: ['error', 'null'],
          default: 'error',
          description: '"error" fails with NODE_NOT_FOUND and lists the nearest existing keys.',
        },
      },
      required: ['source'],
    },
    capabilities: ['json:read', 'file:read'],
    domains: ['json'],
    entities: ['json-document', 'file'],
    concepts: ['json-document'],
  }),
  makeTool({
    name: 'query_json',
    description:
      'Run a JSONPath (default) or JMESPath query over a whole JSON document and return every match with its pointer, e.g. $.issues[?(@.fields.status=="Blocked")].key. ' +
      'Results are paged (limit, offset) and each match is trimmed to maxCharsPerMatch; use project to keep only a few fields per match. ' +
      'Use read_json instead to look at one node and browse its structure. Invalid syntax fails with QUERY_SYNTAX and the column of the error.',
    parameters: {
      type: 'object',
      properties: {
        source: shortSource,
        query: {
          type: 'string',
          description:
            'e.g. "$.issues[*].fields.assignee.displayName" or, in JMESPath, "issues[?priority==`high`].key".',
        },
        syntax: { type: 'string', enum: ['jsonpath', 'jmespath'], default: 'jsonpath' },
        project: {
          type: 'array',
          items: { type: 'string' },
          description: 'Relative pointers to keep in each match, e.g. ["/key","/fields/status"].',
        },
        variables: {
          type: 'object',
          additionalProperties: true,
          description: 'Values for $name placeholders in the query, e.g. {"status":"Blocked"}.',
        },
        sort: {
          type: 'object',
          properties: {
            by: {
              type: 'string',
              description: 'Relative pointer inside each match, e.g. "/fields/updated".',
            },
            order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
          },
          required: ['by'],
        },
        distinct: { type: 'boolean', default: false, description: 'Drop duplicate values.' },
        count: {
          type: 'boolean',
          default: false,
          description: 'Return only the number of matches.',
        },
        limit: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
        offset: { type: 'integer', minimum: 0, default: 0 },
        maxCharsPerMatch: { type: 'integer', minimum: 50, default: 500 },
        saveAs: {
          type: 'string',
          description:
            'Also write all matches to this workspace path as a JSON array and return its ref.',
        },
      },
      required: ['source', 'query'],
    },
    capabilities: ['json:query'],
    domains: ['json'],
    entities: ['json-document'],
    concepts: ['json-document'],
  }),
  makeTool({
    name: 'validate_json',
    description:
      'Validate a JSON document against a JSON Schema (draft 2020-12, 2019-09 or 07). Returns valid/invalid and up to maxErrors errors, each with the instance pointer, the schema keyword and a message.',
    parameters: {
      type: 'object',
      properties: {
        source: shortSource,
        schema: { type: 'object', description: 'Inline schema.' },
        schemaPath: { type: 'string', description: 'Or a workspace path or URL to the schema.' },
        draft: { type: 'string', enum: ['2020-12', '2019-09', '07'], default: '2020-12' },
        maxErrors: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
      },
      required: ['source'],
    },
    capabilities: ['json:validate'],
    domains: ['json'],
    entities: ['json-document'],
    concepts: ['json-document'],
  }),
  makeTool({
    name: 'diff_json',
    description:
      'Structural diff of two JSON documents. Returns an RFC 6902 patch that turns left into right, or a summary of added, removed and changed pointers. Arrays of objects can be matched by a key instead of by position.',
    parameters: {
      type: 'object',
      properties: {
        left: shortSource,
        right: shortSource,
        arrayMatchKey: { type: 'string', description: 'e.g. "id" to match array items by id.' },
        ignorePaths: {
          type: 'array',
          items: { type: 'string' },
          description: 'Pointers to skip, e.g. ["/updatedAt"].',
        },
        output: { type: 'string', enum: ['patch', 'summary'], default: 'summary' },
      },
      required: ['left', 'right'],
    },
    capabilities: ['json:diff'],
    domains: ['json'],
    entities: ['json-document'],
    concepts: ['json-document'],
  }),
  makeTool({
    name: 'patch_json',
    description:
      'Apply RFC 6902 JSON Patch operations to a stored JSON document or file, atomically: if any operation (including a test) fails, nothing is written. dryRun returns the result without saving.',
    parameters: {
      type: 'object',
      properties: {
        source: shortSource,
        operations: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            properties: {
              op: { type: 'string', enum: ['add', 'remove', 'replace', 'move', 'copy', 'test'] },
              path: { type: 'string' },
              from: { type: 'string', description: 'For move and copy.' },
              value: { description: 'For add, replace and test.' },
            },
            required: ['op', 'path'],
          },
        },
        dryRun: { type: 'boolean', default: false },
      },
      required: ['source', 'operations'],
    },
    capabilities: ['json:update'],
    domains: ['json'],
    entities: ['json-document'],
    concepts: ['json-document'],
  }),
  makeTool({
    name: 'write_json',
    description:
      'Write a JSON value to a workspace file and return its ref. Fails if the file exists unless overwrite is true.',
    parameters: {
      type: 'object',
      properties: {
        filePath: { type: 'string', description: 'e.g. "/Reports/sprint-42.json".' },
        value: {},
        pretty: { type: 'boolean', default: true },
        overwrite: { type: 'boolean', default: false },
      },
      required: ['filePath', 'value'],
    },
    capabilities: ['json:write', 'file:write'],
    domains: ['json', 'files'],
    entities: ['json-document', 'file'],
    concepts: ['json-document'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'json-document',
    label: 'JSON document',
    glossary:
      'A JSON document is structured data in JavaScript Object Notation: an API response, a project export, a config or a .json/.jsonl file. Navigated by JSON Pointer or JSONPath. Also called a JSON payload, JSON blob, JSON object or structured data.',
  },
];
