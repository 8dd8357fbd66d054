import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

const commentId = { type: 'string', description: 'Comment id, e.g. "cmt_5512".' };
const workItemId = { type: 'string', description: 'Work item key, e.g. "WI-1042".' };

export const tools: Tool[] = [
  makeTool({
    name: 'add_comment',
    description:
      'Post a comment on a work item, starting a new thread. Markdown is supported and @handles notify the people named. Use reply_to_comment to answer inside an existing thread.',
    parameters: {
      type: 'object',
      properties: {
        workItemId,
        body: { type: 'string', description: 'Markdown, max 20,000 characters.' },
        visibility: {
          type: 'string',
          enum: ['everyone', 'internal'],
          default: 'everyone',
          description: 'internal hides the comment from guests.',
        },
      },
      required: ['workItemId', 'body'],
    },
    capabilities: ['thread:create'],
    domains: ['comments'],
    entities: ['comment', 'work-item'],
    relationships: ['work-item.has.comment'],
    concepts: ['comment', 'work-item'],
  }),
  makeTool({
    name: 'reply_to_comment',
    description:
      'Reply inside an existing comment thread. Replying to a resolved thread reopens it unless keepResolved is true.',
    parameters: {
      type: 'object',
      properties: {
        commentId,
        body: { type: 'string' },
        keepResolved: { type: 'boolean', default: false },
      },
      required: ['commentId', 'body'],
    },
    capabilities: ['thread:reply'],
    domains: ['comments'],
    entities: ['comment'],
    concepts: ['comment'],
  }),
  makeTool({
    name: 'list_comments',
    description:
      'List the comment threads of a work item, oldest first, each with its replies. Resolved threads are collapsed to their first comment unless includeResolved is true.',
    parameters: {
      type: 'object',
      properties: {
        workItemId,
        includeResolved: { type: 'boolean', default: false },
        since: { type: 'string', format: 'date-time' },
        limit: { type: 'integer', maximum: 100, default: 30 },
      },
      required: ['workItemId'],
    },
    capabilities: ['thread:list'],
    domains: ['comments'],
    entities: ['comment', 'work-item'],
    concepts: ['comment'],
  }),
  makeTool({
    name: 'resolve_thread',
    description:
      'Mark a comment thread as resolved, or reopen it. Resolving notifies the thread author.',
    parameters: {
      type: 'object',
      properties: {
        commentId: { type: 'string', description: 'Any comment in the thread.' },
        resolved: { type: 'boolean', default: true },
      },
      required: ['commentId'],
    },
    capabilities: ['thread:resolve'],
    domains: ['comments'],
    entities: ['comment'],
    concepts: ['comment'],
  }),
  makeTool({
    name: 'edit_comment',
    description:
      'Replace the text of your own comment. The previous version is kept in the edit history and the comment shows as edited.',
    parameters: {
      type: 'object',
      properties: { commentId, body: { type: 'string' } },
      required: ['commentId', 'body'],
    },
    capabilities: ['thread:update'],
    domains: ['comments'],
    entities: ['comment'],
    concepts: ['comment'],
  }),
  makeTool({
    name: 'mention_member',
    description:
      'Ping members or a team about a work item without writing a full comment: posts a short comment that @mentions them and sends each a notification.',
    parameters: {
      type: 'object',
      properties: {
        workItemId,
        memberIds: { type: 'array', items: { type: 'string' } },
        teamId: { type: 'string' },
        note: { type: 'string', maxLength: 500 },
      },
      required: ['workItemId'],
    },
    capabilities: ['thread:mention'],
    domains: ['comments'],
    entities: ['comment', 'member', 'notification'],
    relationships: ['comment.mentions.member'],
    concepts: ['comment', 'member'],
  }),
  makeTool({
    name: 'delete_comment',
    description:
      'Delete a comment. Deleting the first comment of a thread deletes its replies too. Admins can delete anyone\u2019s comment.',
    parameters: {
      type: 'object',
      properties: { commentId },
      required: ['commentId'],
    },
    capabilities: ['thread:delete'],
    domains: ['comments'],
    entities: ['comment'],
    concepts: ['comment'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'comment',
    label: 'Comment',
    glossary:
      'A comment is a message on a work item; comments and their replies form a thread that can be resolved. Also called note, discussion, conversation or reply.',
  },
];
