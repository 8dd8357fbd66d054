import type { Concept, Tool } from '../../engine/core';
import { makeTool } from '../../engine/core';

const repositoryId = {
  type: 'string',
  description: 'Connected repository, e.g. "acme/payments-api".',
};

export const tools: Tool[] = [
  makeTool({
    name: 'search_code',
    description:
      'Search source code across the repositories connected to the workspace (GitHub, GitLab, Bitbucket) on their default branch, or another branch if given. ' +
      'Matches literal text by default; set regex for regular expressions (RE2 syntax, no lookarounds). ' +
      'Returns file path, line numbers and contextLines of surrounding code per hit, grouped by file, at most 20 hits per file. ' +
      'Symbol mode finds definitions of functions, classes and types by name instead of every mention. ' +
      'Results reflect the last index run, usually under 10 minutes old; read_code_file always reads live content.',
    parameters: {
      type: 'object',
      properties: {
        query: {
          type: 'string',
          description: 'e.g. "retryPolicy" or "func (s \\*Server) Handle".',
        },
        mode: { type: 'string', enum: ['text', 'regex', 'symbol'], default: 'text' },
        repositoryIds: { type: 'array', items: repositoryId, description: 'Defaults to all.' },
        branch: { type: 'string' },
        language: {
          type: 'string',
          enum: [
            'typescript',
            'javascript',
            'python',
            'go',
            'java',
            'kotlin',
            'ruby',
            'rust',
            'sql',
          ],
        },
        pathGlob: { type: 'string', description: 'e.g. "src/**/*.ts" or "!**/test/**".' },
        caseSensitive: { type: 'boolean', default: false },
        wholeWord: { type: 'boolean', default: false },
        exclude: {
          type: 'array',
          items: { type: 'string', enum: ['tests', 'vendored', 'generated', 'docs'] },
          default: ['vendored', 'generated'],
        },
        includeArchivedRepositories: { type: 'boolean', default: false },
        contextLines: { type: 'integer', minimum: 0, maximum: 10, default: 2 },
        limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
      },
      required: ['query'],
    },
    capabilities: ['code:search'],
    domains: ['code'],
    entities: ['code-file', 'repository'],
    relationships: ['code-file.belongs-to.repository'],
    concepts: ['code-file', 'repository'],
  }),
  makeTool({
    name: 'read_code_file',
    description:
      'Read a source file from a connected repository at a branch, tag or commit, optionally a line range. Lines come back numbered.',
    parameters: {
      type: 'object',
      properties: {
        repositoryId,
        path: { type: 'string', description: 'e.g. "src/billing/invoice.ts".' },
        ref: { type: 'string', description: 'Branch, tag or SHA; default branch if omitted.' },
        startLine: { type: 'integer', minimum: 1 },
        endLine: { type: 'integer', minimum: 1 },
      },
      required: ['repositoryId', 'path'],
    },
    capabilities: ['code:read'],
    domains: ['code'],
    entities: ['code-file', 'repository'],
    relationships: ['code-file.belongs-to.repository'],
    concepts: ['code-file'],
  }),
  makeTool({
    name: 'list_repositories',
    description:
      'Repositories connected to the workspace, with provider, default branch and linked projects.',
    parameters: {
      type: 'object',
      properties: {
        provider: { type: 'string', enum: ['github', 'gitlab', 'bitbucket'] },
        projectId: { type: 'string' },
      },
    },
    capabilities: ['code:list'],
    domains: ['code'],
    entities: ['repository', 'project'],
    relationships: ['repository.linked-to.project'],
    concepts: ['repository'],
  }),
  makeTool({
    name: 'list_branches',
    description: 'Branches of a repository with their head commit and the work items they mention.',
    parameters: {
      type: 'object',
      properties: { repositoryId, nameContains: { type: 'string' } },
      required: ['repositoryId'],
    },
    capabilities: ['code:list'],
    domains: ['code'],
    entities: ['repository'],
    concepts: ['repository'],
  }),
  makeTool({
    name: 'list_commits',
    description:
      'Recent commits of a repository, newest first, filtered by branch, path, author or date. Each has SHA, message, author and the work item keys it mentions.',
    parameters: {
      type: 'object',
      properties: {
        repositoryId,
        branch: { type: 'string' },
        path: { type: 'string', description: 'Only commits touching this file or folder.' },
        author: { type: 'string', description: 'Email or provider login.' },
        since: { type: 'string', format: 'date-time' },
        limit: { type: 'integer', maximum: 100, default: 30 },
      },
      required: ['repositoryId'],
    },
    capabilities: ['code:list'],
    domains: ['code'],
    entities: ['repository', 'code-file'],
    concepts: ['repository'],
  }),
  makeTool({
    name: 'get_commit',
    description:
      'One commit: message, author, changed files with line counts, and the diff if includeDiff is true (capped at 2,000 lines).',
    parameters: {
      type: 'object',
      properties: {
        repositoryId,
        sha: { type: 'string' },
        includeDiff: { type: 'boolean', default: false },
      },
      required: ['repositoryId', 'sha'],
    },
    capabilities: ['code:read'],
    domains: ['code'],
    entities: ['repository', 'code-file'],
    concepts: ['repository'],
  }),
  makeTool({
    name: 'get_pull_request',
    description:
      'A pull or merge request: state, reviewers, checks, linked work items and, if asked, changed files.',
    parameters: {
      type: 'object',
      properties: {
        repositoryId,
        number: { type: 'integer' },
        includeFiles: { type: 'boolean', default: false },
      },
      required: ['repositoryId', 'number'],
    },
    capabilities: ['code:read'],
    domains: ['code'],
    entities: ['repository', 'work-item'],
    concepts: ['repository'],
  }),
  makeTool({
    name: 'link_commit_to_work_item',
    description:
      "Link a commit to a work item whose key its message lacks. It then shows in the item's Development panel.",
    parameters: {
      type: 'object',
      properties: {
        repositoryId,
        sha: { type: 'string' },
        workItemId: { type: 'string' },
      },
      required: ['repositoryId', 'sha', 'workItemId'],
    },
    capabilities: ['code:link'],
    domains: ['code'],
    entities: ['repository', 'work-item'],
    relationships: ['repository.linked-to.work-item'],
    concepts: ['repository', 'work-item'],
  }),
];

export const concepts: Concept[] = [
  {
    id: 'repository',
    label: 'Repository',
    glossary:
      'A repository is a Git project connected from GitHub, GitLab or Bitbucket, with branches, commits and pull requests linked to work items. Also called a repo, codebase or source control.',
  },
  {
    id: 'code-file',
    label: 'Code file',
    glossary:
      'A code file is a source file inside a connected repository, addressed by path and ref. Also called source code, a source file, a module or a script.',
  },
];
