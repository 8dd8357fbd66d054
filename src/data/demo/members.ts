import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

const memberId = { type: 'string', description: 'Member id, e.g. "mem_23".' };
const teamId = { type: 'string', description: 'Team id, e.g. "team_platform".' };

const role = {
  type: 'string',
  enum: ['owner', 'admin', 'member', 'guest'],
};

export const tools: Tool[] = [
  makeTool({
    name: 'invite_member',
    description:
      'Invite people to the workspace by email. Guests see only the projects listed in projectIds. The invitation expires after 7 days; inviting an existing member returns their id instead of an error.',
    parameters: {
      type: 'object',
      properties: {
        emails: { type: 'array', items: { type: 'string', format: 'email' }, maxItems: 50 },
        role: { ...role, default: 'member' },
        projectIds: { type: 'array', items: { type: 'string' } },
        teamIds: { type: 'array', items: { type: 'string' } },
        message: { type: 'string', description: 'Personal note in the invitation email.' },
        expiresInDays: { type: 'integer', minimum: 1, maximum: 30, default: 7 },
      },
      required: ['emails'],
    },
    capabilities: ['member:invite'],
    domains: ['members'],
    entities: ['member', 'team', 'project'],
    concepts: ['member'],
  }),
  makeTool({
    name: 'list_members',
    description:
      'List workspace members with role, teams and status. Filter by name or email text, role, team or project.',
    parameters: {
      type: 'object',
      properties: {
        text: { type: 'string' },
        role,
        teamId: { type: 'string' },
        projectId: { type: 'string' },
        status: {
          type: 'string',
          enum: ['active', 'invited', 'deactivated', 'all'],
          default: 'active',
        },
        limit: { type: 'integer', maximum: 200, default: 50 },
      },
    },
    capabilities: ['member:list'],
    domains: ['members'],
    entities: ['member'],
    concepts: ['member'],
  }),
  makeTool({
    name: 'get_member',
    description:
      'Fetch one member profile: name, email, role, teams, time zone and current workload (open assigned items).',
    parameters: {
      type: 'object',
      properties: { memberId },
      required: ['memberId'],
    },
    capabilities: ['member:read'],
    domains: ['members'],
    entities: ['member'],
    concepts: ['member'],
  }),
  makeTool({
    name: 'update_member_role',
    description:
      'Change the workspace role of a member, e.g. make them admin or guest. Only owners can grant the owner role; the last owner cannot be demoted.',
    parameters: {
      type: 'object',
      properties: { memberId, role },
      required: ['memberId', 'role'],
    },
    capabilities: ['member:update', 'permission:update'],
    domains: ['members'],
    entities: ['member', 'permission'],
    concepts: ['member', 'permission'],
  }),
  makeTool({
    name: 'deactivate_member',
    description:
      'Remove a member from the workspace: they can no longer sign in, but their work items stay. reassignTo hands open ones to another member.',
    parameters: {
      type: 'object',
      properties: {
        memberId,
        reassignTo: { type: 'string', description: 'Member id for their open items.' },
      },
      required: ['memberId'],
    },
    capabilities: ['member:deactivate'],
    domains: ['members'],
    entities: ['member', 'work-item'],
    concepts: ['member'],
  }),
  makeTool({
    name: 'create_team',
    description:
      'Create a team: a named group of members that can own projects, receive assignments and be granted permissions together.',
    parameters: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        key: { type: 'string', description: 'Short handle used in @mentions, e.g. "platform".' },
        leadId: memberId,
        memberIds: { type: 'array', items: { type: 'string' } },
      },
      required: ['name'],
    },
    capabilities: ['team:create'],
    domains: ['members'],
    entities: ['team', 'member'],
    relationships: ['team.has.member'],
    concepts: ['team'],
  }),
  makeTool({
    name: 'list_teams',
    description: 'List teams with their lead, member count and the projects they own.',
    parameters: {
      type: 'object',
      properties: { memberId },
    },
    capabilities: ['team:list'],
    domains: ['members'],
    entities: ['team'],
    concepts: ['team'],
  }),
  makeTool({
    name: 'add_member_to_team',
    description: 'Add members to a team, or remove them with remove: true.',
    parameters: {
      type: 'object',
      properties: {
        teamId,
        memberIds: { type: 'array', items: { type: 'string' } },
        remove: { type: 'boolean', default: false },
      },
      required: ['teamId', 'memberIds'],
    },
    capabilities: ['team:update'],
    domains: ['members'],
    entities: ['team', 'member'],
    relationships: ['team.has.member'],
    concepts: ['team'],
  }),
  makeTool({
    name: 'grant_permission',
    description:
      'Grant a member or team a permission level on a project, view or dashboard. Set level to "none" to revoke. ' +
      'Project-level grants apply to everything in the project unless a narrower grant overrides them. Returns the effective level after the change.',
    parameters: {
      type: 'object',
      properties: {
        principal: {
          type: 'object',
          properties: {
            kind: { type: 'string', enum: ['member', 'team'] },
            id: { type: 'string' },
          },
          required: ['kind', 'id'],
        },
        resource: {
          type: 'object',
          properties: {
            kind: { type: 'string', enum: ['project', 'view', 'dashboard'] },
            id: { type: 'string' },
          },
          required: ['kind', 'id'],
        },
        level: { type: 'string', enum: ['none', 'view', 'comment', 'edit', 'admin'] },
        expiresAt: {
          type: 'string',
          format: 'date-time',
          description: 'Temporary access; the grant reverts to the previous level after this time.',
        },
        reason: { type: 'string', description: 'Recorded in the audit log.' },
      },
      required: ['principal', 'resource', 'level'],
    },
    capabilities: ['permission:grant'],
    domains: ['members'],
    entities: ['permission', 'member', 'team', 'project'],
    relationships: ['member.has.permission', 'team.has.permission'],
    concepts: ['permission'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'member',
    label: 'Member',
    glossary:
      'A member is a person with an account in the workspace, with a role such as owner, admin, member or guest. Also called user, person, teammate, collaborator or assignee.',
  },
  {
    id: 'team',
    label: 'Team',
    glossary:
      'A team is a named group of members that can own projects and be granted access together. Also called group, squad or department.',
  },
  {
    id: 'permission',
    label: 'Permission',
    glossary:
      'A permission is the access level a member or team has on a project, view or dashboard: none, view, comment, edit or admin. Also called access, rights, ACL or sharing.',
  },
];
