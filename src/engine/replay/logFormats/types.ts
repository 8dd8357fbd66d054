import type { Transcript } from '../transcript';

/**
 * The conversation formats a transcript can be imported from: toollens' own transcript JSON,
 * the message logs of the three APIs agents are most often built on, and agents' own session
 * files: Claude Code's (with the Claude Agent SDK's stream-json, the same messages, one a line)
 * and Codex CLI's rollouts.
 */
export type LogFormat =
  | 'toollens'
  | 'anthropic'
  | 'openai-chat'
  | 'openai-responses'
  | 'claude-code'
  | 'claude-agent-sdk'
  | 'codex-rollout';

/** Every agent log format the importers read, toollens's own transcript first. */
export const LOG_FORMATS: readonly LogFormat[] = [
  'toollens',
  'anthropic',
  'openai-chat',
  'openai-responses',
  'claude-code',
  'claude-agent-sdk',
  'codex-rollout',
];

export const LOG_FORMAT_LABELS: Record<LogFormat, string> = {
  toollens: 'toollens transcript',
  anthropic: 'Anthropic Messages',
  'openai-chat': 'OpenAI Chat Completions',
  'openai-responses': 'OpenAI Responses',
  'claude-code': 'Claude Code session',
  'claude-agent-sdk': 'Claude Agent SDK stream-json',
  'codex-rollout': 'Codex CLI rollout',
};

/** The agents' own session logs: JSON Lines, read line by line, with subagent threads. */
export type AgentSession = 'claude-code' | 'claude-agent-sdk';

export const isAgentSession = (format: LogFormat): format is AgentSession =>
  format === 'claude-code' || format === 'claude-agent-sdk';

export const isLogFormat = (value: unknown): value is LogFormat =>
  typeof value === 'string' && (LOG_FORMATS as readonly string[]).includes(value);

/** One JSON document, or JSON Lines (one value a line). */
export type LogShape = 'json' | 'jsonl';

/** The names of the catalog's two discovery tools in the log being read. */
export type DiscoveryToolNames = { search: string; activate: string };

export const DEFAULT_DISCOVERY_TOOLS: DiscoveryToolNames = {
  search: 'search_tools',
  activate: 'activate_tool',
};

/** How to read a log: the user's choices (the CLI's flags, the app's import settings). */
export type LogReading = {
  /** `auto` (the default) detects the format; any other value forces it. */
  format?: LogFormat | 'auto';
  /** The discovery tool whose calls become `search` events. Default `search_tools`. */
  searchTool?: string;
  /** The discovery tool whose calls become `activate` events. Default `activate_tool`. */
  activateTool?: string;
};

export type ImportConversationOptions = LogReading & {
  /** The transcript's name when the input has none, e.g. the file name. Default `transcript`. */
  name?: string;
  /** Where the text came from, e.g. a file path: every error names it after `toollens:`. */
  source?: string;
  /**
   * The catalog's tool names, when known: a note then lists the tools the log calls or
   * activates that the catalog does not have (they are kept, and the timeline marks them).
   */
  catalogNames?: readonly string[];
  /** Refuse text longer than this many characters. Default DEFAULT_MAX_BYTES (50 MB). */
  maxChars?: number;
};

/** What was read, and how. `detected` is false when the format was forced. */
export type ImportedFrom = { format: LogFormat; shape: LogShape; detected: boolean };

export type ConversationResult =
  | ({
      ok: true;
      /** The main thread. */
      transcript: Transcript;
      /**
       * A Claude Code session's subagent (sidechain) threads, each its own transcript, in the
       * order they start; absent for formats without threads.
       */
      threads?: Transcript[];
      notes: string[];
    } & ImportedFrom)
  | ({ ok: false; errors: string[] } & Partial<ImportedFrom>);

/** `Anthropic Messages (JSON Lines)`, `OpenAI Responses`, `toollens transcript`. */
export const describeImport = ({ format, shape }: Pick<ImportedFrom, 'format' | 'shape'>) =>
  `${LOG_FORMAT_LABELS[format]}${shape === 'jsonl' ? ' (JSON Lines)' : ''}`;
