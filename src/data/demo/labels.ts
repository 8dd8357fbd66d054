import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

const labelId = { type: 'string', description: 'Label id, e.g. "lbl_frontend".' };
const workItemId = { type: 'string', description: 'Work item key, e.g. "WI-1042".' };

export const tools: Tool[] = [
  makeTool({
    name: 'define_label',
    description:
      'Create a new label that work items can be grouped and filtered by. Names are unique per project, case-insensitively; defining an existing name returns the existing label.',
    parameters: {
      type: 'object',
      properties: {
        name: { type: 'string', description: 'Display name, unique per project.' },
        color: { type: 'string', description: 'Hex colour, e.g. #d73a4a.' },
        projectId: { type: 'string', description: 'Omit for a workspace-wide label.' },
        description: { type: 'string' },
      },
      required: ['name'],
    },
    capabilities: ['label:create'],
    domains: ['labels'],
    entities: ['label'],
    concepts: ['label'],
  }),
  makeTool({
    name: 'add_label_to_work_item',
    description:
      'Attach existing labels to a work item. The labels must already be defined; attaching one twice is a no-op.',
    parameters: {
      type: 'object',
      properties: {
        workItemId,
        labelIds: { type: 'array', items: { type: 'string' }, minItems: 1 },
      },
      required: ['workItemId', 'labelIds'],
    },
    capabilities: ['work-item:update', 'label:assign'],
    domains: ['labels', 'work-items'],
    entities: ['work-item', 'label'],
    relationships: ['work-item.labelled-with.label'],
    concepts: ['label'],
  }),
  makeTool({
    name: 'update_label',
    description:
      'Rename a label or change its description. Work items keep it; saved views filtering on it keep working.',
    parameters: {
      type: 'object',
      properties: {
        labelId,
        name: { type: 'string' },
        color: { type: 'string', description: 'Hex colour, e.g. #0e8a16.' },
        description: { type: 'string' },
      },
      required: ['labelId'],
    },
    capabilities: ['label:update'],
    domains: ['labels'],
    entities: ['label'],
    concepts: ['label', 'work-item'],
  }),
  makeTool({
    name: 'remove_label_from_work_item',
    description: 'Detach a label from a work item. The label itself is kept.',
    parameters: {
      type: 'object',
      properties: { workItemId, labelId },
      required: ['workItemId', 'labelId'],
    },
    capabilities: ['label:unassign'],
    domains: ['labels', 'work-items'],
    entities: ['work-item', 'label'],
    relationships: ['work-item.labelled-with.label'],
    concepts: ['label', 'work-item'],
  }),
  makeTool({
    name: 'list_labels',
    description:
      'List the labels of a project and the workspace, with how many open work items use each.',
    parameters: {
      type: 'object',
      properties: {
        projectId: { type: 'string' },
        includeUnused: { type: 'boolean', default: true },
      },
    },
    capabilities: ['label:list'],
    domains: ['labels'],
    entities: ['label'],
    concepts: ['label', 'project'],
  }),
  makeTool({
    name: 'merge_labels',
    description:
      'Merge duplicate labels: items with a source label get the target instead, and the sources are deleted.',
    parameters: {
      type: 'object',
      properties: {
        sourceLabelIds: { type: 'array', items: { type: 'string' }, minItems: 1 },
        targetLabelId: labelId,
      },
      required: ['sourceLabelIds', 'targetLabelId'],
    },
    capabilities: ['label:merge'],
    domains: ['labels'],
    entities: ['label', 'work-item'],
    concepts: ['label', 'work-item'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'label',
    label: 'Label',
    glossary:
      'A label is a colored tag attached to work items to group and filter them across types and projects. Also called tag, category or keyword.',
  },
];
