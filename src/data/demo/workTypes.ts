import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

const workTypeId = { type: 'string', description: 'Work type id, e.g. "bug" or "wt_7f3a".' };

const stateCategory = {
  type: 'string',
  enum: ['backlog', 'todo', 'in-progress', 'review', 'done', 'cancelled'],
  description: 'Category used by reports and "category:" filters.',
};

const guard = {
  type: 'object',
  properties: {
    kind: {
      type: 'string',
      enum: ['field-required', 'field-equals', 'role', 'subtasks-done', 'approval'],
    },
    field: { type: 'string', description: 'Field key for field-* guards.' },
    value: { description: 'Expected value for field-equals.' },
    roles: { type: 'array', items: { type: 'string' } },
    approvals: { type: 'integer', minimum: 1 },
    message: { type: 'string', description: 'Shown when the guard blocks.' },
  },
  required: ['kind'],
};

export const tools: Tool[] = [
  makeTool({
    name: 'create_work_type',
    description:
      'Create a work type such as Bug, Story or Incident for a project. New types start with the project default workflow; change it with configure_work_type_workflow.',
    parameters: {
      type: 'object',
      properties: {
        projectId: { type: 'string' },
        name: { type: 'string' },
        icon: { type: 'string', description: 'Icon name, e.g. "bug", "bolt".' },
        hierarchyLevel: {
          type: 'string',
          enum: ['epic', 'standard', 'subtask'],
          default: 'standard',
        },
        copyFromWorkTypeId: { type: 'string', description: 'Copy fields and workflow.' },
      },
      required: ['projectId', 'name'],
    },
    capabilities: ['work-type:create'],
    domains: ['work-types'],
    entities: ['work-type', 'project'],
    concepts: ['work-type'],
  }),
  makeTool({
    name: 'list_work_types',
    description: 'List the work types of a project with their workflow id and item counts.',
    parameters: {
      type: 'object',
      properties: {
        projectId: { type: 'string' },
        includeDisabled: { type: 'boolean', default: false },
      },
      required: ['projectId'],
    },
    capabilities: ['work-type:list'],
    domains: ['work-types'],
    entities: ['work-type'],
    concepts: ['work-type'],
  }),
  makeTool({
    name: 'update_work_type',
    description:
      'Rename a work type, change its icon, or disable it so no new items of that type can be created.',
    parameters: {
      type: 'object',
      properties: {
        workTypeId,
        name: { type: 'string' },
        icon: { type: 'string' },
        disabled: { type: 'boolean' },
      },
      required: ['workTypeId'],
    },
    capabilities: ['work-type:update'],
    domains: ['work-types'],
    entities: ['work-type'],
    concepts: ['work-type'],
  }),
  makeTool({
    name: 'configure_work_type_workflow',
    description:
      'Replace the whole workflow of a work type in one call: its states, the transitions between them and the guards on each transition. ' +
      'Use it to design a workflow from scratch or to restructure one; for a single change prefer add_workflow_state or create_transition, which do not touch the rest. ' +
      'The configuration is validated before anything is saved: every state must be reachable from the initial state, at least one state must be in the done category, and transition names must be unique per source state. ' +
      'Items sitting in a state you remove must be mapped to a remaining state with stateMigration, otherwise the call fails with UNMAPPED_STATE and lists the affected counts. ' +
      'Guards run when a member attempts the transition: required fields, field values, roles, finished subtasks or a number of approvals. ' +
      'Post actions run after the transition succeeds. Returns the new workflow version; items keep their history.',
    parameters: {
      type: 'object',
      properties: {
        workTypeId,
        initialState: { type: 'string', description: 'State key new items enter.' },
        states: {
          type: 'array',
          minItems: 2,
          items: {
            type: 'object',
            properties: {
              key: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
              name: { type: 'string' },
              category: stateCategory,
              wipLimit: { type: 'integer', minimum: 1 },
            },
            required: ['key', 'name', 'category'],
          },
        },
        transitions: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              name: { type: 'string', description: 'Verb shown on the button, e.g. "Start".' },
              from: {
                type: 'array',
                items: { type: 'string' },
                description: 'Source state keys; ["*"] means any state.',
              },
              to: { type: 'string' },
              guards: { type: 'array', items: guard },
              postActions: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    action: {
                      type: 'string',
                      enum: ['assign', 'unassign', 'set-field', 'notify', 'comment'],
                    },
                    field: { type: 'string' },
                    value: {},
                    target: { type: 'string', description: 'Member, team or "reporter".' },
                  },
                  required: ['action'],
                },
              },
            },
            required: ['name', 'from', 'to'],
          },
        },
        stateMigration: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Removed state key to remaining state key.',
        },
        dryRun: { type: 'boolean', default: false },
      },
      required: ['workTypeId', 'initialState', 'states', 'transitions'],
    },
    capabilities: ['work-type:configure', 'transition:update'],
    domains: ['work-types', 'workflows'],
    entities: ['work-type', 'workflow', 'state'],
    relationships: ['work-type.uses.workflow', 'workflow.has.state'],
    concepts: ['workflow', 'state'],
  }),
  makeTool({
    name: 'add_workflow_state',
    description:
      'Add one state to the workflow of a work type, e.g. "In QA" between review and done. Without transitions into it the state is unreachable, so create one right after.',
    parameters: {
      type: 'object',
      properties: {
        workTypeId,
        key: { type: 'string' },
        name: { type: 'string' },
        category: stateCategory,
        position: { type: 'integer', description: 'Board column index; appended if omitted.' },
        wipLimit: { type: 'integer', minimum: 1 },
      },
      required: ['workTypeId', 'key', 'name', 'category'],
    },
    capabilities: ['work-type:update'],
    domains: ['workflows'],
    entities: ['workflow', 'state'],
    relationships: ['workflow.has.state'],
    concepts: ['state'],
  }),
  makeTool({
    name: 'remove_workflow_state',
    description:
      'Remove a state from a workflow, moving its items to another state first. Fails if it is the only done state.',
    parameters: {
      type: 'object',
      properties: {
        workTypeId,
        stateKey: { type: 'string' },
        moveItemsTo: { type: 'string' },
      },
      required: ['workTypeId', 'stateKey', 'moveItemsTo'],
    },
    capabilities: ['work-type:update'],
    domains: ['workflows'],
    entities: ['workflow', 'state'],
    concepts: ['state'],
  }),
  makeTool({
    name: 'create_transition',
    description:
      'Add a transition between two states of a workflow, optionally with guards such as required fields or an approval.',
    parameters: {
      type: 'object',
      properties: {
        workTypeId,
        name: { type: 'string' },
        from: { type: 'array', items: { type: 'string' } },
        to: { type: 'string' },
        guards: { type: 'array', items: guard },
      },
      required: ['workTypeId', 'name', 'from', 'to'],
    },
    capabilities: ['transition:create'],
    domains: ['workflows'],
    entities: ['workflow', 'state'],
    concepts: ['workflow'],
  }),
  makeTool({
    name: 'list_transitions',
    description:
      'List the transitions of a work type, or only those available to a given work item right now, with the guards that would block each.',
    parameters: {
      type: 'object',
      properties: {
        workTypeId,
        workItemId: { type: 'string', description: 'e.g. "WI-1042"; evaluates guards for it.' },
      },
    },
    capabilities: ['transition:list'],
    domains: ['workflows'],
    entities: ['workflow', 'work-item'],
    concepts: ['workflow'],
  }),
  makeTool({
    name: 'transition_work_item',
    description:
      'Change the status of a work item by running a workflow transition: start, resolve, close or reopen it. Guards are checked; a blocked transition returns the reasons and changes nothing.',
    parameters: {
      type: 'object',
      properties: {
        workItemId: { type: 'string', description: 'e.g. "WI-1042".' },
        transition: { type: 'string', description: 'Transition name or target state key.' },
        fields: {
          type: 'object',
          additionalProperties: true,
          description: 'Values for fields the guards require.',
        },
        comment: { type: 'string' },
      },
      required: ['workItemId', 'transition'],
    },
    capabilities: ['transition:run', 'work-item:update'],
    domains: ['workflows', 'work-items'],
    entities: ['work-item', 'state'],
    relationships: ['work-item.in.state'],
    concepts: ['workflow', 'state'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'work-type',
    label: 'Work type',
    glossary:
      'A work type is the kind of a work item, such as bug, story, epic, incident or subtask; it decides fields and workflow. Also called issue type or item type.',
  },
  {
    id: 'workflow',
    label: 'Workflow',
    glossary:
      'A workflow is the set of states a work item moves through and the transitions allowed between them, with guards. Also called process, lifecycle or state machine.',
  },
  {
    id: 'state',
    label: 'State',
    glossary:
      'A state is a step in a workflow, such as To do, In progress or Done, shown as a board column. Also called status or stage.',
  },
];
