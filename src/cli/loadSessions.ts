import { basename } from 'node:path';
import {
  type Catalog,
  describeImport,
  importConversation,
  type LogReading,
  proposedRule,
  type Session,
  type Transcript,
} from '../engine';
import type { CliArgs } from './args';
import { InputError, readText } from './loadCatalog';
import { readCatalog, serverFlags } from './mcpSource';
import { escapeForTerminal } from './terminalText';
import { UsageError } from './usageError';

/**
 * `--sessions <files…>`: each file read as `replay --scenario` reads a log (its format
 * detected, its tool names mapped to the catalog's), every thread a session of its own. A Claude
 * Code file's subagent threads are named `file#subagent-N`. Errors name the file and the line.
 */

export type SessionFile = { file: string; sessions: Session[]; notes: string[] };

/** The files given: every `--sessions` value and the words after them (a shell glob's files). */
export const sessionPaths = ({ values, rest }: Pick<CliArgs, 'values' | 'rest'>): string[] => {
  const paths = [...(values.sessions ?? []), ...(rest ?? [])].filter((path) => path !== '');
  if (values.sessions === undefined || paths.length === 0) {
    throw new UsageError('--sessions <files…> is required: one or more session or log files');
  }
  return paths;
};

export const loadSessionFile = (
  file: string,
  reading: LogReading,
  catalogNames?: readonly string[],
): SessionFile => {
  const result = importConversation(readText(file), {
    ...reading,
    source: file,
    name: basename(file).replace(/\.jsonl?$/i, ''),
    ...(catalogNames === undefined ? {} : { catalogNames }),
  });
  if (!result.ok) throw new InputError(result.errors.join('\n'));
  // Each thread is replayed by its agent's working-set rule, as the importer proposes it for
  // the file: a subagent thread runs in the same agent, though it may search nothing itself.
  const rule = proposedRule(result.format, result.transcript);
  const session = (name: string, transcript: Transcript): Session => ({ name, transcript, rule });
  const sessions: Session[] = [
    session(file, result.transcript),
    ...(result.threads ?? []).map((transcript, index) =>
      session(`${file}#subagent-${index + 1}`, transcript),
    ),
  ];
  const how = `${result.detected ? 'detected as' : 'read as'} ${describeImport(result)}`;
  const notes = result.format === 'toollens' ? [] : [how, ...result.notes];
  return { file, sessions, notes: notes.map((note) => `toollens: ${file}: ${note}`) };
};

export const loadSessions = (
  paths: readonly string[],
  reading: LogReading,
  catalogNames?: readonly string[],
): SessionFile[] => {
  const seen = new Set<string>();
  return paths.map((file) => {
    if (seen.has(file)) throw new UsageError(`--sessions names "${file}" twice`);
    seen.add(file);
    return loadSessionFile(file, reading, catalogNames);
  });
};

/**
 * The session files of `mine` and `stats --sessions`, read against a catalog only when one is
 * given (its names then map the agents' names), each file's reading notes on stderr.
 */
export const readSessionFiles = async (
  args: Pick<CliArgs, 'values' | 'rest'>,
  reading: LogReading,
): Promise<{ files: SessionFile[]; catalog: Catalog | undefined }> => {
  const paths = sessionPaths(args);
  const { values } = args;
  const given = values.catalog !== undefined || serverFlags(values) !== undefined;
  const catalog = given ? (await readCatalog(values)).catalog : undefined;
  const files = loadSessions(
    paths,
    reading,
    catalog?.tools.map((tool) => tool.name),
  );
  for (const note of files.flatMap((each) => each.notes)) {
    process.stderr.write(`${escapeForTerminal(note)}\n`);
  }
  return { files, catalog };
};
