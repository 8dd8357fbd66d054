import { askTarget, buildTarget } from '../agents';
import { type AgentTarget, type AgentTargetId, targetTools } from '../agents/core';
import type { Catalog } from '../catalog/core';
import {
  CLAUDE_API_TOOL_SEARCH,
  CLAUDE_CODE_TOOL_SEARCH,
  catalogNamer,
  OPENAI_TOOL_SEARCH,
  type TranscriptEvent,
} from '../replay/core';
import { placeOf } from './events';
import { type RecordedReason, reasonsFor } from './recordedSearchesReasons';
import { compareRecorded, type RecordedVerdict } from './recordedSearchesVerdict';
import type { Session, SessionPlace } from './types';

/**
 * Every search a session recorded, with both its query and its result, run again by the agent
 * target that emulates the agent that ran it, on the catalog given, and the two answers compared.
 * The log is ground truth for the emulators: this is the check an author runs on their own
 * sessions to know how far to trust them. Which target stands for which discovery tool:
 * - Claude Code's ToolSearch: `claude-code`, cut at the call's `max_results`;
 * - the Claude API's `tool_search_tool_regex`: `anthropic-regex`, the pattern run as typed;
 * - OpenAI's and Codex's `tool_search`: `codex`, cut at the call's `limit` (a search OpenAI ran
 *   on its servers is held against it too, and a difference says where it ran);
 * - the Claude API's `tool_search_tool_bm25`, and any other client-side search: no target
 *   emulates them, so they are counted as not checked.
 * A search that failed recorded no result, and is not checked either.
 */

/** One recorded search and the emulator's answer to it. */
export type RecordedSearchCheck = {
  at: SessionPlace;
  /** The discovery tool as the log names it. */
  via: string;
  target: AgentTargetId;
  query: string;
  form: 'search' | 'select' | 'pattern';
  /** The count the emulator's answer is cut to: the call's own, else the agent's default. */
  k: number;
  /** What the log recorded, in its order: catalog names, or the log's names the catalog lacks. */
  recorded: string[];
  /** What the emulator returns, in its order (catalog names). */
  emulated: string[];
  verdict: RecordedVerdict;
  onlyRecorded: string[];
  onlyEmulated: string[];
  /** Why they likely differ, where toollens can tell; empty when they agree. */
  reasons: RecordedReason[];
  /** The agent client's version the log gives for the call. */
  clientVersion?: string;
};

export type RecordedSearchSkip = {
  at: SessionPlace;
  via: string;
  why: 'no-emulator' | 'failed';
};

/** The totals of one discovery tool's recorded searches. */
export type RecordedSearchGroup = {
  via: string;
  /** `Claude Code ToolSearch`, … */
  label: string;
  target?: AgentTargetId;
  checked: number;
  same: number;
  reordered: number;
  different: number;
  skipped: number;
  /** The client versions the group's searches came from, in order of first appearance. */
  clientVersions: string[];
};

export type RecordedSearchesReport = {
  groups: RecordedSearchGroup[];
  /** Every checked search, in session order. */
  checks: RecordedSearchCheck[];
  skipped: RecordedSearchSkip[];
};

const RECORDED_VIA_LABELS: Record<string, string> = {
  [CLAUDE_CODE_TOOL_SEARCH]: 'Claude Code ToolSearch',
  tool_search_tool_regex: 'Claude API regex tool search',
  tool_search_tool_bm25: 'Claude API BM25 tool search',
  [OPENAI_TOOL_SEARCH]: 'OpenAI/Codex tool_search',
};

/** The target that emulates a discovery tool, when one does. */
const targetForVia = (via: string): AgentTargetId | undefined => {
  if (via === CLAUDE_CODE_TOOL_SEARCH) return 'claude-code';
  if (via === OPENAI_TOOL_SEARCH) return 'codex';
  if (CLAUDE_API_TOOL_SEARCH[via]?.form === 'pattern') return 'anthropic-regex';
  return undefined;
};

type Discover = Extract<TranscriptEvent, { type: 'discover' }>;

/** What the log recorded, in catalog names where the catalog has the tool, each once. */
const recordedNames = (event: Discover, namer: (name: string) => string | undefined) => {
  const names = [...event.returned, ...(event.unknown ?? [])].map((name) => namer(name) ?? name);
  return [...new Set(names)];
};

