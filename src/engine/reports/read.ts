import {
  discoveryTool,
  type ImportedFrom,
  importConversation,
  type LogReading,
  ruleOfSearchTool,
  subagentThreadName,
  type Transcript,
  type WorkingSetRule,
} from '../replay/core';
import { freeName } from './names';

/**
 * The first step of the session pipeline: one session file (any format the importers read)
 * into its threads, each named by the one rule (`subagentThreadName`: the main thread is the
 * session, its subagent threads `<session>-subagent-<n>`) and each with its agent's
 * working-set rule (`sessionRule`). The CLI, the worker and the page read files only through
 * here; `buildSessions` (build.ts) replays what it reads.
 */

/** A session file: its name (a path, a file name) and its text. */
export type SessionFileText = { name: string; text: string };

/** One thread of a session, named and ruled, ready to replay. */
export type SessionThread = {
  name: string;
  transcript: Transcript;
  /** Its agent's working-set rule: the session's, for every thread of it. */
  rule: WorkingSetRule;
  /** The tool the session searched with, which names its agent and so `rule`; none: it never searched. */
  searchedWith?: string;
  /** For a subagent thread: the name of its session's main thread. */
  threadOf?: string;
};

export type ReadSessionOptions = LogReading & {
  /** The catalog's names, when there is one: the agents' names map to them, and notes name the rest. */
  catalogNames?: readonly string[];
  /**
   * The session's name, whatever the file holds. Without it, a toollens transcript keeps its own
   * name and any other log is named `name`.
   */
  session?: string;
  /** The name of a log that names nothing itself; default the file's name. */
  name?: string;
  /** Names already in use: the session is numbered (`x-2`, `x-3`…) until it and its threads are free. */
  taken?: ReadonlySet<string>;
};

export type ReadSession =
  | ({
      ok: true;
      file: string;
      /** The session's name: its main thread's. */
      session: string;
      /** Main thread first, then each subagent thread in the order it starts. */
      threads: SessionThread[];
      /** What the reading noticed (formats, unknown tools, clocks), each a sentence. */
      notes: string[];
    } & ImportedFrom)
  | ({ ok: false; file: string; errors: string[] } & Partial<ImportedFrom>);

/**
 * The working-set rule of a session's agent, from the tool it discovers with (a session's log
 * format names the agent, but a saved session no longer knows it; its discovery tool does):
 * Claude Code's ToolSearch keeps what it found for the session, the Claude API's tool search and
 * OpenAI's and Codex's tool_search hold it while referenced, anything else keeps `lru`. The
 * first discovery of the main thread decides, else of the first thread that has one: a subagent
 * runs in its parent's agent.
 */
export const sessionRule = (threads: readonly Transcript[]): WorkingSetRule =>
  ruleOfSearchTool(sessionSearchTool(threads));

/** The tool of a session's first discovery, main thread first (`sessionRule`). */
const sessionSearchTool = (threads: readonly Transcript[]): string | undefined => {
  for (const thread of threads) {
    const tool = discoveryTool(thread);
    if (tool !== undefined) return tool;
  }
  return undefined;
};

/** The session's threads as `readSessionFile` names them: main first. */
const sessionThreads = (
  session: string,
  main: Transcript,
  subagents: readonly Transcript[],
): SessionThread[] => {
  const searchedWith = sessionSearchTool([main, ...subagents]);
  const ruled = { rule: ruleOfSearchTool(searchedWith), ...(searchedWith ? { searchedWith } : {}) };
  return [
    { name: session, transcript: { ...main, name: session }, ...ruled },
    ...subagents.map((transcript) => ({
      name: transcript.name,
      transcript,
      ...ruled,
      threadOf: session,
    })),
  ];
};

/**
 * One agent session file (any format the importers read) as its threads: the main thread and each
 * subagent's, with its agent's working-set rule, named by the tool it searches with.
 */
export const readSessionFile = (
  file: SessionFileText,
  options: ReadSessionOptions = {},
): ReadSession => {
  const { session: forced, name = file.name, taken, ...reading } = options;
  const read = (session: string) =>
    importConversation(file.text, { ...reading, source: file.name, name: session });
  let result = read(forced ?? name);
  if (!result.ok) return { ...result, file: file.name };
  const own = forced ?? result.transcript.name;
  let session = own;
  const count = result.threads?.length ?? 0;
  if (taken !== undefined) {
    session = freeName(own, taken, (each) =>
      Array.from({ length: count }, (_, index) => subagentThreadName(each, index + 1)),
    );
    // Read again under the free name, so the threads and the notes that name them agree.
    if (session !== own && count > 0) result = read(session);
    if (!result.ok) return { ...result, file: file.name };
  }
  const { format, shape, detected, notes } = result;
  return {
    ok: true,
    file: file.name,
    session,
    format,
    shape,
    detected,
    notes,
    threads: sessionThreads(session, result.transcript, result.threads ?? []),
  };
};
