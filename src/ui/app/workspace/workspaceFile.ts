import { isRecord, positionAt } from '../../../engine/core';
import type { ImportedCatalog, SavedWork } from '../../authoring';
import {
  checkCatalog,
  checkCatalogSettingsMap,
  checkCompare,
  checkHistories,
  checkQuerySet,
  checkTranscripts,
  type Read,
} from './validate';

/**
 * The whole workspace as one JSON file: the imported catalog's text, the edits of every
 * catalog, the query sets, the view (as its URL hash) and the transcripts (kept as they are:
 * the Timeline's slice reads them). Export it to keep work beyond this browser; import it
 * to get everything back at once.
 */
const WORKSPACE_FILE_VERSION = 1;

export type WorkspaceFile = SavedWork & {
  toollens: 'workspace';
  version: typeof WORKSPACE_FILE_VERSION;
  savedAt: string;
  /** The view as a URL hash (`#q=…&panel=…`), read back with parseHash. */
  view: string;
  catalog: ImportedCatalog | undefined;
  /** The `transcripts` workspace key, checked by `checkTranscripts` (the session slice owns it). */
  transcripts: unknown;
};

export const workspaceFile = (
  work: SavedWork,
  view: string,
  catalog: ImportedCatalog | undefined,
  transcripts: unknown,
  now = new Date(),
): WorkspaceFile => ({
  toollens: 'workspace',
  version: WORKSPACE_FILE_VERSION,
  savedAt: now.toISOString(),
  view,
  catalog,
  querySets: work.querySets,
  activeSet: work.activeSet,
  k: work.k,
  histories: work.histories,
  ...(work.compare ? { compare: work.compare } : {}),
  ...(work.catalogSettings && Object.keys(work.catalogSettings).length > 0
    ? { catalogSettings: work.catalogSettings }
    : {}),
  transcripts,
});

/**
 * A JSON.parse failure, placed by line and column when the message gives the offset (V8 says
 * "at position 42"; some versions add their own line and column, left out here).
 */
const syntaxError = (text: string, error: unknown): string => {
  const message = (error instanceof Error ? error.message : String(error)).replace(
    /\s*\(line \d+ column \d+\)/,
    '',
  );
  const at = /\s*at position (\d+)/.exec(message);
  if (!at) return `not valid JSON: ${message}`;
  const { line, column } = positionAt(text, Number(at[1]));
  return `line ${line}, column ${column}: not valid JSON: ${message.replace(at[0], '')}`;
};

/** A workspace file's text, or the problems that keep it from being read (each with its path). */
export const readWorkspaceFile = (text: string): Read<WorkspaceFile> => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [syntaxError(text, error)] };
  }
  if (!isRecord(value) || value.toollens !== 'workspace') {
    return { ok: false, errors: ['not a toollens workspace file (no "toollens": "workspace")'] };
  }
  if (value.version !== WORKSPACE_FILE_VERSION) {
    return {
      ok: false,
      errors: [
        `/version: this toollens reads version ${WORKSPACE_FILE_VERSION}, found ${JSON.stringify(value.version)}`,
      ],
    };
  }
  const errors: string[] = [];
  if (typeof value.view !== 'string') errors.push('/view: expected a string (a URL hash)');
  if (value.catalog !== undefined && value.catalog !== null) {
    checkCatalog(value.catalog, '/catalog', errors);
  }
  if (!Array.isArray(value.querySets)) errors.push('/querySets: expected an array');
  else {
    for (const [i, set] of value.querySets.entries()) checkQuerySet(set, `/querySets/${i}`, errors);
  }
  if (value.activeSet !== undefined && typeof value.activeSet !== 'string') {
    errors.push('/activeSet: expected a string');
  }
  if (!Number.isInteger(value.k) || (value.k as number) < 1) {
    errors.push('/k: expected a whole number ≥ 1');
  }
  checkHistories(value.histories, '/histories', errors);
  if (value.compare !== undefined) checkCompare(value.compare, '/compare', errors);
  // Absent in files written before catalog settings existed.
  if (value.catalogSettings !== undefined)
    checkCatalogSettingsMap(value.catalogSettings, '/catalogSettings', errors);
  // Absent (or null, as JSON writes undefined nowhere) when the workspace had no transcripts.
  if (value.transcripts !== undefined && value.transcripts !== null) {
    checkTranscripts(value.transcripts, '/transcripts', errors);
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      ...(value as unknown as WorkspaceFile),
      catalog: (value.catalog ?? undefined) as ImportedCatalog | undefined,
    },
  };
};
