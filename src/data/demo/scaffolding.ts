import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

/**
 * The always-declared scaffolding: the tools a model needs before it can find any other.
 * They skip discovery, so their full declarations are part of every turn's standing cost.
 */
const scaffold = (tool: Parameters<typeof makeTool>[0]): Tool =>
  makeTool({ ...tool, scaffolding: true, domains: ['agent'] });

const stringList = (description: string) => ({
  type: 'array',
  items: { type: 'string' },
  description,
});

export const tools: Tool[] = [
  scaffold({
    name: 'search_tools',
    description:
      'Find tools in the catalog. Your declared tools are a bounded working set, not the full catalog: search before concluding a capability is unavailable. Returns a menu of matching tools with a short excerpt of each description, ranked by how many of your query words they cover and how rare those words are. The menu declares nothing; call activate_tool with the names you want to use. Filters intersect; capabilities match by prefix, so "file" covers "file:read" and "file:write".',
    parameters: {
      type: 'object',
      properties: {
        query: {
          type: 'string',
          description:
            'Free-text description of what you need, in plain words (e.g. "merge two pdf reports"). May be empty when filters are given, to browse.',
        },
        capabilities: stringList(
          'Capability prefixes from <tool_capabilities>, e.g. ["document", "work-item:create"]. A root covers all of its verbs.',
        ),
        domains: stringList('Product domains to search within, e.g. ["dashboards"].'),
        entities: stringList(
          'Ontology entity ids. A tool matches when it touches the entity directly or through a relationship, from either end.',
        ),
        relationships: stringList(
          'Relationship ids in entity.relation.entity form, e.g. "work-item.assigned-to.member".',
        ),
        limit: {
          type: 'integer',
          minimum: 1,
          maximum: 25,
          default: 8,
          description: 'Maximum number of menu entries to return.',
        },
        cursor: {
          type: 'string',
          description:
            'Opaque cursor from a previous menu\'s "more" line, to page through a broad search without repeating it.',
        },
        excerptChars: {
          type: 'integer',
          minimum: 80,
          maximum: 600,
          default: 300,
          description:
            'Upper bound on the excerpt of each entry. The page budget is shared: short descriptions give their unused characters to longer ones.',
        },
        includeActive: {
          type: 'boolean',
          default: false,
          description:
            'Also list tools that are already activated. By default they are omitted, since you can call them directly.',
        },
      },
      additionalProperties: false,
    },
    capabilities: ['tool:search'],
  }),
  scaffold({
    name: 'activate_tool',
    description:
      'Load tools found with search_tools so you can call them, from the next step on. Activated tools share a fixed number of slots; when the slots are full the least recently used tool is unloaded. Calling a tool keeps it loaded. Unknown names are rejected with the closest catalog names.',
    parameters: {
      type: 'object',
      properties: {
        names: {
          type: 'array',
          items: { type: 'string' },
          minItems: 1,
          maxItems: 10,
          description: 'Exact tool names from a search_tools menu.',
        },
        reason: {
          type: 'string',
          maxLength: 200,
          description:
            'Optional: the step of the plan these tools are for. Shown to the user in the activity log.',
        },
      },
      required: ['names'],
      additionalProperties: false,
    },
    capabilities: ['tool:activate'],
  }),
  scaffold({
    name: 'describe_ontology',
    description:
      'Return the product ontology: the entities (work item, view, dashboard, document, …), how they relate, and the ids used by search_tools filters. Use a scope to expand one domain instead of the whole map.',
    parameters: {
      type: 'object',
      properties: {
        scope: {
          type: 'string',
          description: 'A domain or entity id to expand, e.g. "dashboards". Omit for the overview.',
        },
        depth: {
          type: 'integer',
          minimum: 1,
          maximum: 3,
          default: 1,
          description: 'How many relationship hops to include from the scope.',
        },
        include: {
          type: 'array',
          items: {
            type: 'string',
            enum: ['entities', 'relationships', 'glossary', 'domains', 'capabilities'],
          },
          default: ['entities', 'relationships', 'domains'],
          description:
            'Sections to return. Glossary text is long; ask for it only when a word is unclear.',
        },
        format: {
          type: 'string',
          enum: ['outline', 'json'],
          default: 'outline',
          description: 'An indented outline for reading, or JSON for exact ids.',
        },
      },
    },
    capabilities: ['ontology:read'],
  }),
  scaffold({
    name: 'lookup_concept',
    description:
      'Look up the glossary entry of a concept by id or by a word a user used, with its synonyms and the entities it maps to.',
    parameters: {
      type: 'object',
      properties: {
        term: { type: 'string', description: 'A concept id or a word, e.g. "epic" or "label".' },
        includeExamples: {
          type: 'boolean',
          default: false,
          description: 'Add two or three example sentences that use the concept in this workspace.',
        },
        locale: {
          type: 'string',
          default: 'en',
          description: 'BCP 47 language tag for workspaces that localise their glossary.',
        },
      },
      required: ['term'],
    },
    capabilities: ['concept:read'],
  }),
  scaffold({
    name: 'list_skills',
    description:
      'List the skills available in this workspace: named, reusable procedures such as "weekly status report" or "triage incoming bugs", with a one-line summary of each.',
    parameters: {
      type: 'object',
      properties: {
        query: {
          type: 'string',
          description: 'Optional words to filter skills by name or summary.',
        },
        category: {
          type: 'string',
          enum: ['reporting', 'planning', 'triage', 'documentation', 'data', 'admin'],
          description: 'Restrict to one category.',
        },
        includeDrafts: {
          type: 'boolean',
          default: false,
          description: 'Include unpublished skills the current user authored.',
        },
      },
    },
    capabilities: ['skill:list'],
  }),
  scaffold({
    name: 'load_skill',
    description:
      'Load the full instructions of one skill into the conversation. Follow the loaded steps; they name the tools to search for and activate.',
    parameters: {
      type: 'object',
      properties: {
        skill: { type: 'string', description: 'Skill id from list_skills.' },
        version: {
          type: 'string',
          description: 'A pinned version; defaults to the published one.',
        },
        arguments: {
          type: 'object',
          additionalProperties: { type: ['string', 'number', 'boolean'] },
          description:
            'Values for the skill\'s declared inputs, e.g. {"projectId": "PRJ-12", "weeks": 2}. Missing required inputs are listed in the result.',
        },
      },
      required: ['skill'],
    },
    capabilities: ['skill:read'],
  }),
  scaffold({
    name: 'create_task',
    description:
      'Record a step of your own plan for this conversation, so long jobs survive context trimming. Tasks are private to the agent session; they are not work items.',
    parameters: {
      type: 'object',
      properties: {
        title: { type: 'string', maxLength: 200, description: 'What this step achieves.' },
        notes: { type: 'string', description: 'Details needed to carry the step out later.' },
        dependsOn: stringList('Ids of tasks that must be done first.'),
        parentId: { type: 'string', description: 'Nest this step under a larger task.' },
        priority: {
          type: 'string',
          enum: ['low', 'normal', 'high'],
          default: 'normal',
          description: 'Order in which open steps are worked on.',
        },
        checkpoint: {
          type: 'object',
          properties: {
            artifact: {
              type: 'string',
              description: 'Id of a document, file or work item this step produced.',
            },
            summary: { type: 'string', description: 'What is known so far, for resuming.' },
          },
          description: 'State to carry over if the conversation is resumed later.',
        },
      },
      required: ['title'],
    },
    capabilities: ['task:create'],
  }),
  scaffold({
    name: 'update_task',
    description:
      'Change the status, notes or checkpoint of one of your session tasks. Mark a step done as soon as it is finished, so a resumed conversation does not repeat it; mark it blocked with the reason when it needs the user.',
    parameters: {
      type: 'object',
      properties: {
        taskId: { type: 'string' },
        status: {
          type: 'string',
          enum: ['pending', 'in_progress', 'done', 'blocked', 'dropped'],
          description: 'New status; "blocked" should say why in notes.',
        },
        notes: { type: 'string', description: 'Replaces the current notes when given.' },
        checkpoint: {
          type: 'object',
          properties: {
            artifact: { type: 'string' },
            summary: { type: 'string' },
          },
          description: 'Replaces the saved checkpoint.',
        },
      },
      required: ['taskId'],
    },
    capabilities: ['task:update'],
  }),
  scaffold({
    name: 'list_tasks',
    description:
      'List your session tasks with their status and dependencies, oldest first. Check it before starting new work in a long conversation, to pick up where the plan left off.',
    parameters: {
      type: 'object',
      properties: {
        status: {
          type: 'string',
          enum: ['pending', 'in_progress', 'done', 'blocked', 'dropped', 'open'],
          description: '"open" means pending, in progress or blocked.',
        },
        parentId: { type: 'string', description: 'Only the sub-steps of this task.' },
        includeCheckpoints: { type: 'boolean', default: false },
      },
    },
    capabilities: ['task:list'],
  }),
  scaffold({
    name: 'remember',
    description:
      'Save a fact about the user or workspace for future conversations, such as a preferred report format or the team that owns a project. Do not store secrets or one-off details.',
    parameters: {
      type: 'object',
      properties: {
        fact: { type: 'string', maxLength: 500, description: 'One self-contained sentence.' },
        scope: {
          type: 'string',
          enum: ['user', 'workspace'],
          default: 'user',
          description: 'Who the memory belongs to.',
        },
        topics: stringList(
          'Short keywords used to retrieve the memory later, e.g. ["reports", "format"].',
        ),
        expiresAt: {
          type: 'string',
          format: 'date-time',
          description: 'When the fact stops being true, e.g. the end of a release freeze.',
        },
        source: {
          type: 'string',
          enum: ['user_stated', 'inferred'],
          default: 'user_stated',
          description: 'Inferred memories are shown to the user for confirmation.',
        },
      },
      required: ['fact'],
    },
    capabilities: ['memory:write'],
  }),
  scaffold({
    name: 'recall_memories',
    description:
      'Retrieve saved memories relevant to the current request, newest first, with their ids.',
    parameters: {
      type: 'object',
      properties: {
        about: { type: 'string', description: 'What the memories should be about.' },
        limit: { type: 'integer', minimum: 1, maximum: 20, default: 5 },
        scope: { type: 'string', enum: ['user', 'workspace', 'both'], default: 'both' },
        includeExpired: { type: 'boolean', default: false },
      },
    },
    capabilities: ['memory:read'],
  }),
  scaffold({
    name: 'forget_memory',
    description: 'Delete a saved memory when the user asks, or when it is no longer true.',
    parameters: {
      type: 'object',
      properties: {
        memoryId: { type: 'string', description: 'Id returned by recall_memories.' },
        reason: {
          type: 'string',
          enum: ['user_request', 'outdated', 'incorrect'],
          description: 'Why the memory is removed; kept in the audit log.',
        },
      },
      required: ['memoryId'],
    },
    capabilities: ['memory:delete'],
  }),
];

export const concepts: Concept[] = [];
