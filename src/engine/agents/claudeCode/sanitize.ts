/**
 * Claude Code passes every MCP server's tools/list answer through `recursivelySanitizeUnicode`
 * before naming and describing the tools. Claude Code's source is not published;
 * stephanoskomnenos/claude-code-clean does not hold `src/utils/sanitization.ts`, so this reads
 * the copy in DroxKiwi/claude-code-leak-packaged @ fb1320d1baf5b77a0a02c15f41efb1dfa9aeff4b, which
 * other reconstructions quote alike.
 *
 * As read: NFKC, then every format, private-use and unassigned code point removed (with the
 * zero-width, bidirectional, BOM and BMP private-use ranges again, by hand), repeated until the
 * text stops changing, at most 10 rounds. Which code points are unassigned depends on the
 * engine's Unicode version, so a character newer than one of the two engines is kept by one and
 * dropped by the other. Claude Code throws when 10 rounds do not settle the text; what it then
 * does with the server is not known, and here the text of the 10th round is kept.
 */
import { isAscii } from '../../text/core';

const MAX_ROUNDS = 10;

/** Format, private-use and unassigned code points: none is ASCII. */
const DROPPED = /[\p{Cf}\p{Co}\p{Cn}]/gu;
/** The ranges removed again by hand, as one class: removing one range's units makes no other's. */
const BY_HAND = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF\uE000-\uF8FF]/g;
const NOT_ASCII_RUN = /[^\0-\x7f]+/g;

/**
 * The classes removed, as read, from the runs of non-ASCII units alone: no ASCII unit is in
 * one and none is half of a surrogate pair. Over a description with a few accents, a `u`-flag
 * class with every unassigned code point in it costs many times a scan for non-ASCII runs.
 */
const removed = (text: string): string =>
  text.replace(NOT_ASCII_RUN, (run) => run.replace(DROPPED, '').replace(BY_HAND, ''));

// ASCII, controls included (isAscii, the analyzer's one reading of it): NFKC leaves it alone and
// none of it is Cf, Co or Cn.
export const sanitizeUnicode = (text: string): string => {
  if (isAscii(text)) return text;
  let current = text;
  for (let rounds = 0; rounds < MAX_ROUNDS; rounds++) {
    const normalized = current.normalize('NFKC');
    const next = removed(normalized);
    if (next === current) return current;
    // Nothing removed: the next round's NFKC would leave the text as it is (NFKC is
    // idempotent) and remove nothing again, so the text has settled.
    if (next === normalized) return next;
    current = next;
  }
  return current;
};
