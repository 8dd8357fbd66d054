import {
  type Catalog,
  describeImport,
  type LogReading,
  readSessionFile,
  type Session,
  type SessionFileText,
  type SessionSource,
} from '../engine';
import type { CliArgs } from './args';
import type { CliIo } from './cliIo';
import { InputError, readText } from './loadCatalog';
import { readCatalog, serverFlags } from './mcpSource';
import { escapeForTerminal } from './terminalText';
import { UsageError } from './usageError';

/**
 * `--sessions <files…>`: each file read by the session pipeline's reading (`readSessionFile`: its
 * format detected, its tool names mapped to the catalog's, each thread with its agent's
 * working-set rule), every thread a session of its own. A session is named by its file as given,
 * a Claude Code file's subagent threads `file-subagent-N`. Errors name the file and the line.
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

/** How a file was read, for stderr: `toollens: file: detected as …`, then the reading's notes. */
export const readingNotes = (read: SessionSource): string[] => {
  const how = `${read.detected ? 'detected as' : 'read as'} ${describeImport(read)}`;
  const notes = read.format === 'toollens' ? [] : [how, ...read.notes];
  return notes.map((note) => `toollens: ${read.file}: ${note}`);
};

const loadSessionFile = (
  file: SessionFileText,
  reading: LogReading,
  catalogNames?: readonly string[],
): SessionFile => {
  const read = readSessionFile(file, {
    ...reading,
    session: file.name,
    ...(catalogNames === undefined ? {} : { catalogNames }),
  });
  if (!read.ok) throw new InputError(read.errors.join('\n'));
  const sessions = read.threads.map(({ name, transcript, rule }) => ({ name, transcript, rule }));
  return { file: file.name, sessions, notes: readingNotes(read) };
};

/** The files' texts, for the session pipeline; a file named twice is refused. */
export const sessionTexts = (paths: readonly string[]): SessionFileText[] => {
  const seen = new Set<string>();
  return paths.map((file) => {
    if (seen.has(file)) throw new UsageError(`--sessions names "${file}" twice`);
    seen.add(file);
    return { name: file, text: readText(file) };
  });
};

export const loadSessions = (
  paths: readonly string[],
  reading: LogReading,
  catalogNames?: readonly string[],
): SessionFile[] => sessionTexts(paths).map((file) => loadSessionFile(file, reading, catalogNames));

/**
 * The session files of `mine` and `stats --sessions`, read against a catalog only when one is
 * given (its names then map the agents' names), each file's reading notes on stderr.
 */
export const readSessionFiles = async (
  args: Pick<CliArgs, 'values' | 'rest'>,
  reading: LogReading,
  io: CliIo,
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
    io.stderr(`${escapeForTerminal(note)}\n`);
  }
  return { files, catalog };
};
