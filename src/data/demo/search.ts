import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

export const tools: Tool[] = [
  makeTool({
    name: 'search_text',
    description:
      'Full-text search across the content of documents, comments and work items (titles, descriptions), and optionally the text of uploaded files and PDFs. ' +
      'Supports exact phrases in quotes, prefix matching (invoic*), exclusion (-draft) and field filters such as author, project, label and date range. ' +
      'Results are ranked by relevance with highlighted snippets and grouped by kind; each hit has the id to open it with get_document, get_work_item or read_file. ' +
      'Only content the caller may read is returned. Use search_files to find files by name, search_code for source code, and run a saved view for structured filters over work item fields.',
    parameters: {
      type: 'object',
      properties: {
        query: {
          type: 'string',
          description: 'e.g. "\\"refund window\\" -draft" or "timeout AND checkout".',
        },
        scopes: {
          type: 'array',
          items: {
            type: 'string',
            enum: ['work-items', 'comments', 'documents', 'files', 'pdfs'],
          },
          default: ['work-items', 'comments', 'documents'],
        },
        projectIds: {
          type: 'array',
          items: { type: 'string' },
          description: 'e.g. ["PAY","CORE"].',
        },
        filters: {
          type: 'object',
          properties: {
            authorId: { type: 'string' },
            labelIds: { type: 'array', items: { type: 'string' } },
            workTypeIds: { type: 'array', items: { type: 'string' } },
            updatedAfter: { type: 'string', format: 'date' },
            updatedBefore: { type: 'string', format: 'date' },
            includeArchived: { type: 'boolean', default: false },
          },
        },
        match: {
          type: 'string',
          enum: ['all-words', 'any-word'],
          default: 'all-words',
        },
        fields: {
          type: 'array',
          items: { type: 'string', enum: ['title', 'body', 'comments', 'custom-fields'] },
          description: 'Restrict matching to these parts; all by default.',
        },
        facets: {
          type: 'array',
          items: { type: 'string', enum: ['kind', 'project', 'author', 'label', 'state'] },
          description: 'Also return hit counts per value of these facets.',
        },
        highlight: { type: 'boolean', default: true },
        snippetChars: { type: 'integer', minimum: 40, maximum: 400, default: 160 },

        sort: { type: 'string', enum: ['relevance', 'updated'], default: 'relevance' },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        cursor: { type: 'string' },
      },
      required: ['query'],
    },
    capabilities: ['search:text'],
    domains: ['search'],
    entities: ['document', 'comment', 'work-item', 'file', 'pdf'],
    concepts: ['search-index'],
  }),
  makeTool({
    name: 'search_everything',
    description:
      'Quick-switcher lookup by name across the workspace (projects, work items, documents, dashboards, members, assets, files), top hits per kind. Names only; search_text searches content.',
    parameters: {
      type: 'object',
      properties: {
        query: { type: 'string' },
        limitPerKind: { type: 'integer', maximum: 20, default: 5 },
      },
      required: ['query'],
    },
    capabilities: ['search:global'],
    domains: ['search'],
    entities: ['project', 'work-item', 'document', 'dashboard', 'member', 'asset', 'file'],
    concepts: ['search-index'],
  }),
  makeTool({
    name: 'find_similar_items',
    description:
      'Find work items and documents similar in meaning to a work item or a draft text, e.g. to catch duplicate bug reports. Scores run 0–1.',
    parameters: {
      type: 'object',
      properties: {
        workItemId: { type: 'string', description: 'e.g. "WI-1042".' },
        text: { type: 'string' },
        minScore: { type: 'number', default: 0.75 },
        limit: { type: 'integer', maximum: 50, default: 10 },
      },
    },
    capabilities: ['search:similar'],
    domains: ['search'],
    entities: ['work-item', 'document'],
    concepts: ['search-index', 'work-item'],
  }),
  makeTool({
    name: 'reindex_search',
    description:
      'Rebuild the search index for a project or the whole workspace, when recent changes do not show in search_text. Runs in the background; returns a job id.',
    parameters: {
      type: 'object',
      properties: {
        projectId: { type: 'string', description: 'Omit for the whole workspace (admins only).' },
      },
    },
    capabilities: ['search:reindex'],
    domains: ['search'],
    entities: ['project'],
    concepts: ['search-index'],
  }),
  makeTool({
    name: 'get_search_index_status',
    description:
      'Freshness of the search index: last indexed time, backlog, and any running reindex job.',
    parameters: { type: 'object', properties: {} },
    capabilities: ['search:read'],
    domains: ['search'],
    entities: [],
    concepts: ['search-index'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'search-index',
    label: 'Search index',
    glossary:
      'The search index is the full-text index over work items, comments, documents and file contents that powers search. Also called full-text search, keyword search, find, lookup or grep across the workspace.',
  },
];
