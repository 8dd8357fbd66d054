import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

const projectId = { type: 'string', description: 'Project key, e.g. "PAY".' };

export const tools: Tool[] = [
  makeTool({
    name: 'export_work_items_csv',
    description:
      'Export work items to a CSV file in the workspace: all items of a project, the items of a saved view, or an explicit list. ' +
      'Choose the columns (built-in fields and custom field keys); multi-value fields are joined with "; ". Up to 50,000 rows; returns the file path and row count.',
    parameters: {
      type: 'object',
      properties: {
        projectId,
        viewId: { type: 'string', description: 'Export exactly what this saved view shows.' },
        workItemIds: { type: 'array', items: { type: 'string' } },
        filter: {
          type: 'object',
          description: 'Narrows projectId exports; ignored with viewId.',
          properties: {
            stateKeys: { type: 'array', items: { type: 'string' } },
            assigneeIds: { type: 'array', items: { type: 'string' } },
            labelIds: { type: 'array', items: { type: 'string' } },
            updatedAfter: { type: 'string', format: 'date' },
          },
        },
        columns: {
          type: 'array',
          items: { type: 'string' },
          default: ['key', 'title', 'type', 'state', 'assignee', 'priority', 'updatedAt'],
          description: 'Field keys, e.g. "estimate" or "cf_customer".',
        },
        includeComments: { type: 'boolean', default: false },
        includeSubtasks: { type: 'boolean', default: true },
        delimiter: { type: 'string', enum: [',', ';', '\t'], default: ',' },
        dateFormat: { type: 'string', enum: ['iso', 'locale'], default: 'iso' },
      },
    },
    capabilities: ['export:csv'],
    domains: ['transfer'],
    entities: ['work-item', 'project', 'view', 'file'],
    concepts: ['export', 'work-item'],
  }),
  makeTool({
    name: 'import_work_items_csv',
    description:
      'Create or update work items from a CSV or XLSX file. Map each column to a field (title, description, type, state, assignee email, labels, due date, estimate, parent key or a custom field key); unmapped columns are ignored. ' +
      'Rows whose dedupeField matches an existing item update it instead of creating a duplicate. ' +
      'Unknown assignees, states or labels are errors unless createMissingLabels or the defaults cover them; onError decides whether a bad row stops the import or is skipped and reported. ' +
      'Always run with dryRun first on large files: it returns the per-row plan and errors without writing anything. Imports over 2,000 rows run as a background job (see get_transfer_job).',
    parameters: {
      type: 'object',
      properties: {
        file: { type: 'string', description: 'Workspace path, e.g. "/Uploads/backlog.csv".' },
        projectId,
        workTypeId: { type: 'string', description: 'Type for rows without a type column.' },
        columnMapping: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'CSV header → field key, e.g. {"Summary":"title","Owner":"assigneeEmail"}.',
        },
        dedupeField: {
          type: 'string',
          description: 'Field to match existing items on, e.g. "externalId".',
        },
        defaults: {
          type: 'object',
          properties: {
            state: { type: 'string' },
            priority: { type: 'string', enum: ['urgent', 'high', 'medium', 'low', 'none'] },
            labelIds: { type: 'array', items: { type: 'string' } },
          },
        },
        source: {
          type: 'object',
          description: 'How to read the file.',
          properties: {
            sheet: { type: 'string', description: 'For XLSX; the first sheet by default.' },
            delimiter: {
              type: 'string',
              enum: [',', ';', '\t', '|'],
              description: 'Detected if omitted.',
            },
            encoding: { type: 'string', default: 'utf-8' },
            headerRow: { type: 'integer', minimum: 1, default: 1 },
            skipRows: { type: 'integer', minimum: 0, default: 0 },
          },
        },
        hierarchy: {
          type: 'object',
          description: 'Build parent/child links from two columns of the file itself.',
          properties: {
            idColumn: { type: 'string', description: "Column with the row's own id in the file." },
            parentColumn: { type: 'string', description: "Column referencing another row's id." },
          },
          required: ['idColumn', 'parentColumn'],
        },
        unknownAssignee: {
          type: 'string',
          enum: ['fail', 'unassign', 'default'],
          default: 'fail',
          description: '"default" assigns defaultAssigneeId.',
        },
        defaultAssigneeId: { type: 'string' },
        dateFormat: { type: 'string', default: 'YYYY-MM-DD' },
        notifyAssignees: { type: 'boolean', default: false },
        createMissingLabels: { type: 'boolean', default: false },
        onError: { type: 'string', enum: ['stop', 'skip-row'], default: 'stop' },
        dryRun: { type: 'boolean', default: true },
      },
      required: ['file', 'projectId', 'columnMapping'],
    },
    capabilities: ['import:csv'],
    domains: ['transfer'],
    entities: ['work-item', 'project', 'file', 'spreadsheet'],
    concepts: ['import', 'work-item'],
  }),
  makeTool({
    name: 'import_from_jira',
    description:
      'Migrate issues from Jira Cloud or Data Center into a project through a saved connection. Select issues with JQL or project keys; map Jira issue types, statuses, priorities and users onto work types, workflow states, priorities and members. ' +
      'Comments, attachments, links and sprint history can be included. Issue keys are kept as externalId, so re-running updates instead of duplicating. ' +
      'Runs as a background job and returns its id; a dryRun lists unmapped values first.',
    parameters: {
      type: 'object',
      properties: {
        connectionId: {
          type: 'string',
          description: 'Saved Jira connection, e.g. "conn_jira_acme".',
        },
        targetProjectId: projectId,
        jql: { type: 'string', description: 'e.g. "project = PAY AND created >= -180d".' },
        jiraProjectKeys: { type: 'array', items: { type: 'string' } },
        mapping: {
          type: 'object',
          properties: {
            issueTypes: {
              type: 'object',
              additionalProperties: { type: 'string' },
              description: 'Jira issue type → work type id, e.g. {"Story":"story","Bug":"bug"}.',
            },
            statuses: {
              type: 'object',
              additionalProperties: { type: 'string' },
              description: 'Jira status → state key.',
            },
            priorities: { type: 'object', additionalProperties: { type: 'string' } },
            customFields: {
              type: 'object',
              additionalProperties: { type: 'string' },
              description:
                'Jira field id → custom field key, e.g. {"customfield_10016":"estimate"}.',
            },
            linkTypes: {
              type: 'object',
              additionalProperties: {
                type: 'string',
                enum: ['blocks', 'relates-to', 'duplicates'],
              },
              description: 'Jira link type name → relation, e.g. {"Cloners":"relates-to"}.',
            },
            users: {
              type: 'string',
              enum: ['match-by-email', 'unassign', 'placeholder'],
              default: 'match-by-email',
            },
          },
        },
        include: {
          type: 'array',
          items: {
            type: 'string',
            enum: ['comments', 'attachments', 'links', 'sprints', 'worklogs'],
          },
          default: ['comments', 'attachments', 'links'],
        },
        updatedSince: {
          type: 'string',
          format: 'date-time',
          description: 'Incremental re-run: only issues changed since this time.',
        },
        attachmentMaxMb: { type: 'number', minimum: 1, maximum: 100, default: 25 },
        dryRun: { type: 'boolean', default: false },
      },
      required: ['connectionId', 'targetProjectId'],
    },
    capabilities: ['import:jira'],
    domains: ['transfer'],
    entities: ['work-item', 'project', 'work-type', 'state', 'member'],
    concepts: ['import', 'work-item'],
  }),
  makeTool({
    name: 'export_project_archive',
    description:
      'Export a whole project as a ZIP: work items, comments, documents, attachments and workflow settings as JSON, for backup or migration. Runs as a background job.',
    parameters: {
      type: 'object',
      properties: {
        projectId,
        include: {
          type: 'array',
          items: {
            type: 'string',
            enum: ['work-items', 'comments', 'documents', 'attachments', 'workflows', 'views'],
          },
        },
        since: { type: 'string', format: 'date', description: 'Only items changed since.' },
      },
      required: ['projectId'],
    },
    capabilities: ['export:archive'],
    domains: ['transfer'],
    entities: ['project', 'work-item', 'document', 'file', 'json-document'],
    concepts: ['export', 'project'],
  }),
  makeTool({
    name: 'get_transfer_job',
    description:
      'Progress of an import or export job: state, rows done, errors so far and the result file when finished.',
    parameters: {
      type: 'object',
      properties: { jobId: { type: 'string', description: 'e.g. "job_5f1c".' } },
      required: ['jobId'],
    },
    capabilities: ['import:status', 'export:status'],
    domains: ['transfer'],
    entities: ['file'],
    concepts: ['import', 'export'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'export',
    label: 'Export',
    glossary:
      'An export copies workspace data out into a file, such as CSV, XLSX, JSON or a ZIP archive. Also called a download, dump, backup, data extract or take-out.',
  },
  {
    id: 'import',
    label: 'Import',
    glossary:
      'An import brings data in from a file or another tool (CSV, spreadsheet, Jira, Trello, Asana) and creates work items from it. Also called a migration, bulk upload, data load or sync in.',
  },
];
