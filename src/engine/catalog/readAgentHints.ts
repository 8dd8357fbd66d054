import { plural } from '../text/core';
import { type IssueLog, pointer } from './issues';
import type { AgentHints } from './types';
import { describeValue, isRecord, own } from './values';

/**
 * The agent hints an MCP tool carries in its `_meta`: `anthropic/searchHint` (a phrase Claude
 * Code's ToolSearch scores beside the name) and `anthropic/alwaysLoad` (Claude Code declares the
 * tool up front instead of deferring it). A value Claude Code would ignore is dropped with a
 * warning naming tool and field; the rest of `_meta` is not the catalog's business and is ignored.
 */

export const SEARCH_HINT_KEY = 'anthropic/searchHint';
export const ALWAYS_LOAD_KEY = 'anthropic/alwaysLoad';

/**
 * Longer hints are kept (Claude Code searches a hint whole) but warned about: a hint is meant to
 * be a short phrase, and one this long is a description put in the wrong field.
 */
export const MAX_SEARCH_HINT_CHARS = 500;

/** The `_meta` object that writes `hints` back, as the MCP format carries them. */
export const agentHintsMeta = (hints: AgentHints): Record<string, unknown> => ({
  ...(hints.searchHint === undefined ? {} : { [SEARCH_HINT_KEY]: hints.searchHint }),
  ...(hints.alwaysLoad ? { [ALWAYS_LOAD_KEY]: true } : {}),
});

type Site = { holder: Record<string, unknown>; at: string; label: string };

export const readAgentHints = (site: Site, log: IssueLog): AgentHints | undefined => {
  const meta = own(site.holder, '_meta');
  if (meta === undefined) return undefined;
  const at = pointer(site.at, '_meta');
  const warn = (path: string, message: string) =>
    log.warnings.push({ path, tool: site.label, field: '_meta', message });
  if (!isRecord(meta)) {
    warn(at, `_meta must be an object, found ${describeValue(meta)}; its agent hints are ignored`);
    return undefined;
  }
  const hints: AgentHints = {};
  const hint = own(meta, SEARCH_HINT_KEY);
  const hintAt = pointer(at, SEARCH_HINT_KEY);
  if (typeof hint === 'string') {
    hints.searchHint = hint;
    if (hint.length > MAX_SEARCH_HINT_CHARS)
      warn(
        hintAt,
        `${SEARCH_HINT_KEY} is ${plural(hint.length, 'character')}, over ${MAX_SEARCH_HINT_CHARS}: a hint is a short capability phrase; Claude Code searches it whole, so the description's words may belong elsewhere`,
      );
  } else if (hint !== undefined) {
    warn(
      hintAt,
      `${SEARCH_HINT_KEY} must be a string, found ${describeValue(hint)}; Claude Code ignores it, and so does toollens`,
    );
  }
  const alwaysLoad = own(meta, ALWAYS_LOAD_KEY);
  if (alwaysLoad === true) hints.alwaysLoad = true;
  else if (alwaysLoad !== undefined && alwaysLoad !== false)
    warn(
      pointer(at, ALWAYS_LOAD_KEY),
      `${ALWAYS_LOAD_KEY} must be true or false, found ${describeValue(alwaysLoad)}; Claude Code loads a tool up front only for the boolean true, so it is ignored`,
    );
  return Object.keys(hints).length === 0 ? undefined : hints;
};
