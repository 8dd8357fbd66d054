import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

const workItemId = {
  type: 'string',
  description: 'Work item key, e.g. "WI-1042".',
};

const priority = {
  type: 'string',
  enum: ['urgent', 'high', 'medium', 'low', 'none'],
};

export const tools: Tool[] = [
  makeTool({
    name: 'create_work_item',
    description:
      'Create a work item (task, bug, story, epic or any custom work type) in a project and return its key, e.g. "WI-1042", with the resolved initial state. Set parentId to file it as a subtask. ' +
      'The work type decides which custom fields are allowed and which workflow the item enters; call list_work_types first if you do not know the type id, and list_work_item_definitions to see the fields a type accepts. ' +
      'Unknown keys in customFields are rejected, not ignored. If initialState is omitted the workflow default is used; a state that is not an allowed entry state fails with INVALID_STATE. ' +
      'To file several similar items from a saved shape, apply_work_item_template is shorter; to copy an existing item, use clone_work_item.',
    parameters: {
      type: 'object',
      properties: {
        projectId: { type: 'string', description: 'Project key, e.g. "PAY".' },
        workTypeId: {
          type: 'string',
          description:
            'Work type id, e.g. "bug" or "wt_7f3a". Defaults to the project default type.',
        },
        title: { type: 'string', description: 'One-line summary, max 255 characters.' },
        description: { type: 'string', description: 'Body in Markdown. @mentions notify members.' },
        priority: { ...priority, default: 'none' },
        assigneeIds: {
          type: 'array',
          items: { type: 'string' },
          maxItems: 10,
          description: 'Member ids, e.g. "mem_23". The first is the primary assignee.',
        },
        labelIds: {
          type: 'array',
          items: { type: 'string' },
          description: 'Existing label ids; unknown ids fail the whole call.',
        },
        parentId: { type: 'string', description: 'Parent work item key for subtasks and epics.' },
        initialState: {
          type: 'string',
          description: 'Workflow state key; must be an entry state of the workflow.',
        },
        startDate: { type: 'string', format: 'date' },
        dueDate: { type: 'string', format: 'date', description: 'ISO date, e.g. 2025-03-31.' },
        sprintId: {
          type: 'string',
          description: 'Sprint id, e.g. "spr_2025_06"; omit for backlog.',
        },
        reporterId: { type: 'string', description: 'Member id; defaults to the caller.' },
        watcherIds: { type: 'array', items: { type: 'string' } },
        estimate: {
          type: 'object',
          properties: {
            value: { type: 'number', minimum: 0 },
            unit: { type: 'string', enum: ['points', 'hours', 'days'], default: 'points' },
          },
          required: ['value'],
        },
        customFields: {
          type: 'object',
          additionalProperties: true,
          description:
            'Values keyed by field key, e.g. {"severity":"S2","customer":"Acme"}. Validated against the work type.',
        },
        notifyAssignees: { type: 'boolean', default: true },
      },
      required: ['projectId', 'title'],
    },
    capabilities: ['work-item:create'],
    domains: ['work-items'],
    entities: ['work-item', 'work-type', 'project'],
    relationships: ['work-item.belongs-to.project', 'work-item.has-type.work-type'],
    concepts: ['work-item'],
  }),
  makeTool({
    name: 'get_work_item',
    description:
      'Fetch one work item by key with its core fields, current state and assignees. Add sections with include; each one adds to the response size.',
    parameters: {
      type: 'object',
      properties: {
        workItemId,
        include: {
          type: 'array',
          items: {
            type: 'string',
            enum: ['customFields', 'links', 'subtasks', 'watchers', 'attachments'],
          },
          default: [],
        },
      },
      required: ['workItemId'],
    },
    capabilities: ['work-item:read'],
    domains: ['work-items'],
    entities: ['work-item'],
    concepts: ['work-item'],
  }),
  makeTool({
    name: 'update_work_item',
    description:
      'Change fields of one work item: title, body, priority, due date or custom fields. Only the keys you send are changed; send null to clear a field. ' +
      'State changes go through transition_work_item, assignees through assign_work_item, and labels through add_label_to_work_item.',
    parameters: {
      type: 'object',
      properties: {
        workItemId,
        changes: {
          type: 'object',
          properties: {
            title: { type: 'string', maxLength: 255 },
            description: { type: 'string', description: 'Markdown; replaces the whole body.' },
            priority,
            dueDate: { type: ['string', 'null'], format: 'date' },
            startDate: { type: ['string', 'null'], format: 'date' },
            parentId: { type: ['string', 'null'] },
            sprintId: { type: ['string', 'null'] },
            customFields: { type: 'object', additionalProperties: true },
          },
        },
        notifyWatchers: { type: 'boolean', default: true },
        expectedVersion: {
          type: 'integer',
          description: 'Optimistic lock: fails with VERSION_CONFLICT if the item changed since.',
        },
      },
      required: ['workItemId', 'changes'],
    },
    capabilities: ['work-item:update'],
    domains: ['work-items'],
    entities: ['work-item'],
    concepts: ['work-item'],
  }),
  makeTool({
    name: 'archive_work_item',
    description:
      'Hide a finished item from boards and views. Archived items stay searchable and can be restored.',
    parameters: {
      type: 'object',
      properties: {
        workItemId,
        includeSubtasks: { type: 'boolean', default: true },
      },
      required: ['workItemId'],
    },
    capabilities: ['work-item:archive'],
    domains: ['work-items'],
    entities: ['work-item'],
    concepts: ['work-item'],
  }),
  makeTool({
    name: 'restore_work_item',
    description:
      'Bring back an archived or deleted work item. Deleted items can be restored for 30 days; the item returns to the state it was in.',
    parameters: {
      type: 'object',
      properties: { workItemId },
      required: ['workItemId'],
    },
    capabilities: ['work-item:restore'],
    domains: ['work-items'],
    entities: ['work-item'],
    concepts: ['work-item'],
  }),
  makeTool({
    name: 'delete_work_item',
    description:
      'Move a work item to the trash, where it is purged after 30 days. Prefer archive_work_item for finished work; deletion also removes it from reports.',
    parameters: {
      type: 'object',
      properties: {
        workItemId,
        reason: { type: 'string', description: 'Shown in the audit log.' },
      },
      required: ['workItemId'],
    },
    capabilities: ['work-item:delete'],
    domains: ['work-items'],
    entities: ['work-item'],
    concepts: ['work-item'],
  }),
  makeTool({
    name: 'list_work_items',
    description:
      'List work items matching structured filters, newest first by default, 50 per page with a cursor. ' +
      'Filter by project, type, state, assignee, label, priority, sprint or dates; use assigneeIds ["me"] for your own open work. Filters combine with AND; values inside one array are alternatives. Returns key, title, state, assignees, priority and updatedAt for each item, not bodies. ' +
      'For free text across titles, bodies and comments use search_work_items; to reuse a saved filter, run_view.',
    parameters: {
      type: 'object',
      properties: {
        projectIds: { type: 'array', items: { type: 'string' } },
        filter: {
          type: 'object',
          properties: {
            workTypeIds: { type: 'array', items: { type: 'string' } },
            states: {
              type: 'array',
              items: { type: 'string' },
              description:
                'State keys, or categories prefixed with "category:", e.g. "category:done".',
            },
            assigneeIds: {
              type: 'array',
              items: { type: 'string' },
              description: 'Member ids; "me" is the caller, "none" means unassigned.',
            },
            labelIds: { type: 'array', items: { type: 'string' } },
            priorities: { type: 'array', items: priority },
            parentId: { type: 'string' },
            reporterIds: { type: 'array', items: { type: 'string' } },
            sprintIds: {
              type: 'array',
              items: { type: 'string' },
              description: '"current" is the active sprint of each project.',
            },
            dueBefore: { type: 'string', format: 'date' },
            createdAfter: { type: 'string', format: 'date-time' },
            updatedAfter: { type: 'string', format: 'date-time' },
            includeArchived: { type: 'boolean', default: false },
          },
        },
        sort: {
          type: 'object',
          properties: {
            field: {
              type: 'string',
              enum: ['updatedAt', 'createdAt', 'dueDate', 'priority', 'rank'],
              default: 'updatedAt',
            },
            direction: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
          },
        },
        fields: {
          type: 'array',
          items: {
            type: 'string',
            enum: ['description', 'labels', 'estimate', 'dueDate', 'customFields', 'parent'],
          },
          description: 'Extra fields to return per item.',
        },
        limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
        cursor: { type: 'string', description: 'nextCursor from the previous page.' },
      },
    },
    capabilities: ['work-item:list'],
    domains: ['work-items'],
    entities: ['work-item', 'project'],
    concepts: ['work-item'],
  }),
  makeTool({
    name: 'search_work_items',
    description:
      'Full-text search over work item titles, bodies and comments, ranked by relevance. Supports quoted phrases and key prefixes ("PAY-"). Returns up to 25 hits with a highlighted snippet each.',
    parameters: {
      type: 'object',
      properties: {
        text: { type: 'string', description: 'Words or "quoted phrase".' },
        projectIds: { type: 'array', items: { type: 'string' } },
        limit: { type: 'integer', maximum: 25, default: 10 },
      },
      required: ['text'],
    },
    capabilities: ['work-item:search'],
    domains: ['work-items'],
    entities: ['work-item', 'comment'],
    concepts: ['work-item'],
  }),
  makeTool({
    name: 'bulk_update_work_items',
    description:
      'Apply the same change to many work items at once: set priority, due date, custom fields, move to a state, reassign, or add and remove labels. ' +
      'Select items either by an explicit list of keys (max 500) or by a filter with the same shape as list_work_items. ' +
      'Run with dryRun first: it returns how many items match, which ones would be skipped (no permission, transition not allowed from their current state, archived) and a sample of the resulting values, without writing anything. ' +
      'The real run is applied per item, not atomically; the result lists succeeded and failed keys with an error code for each failure, so a partial success is possible and can be retried with only the failed keys. ' +
      'Every changed item gets one history entry and watchers get a single digest notification instead of one per field.',
    parameters: {
      type: 'object',
      properties: {
        workItemIds: { type: 'array', items: { type: 'string' }, maxItems: 500 },
        filter: {
          type: 'object',
          additionalProperties: true,
          description: 'Same shape as list_work_items filter; ignored when workItemIds is set.',
        },
        changes: {
          type: 'object',
          properties: {
            priority,
            dueDate: { type: ['string', 'null'], format: 'date' },
            state: {
              type: 'string',
              description: 'Target state key; uses the allowed transition.',
            },
            transitionFields: {
              type: 'object',
              additionalProperties: true,
              description: 'Values for fields the transition guards require.',
            },
            assigneeIds: { type: 'array', items: { type: 'string' } },
            assignMode: { type: 'string', enum: ['replace', 'add', 'remove'], default: 'replace' },
            addLabelIds: { type: 'array', items: { type: 'string' } },
            removeLabelIds: { type: 'array', items: { type: 'string' } },
            sprintId: { type: ['string', 'null'] },
            customFields: { type: 'object', additionalProperties: true },
          },
        },
        dryRun: { type: 'boolean', default: true },
        notify: {
          type: 'string',
          enum: ['digest', 'none', 'each'],
          default: 'digest',
          description: 'How watchers hear about the change.',
        },
        comment: { type: 'string', description: 'Added to the history of every changed item.' },
      },
      required: ['changes'],
    },
    capabilities: ['work-item:update', 'work-item:bulk-update'],
    domains: ['work-items'],
    entities: ['work-item'],
    concepts: ['work-item'],
  }),
  makeTool({
    name: 'assign_work_item',
    description:
      'Set who is responsible for a work item: replace the assignees, add people, or take people off. Assigned people are notified and become watchers.',
    parameters: {
      type: 'object',
      properties: {
        workItemId,
        memberIds: {
          type: 'array',
          items: { type: 'string' },
          description: 'Member ids, e.g. "mem_23"; "me" is the caller.',
        },
        mode: { type: 'string', enum: ['replace', 'add', 'remove'], default: 'replace' },
      },
      required: ['workItemId', 'memberIds'],
    },
    capabilities: ['work-item:assign'],
    domains: ['work-items'],
    entities: ['work-item'],
    relationships: ['work-item.assigned-to.member'],
    concepts: ['work-item'],
  }),
  makeTool({
    name: 'link_work_items',
    description:
      'Create a typed link between two work items, such as blocks or duplicates. The inverse link appears on the other item automatically.',
    parameters: {
      type: 'object',
      properties: {
        sourceId: workItemId,
        targetId: workItemId,
        linkType: {
          type: 'string',
          enum: ['blocks', 'relates-to', 'duplicates', 'clones', 'causes'],
        },
      },
      required: ['sourceId', 'targetId', 'linkType'],
    },
    capabilities: ['work-item:link'],
    domains: ['work-items'],
    entities: ['work-item'],
    relationships: ['work-item.linked-to.work-item'],
    concepts: ['work-item'],
  }),
  makeTool({
    name: 'move_work_item',
    description:
      'Move a work item to another project. It gets a new key; the old key redirects. States and types missing in the target are mapped via stateMapping or fall back to the defaults.',
    parameters: {
      type: 'object',
      properties: {
        workItemId,
        targetProjectId: { type: 'string' },
        targetWorkTypeId: { type: 'string' },
        stateMapping: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Source state key to target state key.',
        },
      },
      required: ['workItemId', 'targetProjectId'],
    },
    capabilities: ['work-item:move'],
    domains: ['work-items'],
    entities: ['work-item', 'project'],
    relationships: ['work-item.belongs-to.project'],
    concepts: ['work-item'],
  }),
  makeTool({
    name: 'set_work_item_estimate',
    description:
      'Set or clear the estimate of a work item in points, hours or days, as the project allows.',
    parameters: {
      type: 'object',
      properties: {
        workItemId,
        value: { type: ['number', 'null'], minimum: 0 },
        unit: { type: 'string', enum: ['points', 'hours', 'days'] },
      },
      required: ['workItemId', 'value'],
    },
    capabilities: ['work-item:estimate'],
    domains: ['work-items'],
    entities: ['work-item'],
    concepts: ['work-item'],
  }),
  makeTool({
    name: 'watch_work_item',
    description:
      'Start or stop watching a work item. Watchers are notified of state changes and new comments.',
    parameters: {
      type: 'object',
      properties: {
        workItemId,
        watch: { type: 'boolean', default: true },
      },
      required: ['workItemId'],
    },
    capabilities: ['work-item:watch'],
    domains: ['work-items'],
    entities: ['work-item', 'notification'],
    concepts: ['work-item'],
  }),
  makeTool({
    name: 'get_work_item_history',
    description:
      'Return the change log of a work item: field edits, state transitions and assignment changes with who and when, oldest first.',
    parameters: {
      type: 'object',
      properties: {
        workItemId,
        since: { type: 'string', format: 'date-time' },
        limit: { type: 'integer', default: 100 },
      },
      required: ['workItemId'],
    },
    capabilities: ['work-item:read'],
    domains: ['work-items'],
    entities: ['work-item'],
    concepts: ['work-item'],
  }),
  makeTool({
    name: 'clone_work_item',
    description:
      'Copy a work item, linked as a clone, into the same or another project. Comments and history are not copied.',
    parameters: {
      type: 'object',
      properties: {
        workItemId,
        targetProjectId: { type: 'string' },
        includeSubtasks: { type: 'boolean', default: false },
      },
      required: ['workItemId'],
    },
    capabilities: ['work-item:create'],
    domains: ['work-items'],
    entities: ['work-item'],
    relationships: ['work-item.linked-to.work-item'],
    concepts: ['work-item'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'work-item',
    label: 'Work item',
    glossary:
      'A work item is a single unit of tracked work in a project, identified by a key like WI-1042. Also called a task, ticket, issue, bug, story or card.',
  },
];
