import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

const dashboardId = { type: 'string', description: 'Dashboard id, e.g. "dash_4410".' };
const dataPointId = { type: 'string', description: 'Data point id, e.g. "dp_0932".' };

const timeRange = {
  type: 'object',
  properties: {
    preset: {
      type: 'string',
      enum: ['last-7-days', 'last-30-days', 'last-90-days', 'this-quarter', 'this-year', 'custom'],
      default: 'last-30-days',
    },
    from: { type: 'string', format: 'date' },
    to: { type: 'string', format: 'date' },
  },
};

const metricQuery = {
  type: 'object',
  properties: {
    source: {
      type: 'string',
      enum: ['work-items', 'transitions', 'comments', 'time-logs'],
      default: 'work-items',
    },
    viewId: { type: 'string', description: 'Use a saved view as the filter.' },
    filter: {
      type: 'object',
      additionalProperties: true,
      description: 'Same keys as the list_work_items filter; ignored when viewId is set.',
    },
    aggregation: {
      type: 'object',
      properties: {
        fn: {
          type: 'string',
          enum: ['count', 'sum', 'avg', 'median', 'p90', 'min', 'max', 'count-distinct'],
        },
        field: {
          type: 'string',
          description: 'Numeric field or duration, e.g. "estimate", "cycleTime", "leadTime".',
        },
      },
      required: ['fn'],
    },
    groupBy: {
      type: 'array',
      maxItems: 2,
      items: { type: 'string' },
      description: 'e.g. ["state"], ["assignee","priority"] or a custom field key.',
    },
    interval: {
      type: 'string',
      enum: ['none', 'day', 'week', 'month', 'quarter'],
      default: 'none',
      description: 'Bucket by time to get a series.',
    },
    timeRange,
    dateField: {
      type: 'string',
      enum: ['createdAt', 'updatedAt', 'resolvedAt', 'dueDate'],
      default: 'createdAt',
      description: 'Which date places an item in the time range and buckets.',
    },
    topN: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      description: 'Keep the N largest groups and fold the rest into "Other".',
    },
  },
  required: ['aggregation'],
};

