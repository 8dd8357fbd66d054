import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

const definitionId = {
  type: 'string',
  description: 'Definition id, e.g. "fld_severity" or "tpl_incident".',
};

export const tools: Tool[] = [
  makeTool({
    name: 'define_work_item_field',
    description:
      'Add a custom field to one or more work types, e.g. Severity, Customer or Release. ' +
      'The key is permanent once created; the name, options and validation can be changed later with update_work_item_definition. ' +
      'A field can be required always, or only from a given workflow state on. ' +
      'Select fields need at least one option. Existing items get the default value, or stay empty if there is none.',
    parameters: {
      type: 'object',
      properties: {
        key: {
          type: 'string',
          pattern: '^[a-z][a-z0-9_]{1,39}$',
          description: 'Stable key used in customFields, e.g. "severity".',
        },
        name: { type: 'string', description: 'Display name.' },
        helpText: { type: 'string', description: 'Shown under the field in forms.' },
        fieldType: {
          type: 'string',
          enum: [
            'text',
            'long-text',
            'number',
            'date',
            'single-select',
            'multi-select',
            'member',
            'url',
            'checkbox',
          ],
        },
        options: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              value: { type: 'string' },
              label: { type: 'string' },
              archived: { type: 'boolean', default: false },
            },
            required: ['value'],
          },
          description: 'Choices for single-select and multi-select fields, in display order.',
        },
        workTypeIds: {
          type: 'array',
          items: { type: 'string' },
          description: 'Work types that show the field. Empty means all types in the project.',
        },
        required: { type: 'boolean', default: false },
        requiredFromState: {
          type: 'string',
          description: 'Only required once an item reaches this state key.',
        },
        defaultValue: { description: 'Must match fieldType.' },
        validation: {
          type: 'object',
          properties: {
            min: { type: 'number' },
            max: { type: 'number' },
            regex: { type: 'string' },
          },
        },
        projectId: { type: 'string' },
      },
      required: ['key', 'name', 'fieldType', 'projectId'],
    },
    capabilities: ['work-item-definition:create'],
    domains: ['work-item-definitions'],
    entities: ['work-item-definition', 'work-type'],
    relationships: ['work-item-definition.applies-to.work-type'],
    concepts: ['work-item-definition'],
  }),
  makeTool({
    name: 'list_work_item_definitions',
    description:
      'List custom field definitions and templates of a project, optionally only those a given work type uses. Returns key, type, options and whether each is required.',
    parameters: {
      type: 'object',
      properties: {
        projectId: { type: 'string' },
        workTypeId: { type: 'string' },
        kind: { type: 'string', enum: ['field', 'template', 'all'], default: 'all' },
      },
      required: ['projectId'],
    },
    capabilities: ['work-item-definition:list'],
    domains: ['work-item-definitions'],
    entities: ['work-item-definition'],
    concepts: ['work-item-definition'],
  }),
  makeTool({
    name: 'get_work_item_definition',
    description:
      'Fetch one field definition or template with its full configuration and usage count.',
    parameters: {
      type: 'object',
      properties: { definitionId },
      required: ['definitionId'],
    },
    capabilities: ['work-item-definition:read'],
    domains: ['work-item-definitions'],
    entities: ['work-item-definition'],
    concepts: ['work-item-definition'],
  }),
  makeTool({
    name: 'update_work_item_definition',
    description:
      'Rename a field, change its options, validation or default, or edit a template. Removing an option in use fails unless replaceWith names the option that takes its place.',
    parameters: {
      type: 'object',
      properties: {
        definitionId,
        name: { type: 'string' },
        addOptions: { type: 'array', items: { type: 'string' } },
        removeOptions: { type: 'array', items: { type: 'string' } },
        replaceWith: { type: 'string' },
        required: { type: 'boolean' },
        defaultValue: {},
      },
      required: ['definitionId'],
    },
    capabilities: ['work-item-definition:update'],
    domains: ['work-item-definitions'],
    entities: ['work-item-definition'],
    concepts: ['work-item-definition'],
  }),
  makeTool({
    name: 'retire_work_item_definition',
    description:
      'Retire a custom field or template. Retired fields are hidden from forms but their values are kept and still readable.',
    parameters: {
      type: 'object',
      properties: { definitionId },
      required: ['definitionId'],
    },
    capabilities: ['work-item-definition:delete'],
    domains: ['work-item-definitions'],
    entities: ['work-item-definition'],
    concepts: ['work-item-definition'],
  }),
  makeTool({
    name: 'create_work_item_template',
    description:
      'Save a reusable template for new work items: a title pattern, body, default field values and a checklist of subtasks. Placeholders like {{date}} and {{reporter}} are filled in when the template is applied.',
    parameters: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        projectId: { type: 'string' },
        workTypeId: { type: 'string' },
        titlePattern: { type: 'string', description: 'e.g. "Incident {{date}}: "' },
        body: { type: 'string', description: 'Markdown.' },
        defaults: {
          type: 'object',
          additionalProperties: true,
          description: 'Field values, e.g. {"priority":"high","severity":"S2"}.',
        },
        subtasks: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              title: { type: 'string' },
              assigneeRole: { type: 'string', description: 'e.g. "reporter" or "team-lead".' },
            },
            required: ['title'],
          },
        },
      },
      required: ['name', 'projectId', 'workTypeId'],
    },
    capabilities: ['work-item-definition:create'],
    domains: ['work-item-definitions'],
    entities: ['work-item-definition', 'work-type'],
    concepts: ['work-item-definition'],
  }),
  makeTool({
    name: 'apply_work_item_template',
    description:
      'Create a work item (and its subtasks) from a saved template. Overrides win over template defaults.',
    parameters: {
      type: 'object',
      properties: {
        templateId: definitionId,
        overrides: { type: 'object', additionalProperties: true },
      },
      required: ['templateId'],
    },
    capabilities: ['work-item-definition:apply', 'work-item:create'],
    domains: ['work-item-definitions', 'work-items'],
    entities: ['work-item-definition', 'work-item'],
    concepts: ['work-item-definition', 'work-item'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'work-item-definition',
    label: 'Work item definition',
    glossary:
      'A work item definition describes the shape of work items: custom field definitions (a custom field, attribute or property) and templates that prefill new items. Also called field schema, issue template or form.',
  },
];
