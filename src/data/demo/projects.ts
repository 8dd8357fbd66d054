import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

const projectId = { type: 'string', description: 'Project key, e.g. "PAY".' };

const reportSpec = {
  type: 'object',
  properties: {
    projectIds: { type: 'array', items: { type: 'string' }, minItems: 1 },
    period: {
      type: 'string',
      enum: ['last-week', 'last-sprint', 'last-month', 'this-quarter'],
      default: 'last-week',
    },
    sections: {
      type: 'array',
      items: {
        type: 'string',
        enum: ['summary', 'completed', 'in-progress', 'blocked', 'risks', 'metrics', 'next-up'],
      },
      default: ['summary', 'completed', 'blocked', 'risks'],
    },
    audience: {
      type: 'string',
      enum: ['team', 'stakeholders', 'executive'],
      default: 'team',
      description: 'Controls detail: executive keeps only summary-level lines.',
    },
    dashboardIds: {
      type: 'array',
      items: { type: 'string' },
      description: 'Include these dashboards as metric snapshots.',
    },
    groupBy: {
      type: 'string',
      enum: ['none', 'team', 'assignee', 'epic', 'label'],
      default: 'none',
    },
    viewId: { type: 'string', description: 'Limit the report to items in this saved view.' },
  },
  required: ['projectIds'],
};