export type RecordedSearchesOptions = {
  /** The server the agents name the catalog's tools under (targetTools' override). */
  server?: string;
  /**
   * The targets, already built over this catalog under `server` (the worker's kept ones):
   * without it, each target a search needs is built here, once per call.
   */
  targets?: (id: AgentTargetId) => AgentTarget;
};

/** The targets the sessions' recorded searches are asked of: what a caller may build first. */
export const recordedSearchTargets = (sessions: readonly Session[]): AgentTargetId[] => {
  const ids = new Set<AgentTargetId>();
  for (const { transcript } of sessions)
    for (const turn of transcript.turns)
      for (const event of turn.events) {
        const id = event.type === 'discover' ? targetForVia(event.via) : undefined;
        if (id !== undefined) ids.add(id);
      }
  return [...ids];
};

export const checkRecordedSearches = (
  sessions: readonly Session[],
  catalog: Catalog,
  options: RecordedSearchesOptions = {},
): RecordedSearchesReport => {
  const built = new Map<AgentTargetId, AgentTarget>();
  const targetOf =
    options.targets ??
    ((id: AgentTargetId) => {
      let target = built.get(id);
      if (!target) {
        target = buildTarget(id, targetTools(catalog, options.server));
        built.set(id, target);
      }
      return target;
    });
  const catalogNames = catalog.tools.map((tool) => tool.name);
  const namer = catalogNamer(catalogNames);
  const checks: RecordedSearchCheck[] = [];
  const skipped: RecordedSearchSkip[] = [];
  const check = (event: Discover, at: SessionPlace): RecordedSearchCheck | RecordedSearchSkip => {
    const id = targetForVia(event.via);
    if (id === undefined) return { at, via: event.via, why: 'no-emulator' };
    if (event.error !== undefined) return { at, via: event.via, why: 'failed' };
    const target = targetOf(id);
    const k = event.limit ?? target.k;
    const given = id === 'anthropic-regex' ? { given: 'pattern' as const } : {};
    const answer = askTarget(target, event.query, { k, ...given });
    const recorded = recordedNames(event, namer);
    const comparison = compareRecorded(recorded, answer);
    const reasons =
      comparison.verdict === 'same'
        ? []
        : reasonsFor({ event, recorded, answer, comparison, catalogNames, namer });
    return {
      at,
      via: event.via,
      target: id,
      query: event.query,
      form: event.form,
      k,
      recorded,
      emulated: answer.returned,
      ...comparison,
      reasons,
      ...(event.clientVersion === undefined ? {} : { clientVersion: event.clientVersion }),
    };
  };
  for (const { name, transcript } of sessions) {
    for (const [turnIndex, turn] of transcript.turns.entries()) {
      for (const [eventIndex, event] of turn.events.entries()) {
        if (event.type !== 'discover') continue;
        const result = check(event, placeOf(name, turnIndex, eventIndex));
        if ('why' in result) skipped.push(result);
        else checks.push(result);
      }
    }
  }
  return { groups: groupTotals(checks, skipped), checks, skipped };
};

/** Several checks (one a session, in session order) as one report over all of them. */
export const mergeRecordedSearches = (
  reports: readonly RecordedSearchesReport[],
): RecordedSearchesReport => {
  const checks = reports.flatMap((report) => report.checks);
  const skipped = reports.flatMap((report) => report.skipped);
  return { groups: groupTotals(checks, skipped), checks, skipped };
};

const groupTotals = (
  checks: readonly RecordedSearchCheck[],
  skipped: readonly RecordedSearchSkip[],
): RecordedSearchGroup[] => {
  const groups = new Map<string, RecordedSearchGroup>();
  const groupOf = (via: string) => {
    let group = groups.get(via);
    if (!group) {
      const target = targetForVia(via);
      group = {
        via,
        label: RECORDED_VIA_LABELS[via] ?? via,
        ...(target === undefined ? {} : { target }),
        checked: 0,
        same: 0,
        reordered: 0,
        different: 0,
        skipped: 0,
        clientVersions: [],
      };
      groups.set(via, group);
    }
    return group;
  };
  for (const check of checks) {
    const group = groupOf(check.via);
    group.checked++;
    group[check.verdict]++;
    const version = check.clientVersion;
    if (version !== undefined && !group.clientVersions.includes(version)) {
      group.clientVersions.push(version);
    }
  }
  for (const skip of skipped) groupOf(skip.via).skipped++;
  return [...groups.values()];
};
