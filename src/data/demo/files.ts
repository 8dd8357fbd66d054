import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

const path = {
  type: 'string',
  description: 'Workspace path or file id, e.g. "/Projects/PAY/api.md".',
};

export const tools: Tool[] = [
  makeTool({
    name: 'read_file',
    description:
      'Read a text file from the workspace (UTF-8 by default), optionally a byte window of a large one. ' +
      'Binary formats have dedicated readers: read_pdf, read_spreadsheet, read_json, describe_image.',
    parameters: {
      type: 'object',
      properties: {
        path,
        offset: { type: 'integer', minimum: 0, default: 0 },
        maxBytes: { type: 'integer', minimum: 1, maximum: 1048576, default: 65536 },
        encoding: { type: 'string', enum: ['utf-8', 'latin-1', 'utf-16'], default: 'utf-8' },
      },
      required: ['path'],
    },
    capabilities: ['file:read'],
    domains: ['files'],
    entities: ['file'],
    concepts: ['file'],
  }),
  makeTool({
    name: 'write_file',
    description:
      'Write text to a workspace file, creating missing folders. mode says what to do if it exists.',
    parameters: {
      type: 'object',
      properties: {
        path: { type: 'string', description: 'e.g. "/Notes/retro.md".' },
        content: { type: 'string' },
        mode: {
          type: 'string',
          enum: ['overwrite', 'append', 'create-only'],
          default: 'create-only',
        },
      },
      required: ['path', 'content'],
    },
    capabilities: ['file:write'],
    domains: ['files'],
    entities: ['file', 'folder'],
    concepts: ['file'],
  }),
  makeTool({
    name: 'list_folder',
    description:
      'List the contents of a workspace folder: files and subfolders with size, type and modified time.',
    parameters: {
      type: 'object',
      properties: {
        path: { type: 'string', default: '/' },
        recursive: { type: 'boolean', default: false },
        limit: { type: 'integer', maximum: 1000, default: 200 },
      },
    },
    capabilities: ['file:list'],
    domains: ['files'],
    entities: ['folder', 'file'],
    concepts: ['file'],
  }),
  makeTool({
    name: 'create_folder',
    description:
      'Create a folder in the workspace; parents are created as needed. Existing folders are left as they are.',
    parameters: {
      type: 'object',
      properties: { path: { type: 'string', description: 'e.g. "/Projects/PAY/Contracts".' } },
      required: ['path'],
    },
    capabilities: ['file:create'],
    domains: ['files'],
    entities: ['folder'],
    concepts: ['file'],
  }),
  makeTool({
    name: 'move_file',
    description:
      'Move or rename a file or folder. Links from work items and documents follow the move.',
    parameters: {
      type: 'object',
      properties: {
        from: path,
        to: { type: 'string', description: 'New path.' },
        overwrite: { type: 'boolean', default: false },
      },
      required: ['from', 'to'],
    },
    capabilities: ['file:move'],
    domains: ['files'],
    entities: ['file', 'folder'],
    concepts: ['file'],
  }),
  makeTool({
    name: 'delete_file',
    description: 'Delete a file or an empty folder. Files go to the trash for 30 days.',
    parameters: {
      type: 'object',
      properties: { path },
      required: ['path'],
    },
    capabilities: ['file:delete'],
    domains: ['files'],
    entities: ['file', 'folder'],
    concepts: ['file'],
  }),
  makeTool({
    name: 'upload_file',
    description:
      'Store a file in the workspace from a URL or from base64 content (up to 25 MB inline, 2 GB by URL) and optionally attach it to a work item. Returns the path and file id.',
    parameters: {
      type: 'object',
      properties: {
        url: { type: 'string', format: 'uri' },
        base64: { type: 'string', description: 'Use instead of url for small files.' },
        fileName: { type: 'string' },
        folderPath: { type: 'string', default: '/Uploads' },
        attachToWorkItemId: { type: 'string', description: 'e.g. "WI-1042".' },
      },
      required: ['fileName'],
    },
    capabilities: ['file:upload'],
    domains: ['files'],
    entities: ['file', 'work-item'],
    relationships: ['file.attached-to.work-item'],
    concepts: ['file'],
  }),
  makeTool({
    name: 'get_file_metadata',
    description:
      'Size, MIME type, checksum, owner, created and modified times, and the work items a file is attached to.',
    parameters: {
      type: 'object',
      properties: { path },
      required: ['path'],
    },
    capabilities: ['file:read'],
    domains: ['files'],
    entities: ['file'],
    concepts: ['file'],
  }),
  makeTool({
    name: 'search_files',
    description:
      'Find workspace files by name, extension, owner or date. Set contentMatch to also look inside text, PDF and Office files; for documents and comments use search_text.',
    parameters: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'Name fragment or glob, e.g. "invoice*2025".' },
        folderPath: { type: 'string' },
        extensions: {
          type: 'array',
          items: { type: 'string' },
          description: 'e.g. ["pdf","xlsx"].',
        },
        ownerId: { type: 'string' },
        modifiedAfter: { type: 'string', format: 'date' },
        contentMatch: { type: 'boolean', default: false },
        limit: { type: 'integer', maximum: 200, default: 50 },
      },
    },
    capabilities: ['file:search'],
    domains: ['files'],
    entities: ['file', 'folder'],
    concepts: ['file'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'file',
    label: 'File',
    glossary:
      'A file is any item stored in the workspace file area, organised in folders: uploads, attachments, exports, generated reports. Also called an attachment, upload, blob or drive file; a folder is also called a directory.',
  },
];
