import type { Transcript } from '../../engine/core';

/**
 * An admin session that touches many tools once each. Replayed with a small budget it thrashes:
 * the task needs more tools than the working set holds, as the design warns
 * (docs/design/working-set.md).
 */
export const workflowSetup: Transcript = {
  name: 'workflow-setup',
  title: 'Incident workflow set-up',
  description:
    'Create an Incident work type with its own workflow, a severity field, a team, permissions, a dashboard and a notification rule.',
  turns: [
    {
      at: '2026-01-03T14:00:00Z',
      events: [
        {
          type: 'user',
          text: 'We need an Incident work type for the SRE team, with severity and its own workflow.',
        },
        { type: 'search', query: 'create work type workflow', capabilities: ['work-type'] },
        { type: 'activate', names: ['create_work_type', 'configure_work_type_workflow'] },
        { type: 'call', name: 'create_work_type', args: { name: 'Incident', projectId: 'PRJ-9' } },
      ],
    },
    {
      at: '2026-01-03T14:03:00Z',
      events: [
        { type: 'search', query: 'custom field severity', capabilities: ['work-item-definition'] },
        { type: 'activate', names: ['define_work_item_field'] },
        {
          type: 'call',
          name: 'define_work_item_field',
          args: { name: 'Severity', type: 'select' },
        },
        { type: 'call', name: 'configure_work_type_workflow', args: { workTypeId: 'WT-12' } },
      ],
    },
    {
      at: '2026-01-03T14:06:00Z',
      events: [
        { type: 'user', text: 'Only the SRE team may close incidents.' },
        { type: 'search', query: 'team permission', capabilities: ['team', 'permission'] },
        { type: 'activate', names: ['create_team', 'add_member_to_team', 'grant_permission'] },
        { type: 'call', name: 'create_team', args: { name: 'SRE' } },
        {
          type: 'call',
          name: 'grant_permission',
          args: { teamId: 'TM-3', permission: 'transition' },
        },
      ],
    },
    {
      at: '2026-01-03T14:09:00Z',
      events: [
        { type: 'user', text: 'Add a guard so Resolved needs a root cause.' },
        { type: 'search', query: 'transition guard', capabilities: ['transition'] },
        { type: 'activate', names: ['create_transition', 'list_transitions'] },
        {
          type: 'call',
          name: 'create_transition',
          args: { workTypeId: 'WT-12', from: 'mitigated', to: 'resolved' },
        },
      ],
    },
    {
      at: '2026-01-03T14:12:00Z',
      events: [
        {
          type: 'user',
          text: 'And a dashboard of open incidents by severity, plus a page to the on-call for Sev1.',
        },
        { type: 'search', query: 'dashboard chart', capabilities: ['dashboard'] },
        { type: 'search', query: 'notification rule', capabilities: ['notification'] },
        {
          type: 'activate',
          names: ['create_dashboard', 'add_data_point', 'configure_notification_rule'],
        },
        { type: 'call', name: 'create_dashboard', args: { name: 'Incidents' } },
        { type: 'call', name: 'add_data_point', args: { dashboardId: 'DB-40' } },
        { type: 'call', name: 'configure_notification_rule', args: { event: 'work_item.created' } },
      ],
    },
    {
      at: '2026-01-03T14:15:00Z',
      events: [
        { type: 'user', text: 'Actually, add a Mitigated state before Resolved.' },
        { type: 'call', name: 'configure_work_type_workflow', args: { workTypeId: 'WT-12' } },
        { type: 'call', name: 'list_transitions', args: { workTypeId: 'WT-12' } },
      ],
    },
  ],
};
