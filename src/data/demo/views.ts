import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

const viewId = { type: 'string', description: 'View id, e.g. "view_81c2".' };

const layout = {
  type: 'string',
  enum: ['list', 'board', 'table', 'timeline', 'calendar'],
};

const viewQuery = {
  type: 'object',
  description: 'Saved filter; same keys as the list_work_items filter.',
  properties: {
    projectIds: { type: 'array', items: { type: 'string' } },
    workTypeIds: { type: 'array', items: { type: 'string' } },
    states: { type: 'array', items: { type: 'string' } },
    assigneeIds: {
      type: 'array',
      items: { type: 'string' },
      description: '"me" is resolved per viewer when the view runs.',
    },
    labelIds: { type: 'array', items: { type: 'string' } },
    priorities: {
      type: 'array',
      items: { type: 'string', enum: ['urgent', 'high', 'medium', 'low', 'none'] },
    },
    sprintIds: { type: 'array', items: { type: 'string' }, description: '"current" allowed.' },
    dueWithinDays: { type: 'integer' },
    updatedWithinDays: { type: 'integer' },
    customFields: {
      type: 'object',
      additionalProperties: true,
      description: 'Field key to a value or list of values.',
    },
  },
};

export const tools: Tool[] = [
  makeTool({
    name: 'create_view',
    description:
      'Save a named view: a filter over work items plus how to show them (list, kanban board, table, timeline or calendar), with grouping, sort order and visible columns. ' +
      'Views are private until shared with share_view. Relative values such as "me" and dueWithinDays are stored as-is and resolved each time the view runs, so one view serves every member. ' +
      'Board layouts need a groupBy; timeline layouts need start and due dates on the items to place them.',
    parameters: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        query: viewQuery,
        layout: { ...layout, default: 'list' },
        groupBy: {
          type: 'string',
          enum: ['state', 'assignee', 'priority', 'workType', 'label', 'project', 'none'],
          default: 'none',
        },
        sort: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              field: { type: 'string' },
              direction: { type: 'string', enum: ['asc', 'desc'] },
            },
            required: ['field'],
          },
        },
        columns: {
          type: 'array',
          items: { type: 'string' },
          description: 'Field keys shown in table layout, in order.',
        },
        swimlanes: {
          type: 'string',
          enum: ['none', 'assignee', 'priority', 'parent', 'project'],
          default: 'none',
          description: 'Board only: horizontal rows inside each column.',
        },
        showSubtasks: { type: 'boolean', default: false },
        projectId: { type: 'string', description: 'Owning project; omit for a personal view.' },
      },
      required: ['name', 'query'],
    },
    capabilities: ['view:create'],
    domains: ['views'],
    entities: ['view', 'work-item'],
    concepts: ['view'],
  }),
  makeTool({
    name: 'update_view',
    description:
      "Change a saved view's name, filter, layout, grouping or columns. Only the keys you send change; query replaces the saved filter as a whole.",
    parameters: {
      type: 'object',
      properties: {
        viewId,
        name: { type: 'string' },
        query: { type: 'object', additionalProperties: true },
        layout,
        groupBy: { type: 'string' },
        columns: { type: 'array', items: { type: 'string' } },
      },
      required: ['viewId'],
    },
    capabilities: ['view:update'],
    domains: ['views'],
    entities: ['view'],
    concepts: ['view'],
  }),
  makeTool({
    name: 'run_view',
    description:
      'Run a saved view and return the matching work items, grouped and sorted as the view defines, resolved for the calling member. Page with cursor.',
    parameters: {
      type: 'object',
      properties: {
        viewId,
        limit: { type: 'integer', maximum: 200, default: 50 },
        cursor: { type: 'string' },
      },
      required: ['viewId'],
    },
    capabilities: ['view:run', 'work-item:list'],
    domains: ['views'],
    entities: ['view', 'work-item'],
    concepts: ['view'],
  }),
  makeTool({
    name: 'list_views',
    description: 'List saved views you can open: your own, shared with you, and project views.',
    parameters: {
      type: 'object',
      properties: {
        projectId: { type: 'string' },
        owner: { type: 'string', enum: ['me', 'shared', 'all'], default: 'all' },
      },
    },
    capabilities: ['view:list'],
    domains: ['views'],
    entities: ['view'],
    concepts: ['view'],
  }),
  makeTool({
    name: 'share_view',
    description:
      'Share a saved view with members, teams or the whole project, as read-only or editable. Recipients see items only if they can already access them.',
    parameters: {
      type: 'object',
      properties: {
        viewId,
        memberIds: { type: 'array', items: { type: 'string' } },
        teamIds: { type: 'array', items: { type: 'string' } },
        wholeProject: { type: 'boolean', default: false },
        access: { type: 'string', enum: ['read', 'edit'], default: 'read' },
      },
      required: ['viewId'],
    },
    capabilities: ['view:share'],
    domains: ['views'],
    entities: ['view', 'member', 'team'],
    relationships: ['view.shared-with.member', 'view.shared-with.team'],
    concepts: ['view'],
  }),
  makeTool({
    name: 'delete_view',
    description:
      'Delete a saved view. Members it was shared with lose it; dashboards that use it fail until repointed.',
    parameters: {
      type: 'object',
      properties: { viewId },
      required: ['viewId'],
    },
    capabilities: ['view:delete'],
    domains: ['views'],
    entities: ['view'],
    concepts: ['view'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'view',
    label: 'View',
    glossary:
      'A view is a saved query over work items with a layout such as list, board, table, timeline or calendar. Also called saved filter, saved search, kanban board or backlog.',
  },
];