export const tools: Tool[] = [
  makeTool({
    name: 'create_dashboard',
    description:
      'Create an empty dashboard in a project or in your personal space. Add charts and numbers to it with add_data_point.',
    parameters: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        projectId: { type: 'string', description: 'Omit for a personal dashboard.' },
        description: { type: 'string' },
        defaultTimeRange: timeRange,
        autoRefreshMinutes: { type: 'integer', enum: [15, 60, 240, 1440], default: 60 },
      },
      required: ['name'],
    },
    capabilities: ['dashboard:create'],
    domains: ['dashboards'],
    entities: ['dashboard', 'project'],
    concepts: ['dashboard'],
  }),
  makeTool({
    name: 'list_dashboards',
    description:
      'List dashboards you can open, with owner, number of data points and last refresh time.',
    parameters: {
      type: 'object',
      properties: {
        projectId: { type: 'string' },
        owner: { type: 'string', enum: ['me', 'shared', 'all'], default: 'all' },
      },
    },
    capabilities: ['dashboard:list'],
    domains: ['dashboards'],
    entities: ['dashboard'],
    concepts: ['dashboard'],
  }),
  makeTool({
    name: 'get_dashboard',
    description:
      'Return a dashboard layout and the latest cached value of each data point. Values may be up to 15 minutes old; use refresh_dashboard for fresh numbers.',
    parameters: {
      type: 'object',
      properties: { dashboardId },
      required: ['dashboardId'],
    },
    capabilities: ['dashboard:read'],
    domains: ['dashboards'],
    entities: ['dashboard', 'data-point'],
    concepts: ['dashboard'],
  }),
  makeTool({
    name: 'add_data_point',
    description:
      'Add a data point (a chart, number or table) to a dashboard. A data point is a saved metric query — what to count or aggregate, over which work items, grouped how and bucketed over time — plus how to draw it. ' +
      'Examples: open bugs by priority as a bar chart; median cycle time per week as a line; story points completed per assignee this quarter as a table. ' +
      'The query is validated and run once before saving; an unknown field or more than 500 groups fails with the reason. ' +
      'Use run_dashboard_query to try a query out without saving anything.',
    parameters: {
      type: 'object',
      properties: {
        dashboardId,
        title: { type: 'string' },
        query: metricQuery,
        visualization: {
          type: 'object',
          properties: {
            kind: {
              type: 'string',
              enum: ['number', 'bar', 'stacked-bar', 'line', 'area', 'pie', 'table', 'burndown'],
            },
            goal: { type: 'number', description: 'Draws a target line.' },
            thresholds: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  above: { type: 'number' },
                  status: { type: 'string', enum: ['good', 'warning', 'critical'] },
                },
              },
            },
          },
          required: ['kind'],
        },
        position: {
          type: 'object',
          properties: {
            row: { type: 'integer' },
            column: { type: 'integer' },
            width: { type: 'integer', minimum: 1, maximum: 12, default: 6 },
          },
        },
      },
      required: ['dashboardId', 'title', 'query', 'visualization'],
    },
    capabilities: ['data-point:create', 'dashboard:update'],
    domains: ['dashboards'],
    entities: ['dashboard', 'data-point'],
    relationships: ['dashboard.contains.data-point'],
    concepts: ['data-point'],
  }),
  makeTool({
    name: 'update_data_point',
    description: "Edit a data point's title, query or chart; sent query keys are merged.",
    parameters: {
      type: 'object',
      properties: {
        dataPointId,
        title: { type: 'string' },
        query: { type: 'object', additionalProperties: true },
        visualization: { type: 'object', additionalProperties: true },
      },
      required: ['dataPointId'],
    },
    capabilities: ['data-point:update'],
    domains: ['dashboards'],
    entities: ['data-point'],
    concepts: ['data-point'],
  }),
  makeTool({
    name: 'remove_data_point',
    description: 'Remove a data point from its dashboard.',
    parameters: {
      type: 'object',
      properties: { dataPointId },
      required: ['dataPointId'],
    },
    capabilities: ['data-point:delete'],
    domains: ['dashboards'],
    entities: ['data-point'],
    concepts: ['data-point'],
  }),
  makeTool({
    name: 'run_dashboard_query',
    description:
      'Run an ad-hoc metric query over work items and return the result rows without saving anything: counts, sums, averages or percentiles, grouped by up to two fields and bucketed over time. ' +
      'This is the way to answer a one-off question such as "how many bugs were closed per week last quarter" or "average lead time by team". ' +
      'Results are capped at 1,000 rows; a truncated flag tells you when grouping produced more. Durations are returned in hours. ' +
      'To keep the result on a dashboard, pass the same query to add_data_point.',
    parameters: {
      type: 'object',
      properties: {
        projectIds: { type: 'array', items: { type: 'string' } },
        query: metricQuery,
        compareTo: {
          type: 'string',
          enum: ['none', 'previous-period', 'same-period-last-year'],
          default: 'none',
          description: 'Adds a delta column per row.',
        },
        timezone: { type: 'string', description: 'IANA zone for buckets, e.g. "Europe/Berlin".' },
        format: { type: 'string', enum: ['rows', 'series'], default: 'rows' },
      },
      required: ['query'],
    },
    capabilities: ['dashboard:query', 'data-point:run'],
    domains: ['dashboards'],
    entities: ['data-point', 'work-item'],
    concepts: ['data-point', 'dashboard'],
  }),
  makeTool({
    name: 'refresh_dashboard',
    description:
      'Recompute every data point of a dashboard now instead of waiting for the 15-minute cache. Limited to once per minute per dashboard.',
    parameters: {
      type: 'object',
      properties: { dashboardId },
      required: ['dashboardId'],
    },
    capabilities: ['dashboard:refresh'],
    domains: ['dashboards'],
    entities: ['dashboard'],
    concepts: ['dashboard'],
  }),
  makeTool({
    name: 'get_data_point_series',
    description:
      'Return the time series behind one data point as [bucket, value] pairs, with an optional override of its time range and interval.',
    parameters: {
      type: 'object',
      properties: {
        dataPointId,
        timeRange,
        interval: { type: 'string', enum: ['day', 'week', 'month', 'quarter'] },
      },
      required: ['dataPointId'],
    },
    capabilities: ['data-point:read'],
    domains: ['dashboards'],
    entities: ['data-point'],
    concepts: ['data-point'],
  }),
  makeTool({
    name: 'share_dashboard',
    description:
      'Share a dashboard with members or teams, or publish a read-only link that expires. Viewers see numbers computed with their own access.',
    parameters: {
      type: 'object',
      properties: {
        dashboardId,
        memberIds: { type: 'array', items: { type: 'string' } },
        teamIds: { type: 'array', items: { type: 'string' } },
        publicLinkDays: { type: 'integer', minimum: 1, maximum: 90 },
      },
      required: ['dashboardId'],
    },
    capabilities: ['dashboard:share'],
    domains: ['dashboards'],
    entities: ['dashboard', 'member', 'team'],
    relationships: ['dashboard.shared-with.member'],
    concepts: ['dashboard'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    glossary:
      'A dashboard is a page of charts and numbers that track project health. Also called report page, analytics, insights or metrics board.',
  },
  {
    id: 'data-point',
    label: 'Data point',
    glossary:
      'A data point is one saved metric on a dashboard: a query with an aggregation and grouping, drawn as a chart, number or table. Also called widget, chart, metric, KPI or gadget.',
  },
];
