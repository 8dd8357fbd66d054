import type { Catalog, Tool } from '../engine/core';
import { makeTool } from '../engine/core';

/**
 * A small built-in catalog for the first page and for tests that need a few realistic tools.
 * The first three are the design's worked example (docs/design/search.md) ("Excel file" over three
 * readers), in its order.
 */
const tools: Tool[] = [
  makeTool({
    name: 'excel_reader',
    description: 'Read an Excel file',
    capabilities: ['file:read'],
    domains: ['files'],
  }),
  makeTool({
    name: 'text_reader',
    description: 'Read a text file',
    capabilities: ['file:read'],
    domains: ['files'],
  }),
  makeTool({
    name: 'pdf_reader',
    description: 'Read a PDF file',
    capabilities: ['file:read', 'document:read'],
    domains: ['files', 'documents'],
  }),
  makeTool({
    name: 'add_label_to_work_item',
    description: 'Attach an existing label to a work item. The label must already be defined.',
    parameters: {
      type: 'object',
      properties: {
        workItemId: { type: 'string', description: 'The work item to label.' },
        labelId: { type: 'string', description: 'The label to attach.' },
      },
      required: ['workItemId', 'labelId'],
    },
    capabilities: ['work-item:update', 'label:assign'],
    domains: ['work-items'],
    entities: ['work-item', 'label'],
    relationships: ['work-item.labelled-with.label'],
    concepts: ['label'],
  }),
  makeTool({
    name: 'define_label',
    description: 'Create a new label that work items can be grouped by.',
    parameters: {
      type: 'object',
      properties: {
        name: { type: 'string', description: 'Display name, unique per project.' },
        color: { type: 'string', description: 'Hex colour, e.g. #d73a4a.' },
      },
      required: ['name'],
    },
    capabilities: ['label:create'],
    domains: ['labels'],
    entities: ['label'],
    concepts: ['label'],
  }),
  makeTool({
    name: 'assign_work_item',
    description: 'Assign a work item to a member of the project, replacing any current assignee.',
    parameters: {
      type: 'object',
      properties: {
        workItemId: { type: 'string' },
        memberId: { type: 'string', description: 'The member who becomes the assignee.' },
      },
      required: ['workItemId', 'memberId'],
    },
    capabilities: ['work-item:assign'],
    domains: ['work-items'],
    entities: ['work-item'],
    relationships: ['work-item.assigned-to.member'],
  }),
  makeTool({
    name: 'archive_work_item',
    description:
      'Hide a finished item from boards and views. Archived items stay searchable and can be restored.',
    capabilities: ['work-item:archive'],
    domains: ['work-items'],
    entities: ['work-item'],
  }),
  makeTool({
    name: 'write_file',
    description: 'Write text to a file in the workspace, creating it if needed.',
    capabilities: ['file:write'],
    domains: ['files'],
  }),
];

export const sampleCatalog: Catalog = {
  format: 'toollens',
  source: 'sample',
  tools,
  ontology: {
    concepts: [
      {
        id: 'label',
        label: 'Label',
        glossary: 'A label is a colored tag attached to work items to group and filter them.',
      },
    ],
  },
};
