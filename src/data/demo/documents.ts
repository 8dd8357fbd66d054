import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

const documentId = {
  type: 'string',
  description: 'Document id, e.g. "DOC-311".',
};

export const tools: Tool[] = [
  makeTool({
    name: 'create_document',
    description:
      'Create a rich document (wiki page) in a project from Markdown, HTML or structured blocks and return its id, e.g. "DOC-311", its URL and version 1. ' +
      'A document can start from a template (meeting notes, RFC, postmortem, runbook, release notes), be placed in a folder of the project wiki, and be linked to work items at creation. ' +
      'Documents have comments, version history and sharing; for a plain file in the workspace use write_file instead. ' +
      'Fails with DUPLICATE_TITLE when a document with the same title exists in the folder, unless onConflict is "rename".',
    parameters: {
      type: 'object',
      properties: {
        projectId: { type: 'string', description: 'Project key, e.g. "PAY".' },
        title: { type: 'string', maxLength: 200, description: 'Page title, unique per folder.' },
        folderId: {
          type: 'string',
          description: 'Wiki folder id, e.g. "fold_12". Defaults to the project wiki root.',
        },
        content: {
          type: 'object',
          description: 'Initial body. Omit to create an empty page or to use the template as-is.',
          properties: {
            format: { type: 'string', enum: ['markdown', 'html', 'blocks'], default: 'markdown' },
            body: {
              type: 'string',
              description: 'The body in the chosen format; for blocks, a JSON array of blocks.',
            },
          },
          required: ['body'],
        },
        template: {
          type: 'string',
          enum: ['blank', 'meeting-notes', 'rfc', 'postmortem', 'runbook', 'release-notes'],
          default: 'blank',
        },
        templateValues: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Placeholder values for the template, e.g. {"incidentDate":"2025-11-04"}.',
        },
        linkedWorkItemIds: {
          type: 'array',
          items: { type: 'string', pattern: '^[A-Z][A-Z0-9]+-\\d+$' },
          maxItems: 25,
          description: 'Work item keys to attach the document to, e.g. ["WI-1042"].',
        },
        parentDocumentId: {
          type: 'string',
          description: 'Nest the page under another document, e.g. "DOC-120".',
        },
        pageStatus: {
          type: 'object',
          description: 'Review metadata shown in the page header.',
          properties: {
            status: {
              type: 'string',
              enum: ['draft', 'in-review', 'approved', 'outdated'],
              default: 'draft',
            },
            ownerId: {
              type: 'string',
              description: 'Member accountable for the page, e.g. "mem_23".',
            },
            reviewerIds: { type: 'array', items: { type: 'string' }, maxItems: 10 },
            reviewBy: { type: 'string', format: 'date' },
          },
        },
        icon: { type: 'string', description: 'An emoji shown before the title, e.g. "📘".' },
        tags: { type: 'array', items: { type: 'string' }, maxItems: 20 },
        visibility: {
          type: 'string',
          enum: ['project', 'team', 'private'],
          default: 'project',
          description: 'Who can read it before any explicit sharing.',
        },
        onConflict: { type: 'string', enum: ['fail', 'rename'], default: 'fail' },
        notifyWatchers: { type: 'boolean', default: false },
      },
      required: ['projectId', 'title'],
    },
    capabilities: ['document:create'],
    domains: ['documents'],
    entities: ['document', 'project', 'folder', 'work-item'],
    relationships: ['document.attached-to.work-item', 'document.belongs-to.project'],
    concepts: ['document'],
  }),
  makeTool({
    name: 'get_document',
    description:
      "A document's metadata and content, as Markdown by default; blocks gives block ids for targeted edits with update_document.",
    parameters: {
      type: 'object',
      properties: {
        documentId,
        format: { type: 'string', enum: ['markdown', 'blocks', 'html'], default: 'markdown' },
        version: { type: 'integer', description: 'Past version; default latest.' },
      },
      required: ['documentId'],
    },
    capabilities: ['document:read'],
    domains: ['documents'],
    entities: ['document'],
    concepts: ['document'],
  }),
  makeTool({
    name: 'update_document',
    description:
      'Edit a document: rename it, replace the whole body, or apply block-level operations (append, insert after a block, replace or delete a block). ' +
      'Pass expectedVersion to avoid overwriting a concurrent edit; a mismatch fails with VERSION_CONFLICT and returns the current version. Every call creates a new version.',
    parameters: {
      type: 'object',
      properties: {
        documentId,
        title: { type: 'string', maxLength: 200 },
        operations: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              op: {
                type: 'string',
                enum: [
                  'replace_all',
                  'append',
                  'prepend',
                  'insert_after',
                  'replace_block',
                  'delete_block',
                ],
              },
              blockId: { type: 'string', description: 'Target block for block operations.' },
              markdown: { type: 'string' },
            },
            required: ['op'],
          },
        },
        expectedVersion: { type: 'integer', minimum: 1 },
        changeSummary: { type: 'string', description: 'Shown in the version history.' },
      },
      required: ['documentId'],
    },
    capabilities: ['document:update'],
    domains: ['documents'],
    entities: ['document'],
    concepts: ['document'],
  }),
  makeTool({
    name: 'list_documents',
    description:
      'List documents in a project wiki or folder, newest first, with title, author, last editor and updated time. Not a full-text search: use search_text to find documents by their content.',
    parameters: {
      type: 'object',
      properties: {
        projectId: { type: 'string', description: 'Project key, e.g. "PAY".' },
        folderId: { type: 'string' },
        titleContains: { type: 'string' },
        tags: { type: 'array', items: { type: 'string' } },
        updatedSince: { type: 'string', format: 'date-time' },
        sort: {
          type: 'string',
          enum: ['updated_desc', 'created_desc', 'title_asc'],
          default: 'updated_desc',
        },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
        cursor: { type: 'string' },
      },
      required: ['projectId'],
    },
    capabilities: ['document:list'],
    domains: ['documents'],
    entities: ['document', 'project', 'folder'],
    concepts: ['document'],
  }),
  makeTool({
    name: 'export_document',
    description:
      'Render a document to PDF, DOCX, Markdown or HTML and save the result as a workspace file; returns the file path. To build a PDF from your own HTML or a template, use generate_pdf.',
    parameters: {
      type: 'object',
      properties: {
        documentId,
        format: { type: 'string', enum: ['pdf', 'docx', 'markdown', 'html'] },
        includeComments: { type: 'boolean', default: false },
        folderPath: { type: 'string', description: 'Destination folder, default "/Exports".' },
      },
      required: ['documentId', 'format'],
    },
    capabilities: ['document:export', 'export:create'],
    domains: ['documents', 'transfer'],
    entities: ['document', 'file', 'pdf'],
    concepts: ['document', 'export'],
  }),
  makeTool({
    name: 'attach_document_to_work_item',
    description:
      "Link a document to a work item so it shows in the item's Docs panel. Linking twice is a no-op.",
    parameters: {
      type: 'object',
      properties: {
        documentId,
        workItemId: { type: 'string', description: 'Work item key, e.g. "WI-1042".' },
      },
      required: ['documentId', 'workItemId'],
    },
    capabilities: ['document:link'],
    domains: ['documents'],
    entities: ['document', 'work-item'],
    relationships: ['document.attached-to.work-item'],
    concepts: ['document', 'work-item'],
  }),
  makeTool({
    name: 'delete_document',
    description:
      'Move a document to the trash, where it can be restored for 30 days. permanent: true skips the trash and needs workspace admin rights.',
    parameters: {
      type: 'object',
      properties: {
        documentId,
        permanent: { type: 'boolean', default: false },
      },
      required: ['documentId'],
    },
    capabilities: ['document:delete'],
    domains: ['documents'],
    entities: ['document'],
    concepts: ['document'],
  }),
  makeTool({
    name: 'list_document_versions',
    description:
      'Version history of a document: number, author, time and change summary. Read an old revision with get_document and its version number.',
    parameters: {
      type: 'object',
      properties: {
        documentId,
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
      },
      required: ['documentId'],
    },
    capabilities: ['document:read'],
    domains: ['documents'],
    entities: ['document'],
    concepts: ['document'],
  }),
  makeTool({
    name: 'share_document',
    description:
      'Grant members or teams access to a document, or turn on a public read-only link. Grants add to existing access; a lower role never downgrades someone who already has more.',
    parameters: {
      type: 'object',
      properties: {
        documentId,
        grants: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              principalId: { type: 'string', description: 'Member id ("mem_23") or team id.' },
              role: { type: 'string', enum: ['viewer', 'commenter', 'editor'] },
            },
            required: ['principalId', 'role'],
          },
        },
        publicLink: { type: 'string', enum: ['off', 'view'], description: 'Omit to leave as is.' },
      },
      required: ['documentId'],
    },
    capabilities: ['document:share'],
    domains: ['documents'],
    entities: ['document', 'member', 'team', 'permission'],
    relationships: ['document.shared-with.member'],
    concepts: ['document', 'permission'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'document',
    label: 'Document',
    glossary:
      'A document is a rich-text page in the project wiki, with comments, version history and sharing, that can be linked to work items. Also called a doc, wiki page, page, note, spec, write-up or knowledge-base article.',
  },
];