export const tools: Tool[] = [
  makeTool({
    name: 'create_project',
    description:
      'Create a project with a key that prefixes its work item keys (PAY-1, PAY-2, …). Pick a starter setup to get work types and a workflow, or copy them from an existing project.',
    parameters: {
      type: 'object',
      properties: {
        key: { type: 'string', pattern: '^[A-Z][A-Z0-9]{1,9}$', description: 'e.g. "PAY".' },
        name: { type: 'string' },
        leadId: { type: 'string', description: 'Member id of the project lead.' },
        setup: {
          type: 'string',
          enum: ['kanban', 'scrum', 'bug-tracking', 'blank'],
          default: 'kanban',
        },
        copyFromProjectId: { type: 'string' },
        teamIds: {
          type: 'array',
          items: { type: 'string' },
          description: 'Teams that get edit access.',
        },
        visibility: { type: 'string', enum: ['workspace', 'private'], default: 'workspace' },
      },
      required: ['key', 'name'],
    },
    capabilities: ['project:create'],
    domains: ['projects'],
    entities: ['project', 'work-type', 'workflow'],
    concepts: ['project'],
  }),
  makeTool({
    name: 'list_projects',
    description:
      'List projects you can see, with key, lead, open item count and whether they are archived.',
    parameters: {
      type: 'object',
      properties: {
        text: { type: 'string' },
        includeArchived: { type: 'boolean', default: false },
      },
    },
    capabilities: ['project:list'],
    domains: ['projects'],
    entities: ['project'],
    concepts: ['project'],
  }),
  makeTool({
    name: 'update_project_settings',
    description:
      'Change project settings: name, lead, visibility, default work type and assignee, estimation unit, sprint length and working days. ' +
      'Changing the estimation unit does not convert existing estimates; they are kept and flagged. Archiving a project makes it read-only.',
    parameters: {
      type: 'object',
      properties: {
        projectId,
        name: { type: 'string' },
        leadId: { type: 'string' },
        visibility: { type: 'string', enum: ['workspace', 'private'] },
        defaultWorkTypeId: { type: 'string' },
        defaultAssignee: {
          type: 'string',
          description: 'Member id, "lead", or "none".',
        },
        estimation: {
          type: 'object',
          properties: {
            unit: { type: 'string', enum: ['points', 'hours', 'days', 'off'] },
            scale: {
              type: 'array',
              items: { type: 'number' },
              description: 'Allowed values, e.g. [1,2,3,5,8,13].',
            },
          },
        },
        sprint: {
          type: 'object',
          properties: {
            lengthDays: { type: 'integer', minimum: 1, maximum: 42 },
            startsOn: {
              type: 'string',
              enum: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
            },
          },
        },
        workingDays: {
          type: 'array',
          items: { type: 'string', enum: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
        },
        intake: {
          type: 'object',
          description: 'Request form for people outside the project.',
          properties: {
            enabled: { type: 'boolean' },
            workTypeId: { type: 'string' },
            triageState: { type: 'string', description: 'State key new requests land in.' },
            allowGuests: { type: 'boolean', default: false },
          },
        },
        archived: { type: 'boolean' },
      },
      required: ['projectId'],
    },
    capabilities: ['project:update'],
    domains: ['projects'],
    entities: ['project'],
    concepts: ['project'],
  }),
  makeTool({
    name: 'list_notifications',
    description:
      'List your inbox notifications, newest first: mentions, assignments, state changes, comments.',
    parameters: {
      type: 'object',
      properties: {
        unreadOnly: { type: 'boolean', default: true },
        kinds: {
          type: 'array',
          items: {
            type: 'string',
            enum: ['mention', 'assignment', 'state-change', 'comment', 'due-soon', 'report'],
          },
        },
        limit: { type: 'integer', maximum: 100, default: 25 },
      },
    },
    capabilities: ['notification:list'],
    domains: ['notifications'],
    entities: ['notification'],
    concepts: ['notification'],
  }),
  makeTool({
    name: 'mark_notifications_read',
    description: 'Mark notifications as read, either the given ids or everything before a time.',
    parameters: {
      type: 'object',
      properties: {
        notificationIds: { type: 'array', items: { type: 'string' } },
        before: { type: 'string', format: 'date-time' },
      },
    },
    capabilities: ['notification:update'],
    domains: ['notifications'],
    entities: ['notification'],
    concepts: ['notification'],
  }),
  makeTool({
    name: 'configure_notification_rule',
    description:
      'Decide which events notify you and how: in the inbox, by email, or in a Slack channel, immediately or as a daily digest. ' +
      'Rules are per member and can be scoped to projects or work types; the most specific rule wins. Setting every channel to off mutes the event.',
    parameters: {
      type: 'object',
      properties: {
        event: {
          type: 'string',
          enum: [
            'mention',
            'assignment',
            'state-change',
            'comment',
            'due-soon',
            'overdue',
            'report-ready',
          ],
        },
        scope: {
          type: 'object',
          properties: {
            projectIds: { type: 'array', items: { type: 'string' } },
            workTypeIds: { type: 'array', items: { type: 'string' } },
            onlyWhenAssignedToMe: { type: 'boolean', default: false },
          },
        },
        channels: {
          type: 'object',
          properties: {
            inbox: { type: 'boolean', default: true },
            email: { type: 'string', enum: ['off', 'immediate', 'daily-digest'], default: 'off' },
            slackChannel: { type: 'string', description: 'e.g. "#payments-alerts".' },
            digestTime: {
              type: 'string',
              default: '09:00',
              description: 'HH:mm for daily-digest delivery.',
            },
          },
        },
        minPriority: {
          type: 'string',
          enum: ['urgent', 'high', 'medium', 'low', 'none'],
          description: 'Ignore events on items below this priority.',
        },
        quietHours: {
          type: 'object',
          properties: {
            from: { type: 'string', description: 'HH:mm in your time zone.' },
            to: { type: 'string' },
          },
        },
      },
      required: ['event', 'channels'],
    },
    capabilities: ['notification:configure'],
    domains: ['notifications'],
    entities: ['notification', 'member'],
    concepts: ['notification'],
  }),
  makeTool({
    name: 'generate_status_report',
    description:
      'Write a status report for one or more projects over a period: what was completed, what is in progress, what is blocked and why, risks such as overdue or unestimated items, and key metrics. ' +
      'Returns Markdown ready to paste or send, plus the work item keys each line is based on so claims can be checked. ' +
      'Use schedule_report to have it generated and sent on a recurring basis.',
    parameters: {
      type: 'object',
      properties: {
        spec: reportSpec,
        format: { type: 'string', enum: ['markdown', 'html', 'slack'], default: 'markdown' },
      },
      required: ['spec'],
    },
    capabilities: ['report:generate'],
    domains: ['reports', 'projects'],
    entities: ['report', 'project', 'work-item'],
    concepts: ['report'],
  }),
  makeTool({
    name: 'schedule_report',
    description:
      'Generate a status report on a schedule (cron in the workspace time zone) and deliver it to members, teams or a Slack channel. Returns the schedule id and next run time.',
    parameters: {
      type: 'object',
      properties: {
        spec: reportSpec,
        cron: { type: 'string', description: 'e.g. "0 9 * * MON" for Mondays at 09:00.' },
        recipients: {
          type: 'object',
          properties: {
            memberIds: { type: 'array', items: { type: 'string' } },
            teamIds: { type: 'array', items: { type: 'string' } },
            slackChannel: { type: 'string' },
          },
        },
        paused: { type: 'boolean', default: false },
      },
      required: ['spec', 'cron', 'recipients'],
    },
    capabilities: ['report:schedule'],
    domains: ['reports'],
    entities: ['report', 'member', 'team'],
    concepts: ['report', 'notification'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'project',
    label: 'Project',
    glossary:
      'A project is a container for work items with its own key, work types, workflows and settings. Also called space, board, workspace area or product.',
  },
  {
    id: 'notification',
    label: 'Notification',
    glossary:
      'A notification tells a member that something happened: a mention, assignment, state change or comment. Also called alert, inbox item, ping or digest.',
  },
  {
    id: 'report',
    label: 'Report',
    glossary:
      'A report is a written summary of project progress over a period. Also called status update, weekly update, standup summary or digest.',
  },
];
