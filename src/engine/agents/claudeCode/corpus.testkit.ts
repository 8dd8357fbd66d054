// A small named catalog for the claude-code tests: a GitHub-like MCP server, plus helpers.
import { makeTool } from '../../catalog/types';
import type { TargetTool } from '../target';
import { claudeCodeTarget } from './toolSearch';

type Entry = { name: string; description: string; hint?: string; alwaysLoad?: true };

export const servedTools = (server: string, entries: readonly Entry[]): TargetTool[] =>
  entries.map(({ name, description, hint, alwaysLoad }) => ({
    server,
    mcpName: name,
    tool: makeTool({
      name,
      description,
      ...(hint === undefined && alwaysLoad === undefined
        ? {}
        : {
            agentHints: {
              ...(hint === undefined ? {} : { searchHint: hint }),
              ...(alwaysLoad ? { alwaysLoad } : {}),
            },
          }),
    }),
  }));

/** The GitHub-like server, listed in no particular order (Claude Code sorts its pool). */
const GITHUB = servedTools('github', [
  { name: 'search_code', description: 'Search for code across GitHub repositories.' },
  { name: 'list_issues', description: 'List issues in a GitHub repository. Filter by state.' },
  {
    name: 'create_issue',
    description: 'Create a new issue in a GitHub repository.',
    hint: 'file a  bug\nreport',
  },
  { name: 'get_issue', description: 'Get details of a specific issue in a GitHub repository.' },
  {
    name: 'search_issues',
    description: 'Search for issues across GitHub repositories using issue search syntax.',
  },
  { name: 'update_issue', description: 'Update an existing issue in a GitHub repository.' },
  { name: 'add_issue_comment', description: 'Add a comment to an issue.' },
  {
    name: 'create_pull_request',
    description: 'Create a new pull request in a GitHub repository.',
  },
  { name: 'merge_pull_request', description: 'Merge a pull request.' },
  {
    name: 'get_file_contents',
    description: 'Get the contents of a file or directory from a GitHub repository.',
  },
  { name: 'get_me', description: 'Get my user profile.', alwaysLoad: true },
]);

export const github = claudeCodeTarget(GITHUB);

/** The catalog names returned for a query, in order. */
export const returned = (query: string, k?: number) =>
  github.search(query, k === undefined ? {} : { k }).returned;

/** Every tool scored, as `name score`, best first. */
export const scores = (query: string) =>
  github.search(query).ranked.map((hit) => `${hit.name} ${hit.score ?? '-'}`);
