import type { Transcript } from '../../engine/core';

/** Morning triage: a saved view, assignment, labels, comments and a status change. */
export const bugTriage: Transcript = {
  name: 'bug-triage',
  title: 'Morning bug triage',
  description:
    'Work through the untriaged bugs: assign each one, label it, leave a comment and move it on. The same few tools are called again and again and stay warm.',
  turns: [
    {
      at: '2026-01-02T09:00:00Z',
      events: [
        { type: 'user', text: 'Go through the untriaged bugs in the Mobile project.' },
        { type: 'search', query: 'run saved view', capabilities: ['view'] },
        { type: 'activate', names: ['list_views', 'run_view'] },
        { type: 'call', name: 'list_views', args: { projectId: 'PRJ-4' } },
        { type: 'call', name: 'run_view', args: { viewId: 'VW-31' } },
        {
          type: 'assistant',
          text: '7 untriaged bugs. WI-2207 crashes the app on login; WI-2210 is a typo.',
        },
      ],
    },
    {
      at: '2026-01-02T09:02:00Z',
      events: [
        { type: 'user', text: 'Give the login crash to Dana and mark it as a regression.' },
        { type: 'search', query: 'assign', entities: ['member'] },
        { type: 'search', query: 'label work item' },
        { type: 'activate', names: ['assign_work_item', 'add_label_to_work_item'] },
        {
          type: 'call',
          name: 'assign_work_item',
          args: { workItemId: 'WI-2207', assigneeIds: ['dana'] },
        },
        {
          type: 'call',
          name: 'add_label_to_work_item',
          args: { workItemId: 'WI-2207', labels: ['regression'] },
        },
      ],
    },
    {
      at: '2026-01-02T09:04:00Z',
      events: [
        {
          type: 'user',
          text: 'Ask the reporter of WI-2210 which screen it is on, and move it to Ready.',
        },
        { type: 'search', query: 'comment on work item', capabilities: ['thread'] },
        { type: 'search', query: 'change status workflow transition' },
        { type: 'activate', names: ['add_comment', 'transition_work_item'] },
        { type: 'call', name: 'add_comment', args: { workItemId: 'WI-2210' } },
        {
          type: 'call',
          name: 'transition_work_item',
          args: { workItemId: 'WI-2210', to: 'ready' },
        },
      ],
    },
    {
      at: '2026-01-02T09:07:00Z',
      events: [
        {
          type: 'user',
          text: 'Same for the rest: assign to the mobile on-call, label, and move to Ready.',
        },
        { type: 'call', name: 'run_view', args: { viewId: 'VW-31' } },
        { type: 'call', name: 'assign_work_item', args: { workItemId: 'WI-2211' } },
        { type: 'call', name: 'add_label_to_work_item', args: { workItemId: 'WI-2211' } },
        {
          type: 'call',
          name: 'transition_work_item',
          args: { workItemId: 'WI-2211', to: 'ready' },
        },
      ],
    },
    {
      at: '2026-01-02T09:09:00Z',
      events: [
        { type: 'user', text: 'Is there an older report of the login crash?' },
        { type: 'search', query: 'similar duplicate work items' },
        { type: 'activate', names: ['find_similar_items', 'link_work_items'] },
        { type: 'call', name: 'find_similar_items', args: { workItemId: 'WI-2207' } },
        {
          type: 'call',
          name: 'link_work_items',
          args: { from: 'WI-2207', to: 'WI-1980', type: 'duplicates' },
        },
      ],
    },
  ],
};
