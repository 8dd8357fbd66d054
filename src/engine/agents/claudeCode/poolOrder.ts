/**
 * Claude Code's pool order for MCP tools: by name with `localeCompare`, in `assembleToolPool`
 * (`src/tools.ts`, quoted alike by several reconstructions; see names.ts). Its result depends on
 * the ICU locale of the process (Claude Code runs in the user's); toollens fixes English, the
 * default of most installs, so the order here is the same on every machine.
 *
 * ICU is asked only where a name holds a unit outside `[A-Za-z0-9_-]`, which an MCP name never
 * does (normalizeNameForMCP): a pool of 50,000 tools sorts with about a million comparisons, and
 * ICU's cost is several times that of reading the order off the units. English collation is
 * the CLDR root order, which for these units is: the primary weights compared first, over the
 * whole name (`_` < `-` < digits < letters, a letter's two cases alike), a name that is a prefix
 * of the other at that level first; then, the primaries all equal, the first difference of case,
 * lower case first. poolOrder.property.test.ts checks both against the collator.
 */

const POOL_COLLATOR = new Intl.Collator('en');

/** Each unit's primary weight, from 1; 0 for a unit outside the MCP name's alphabet. */
const PRIMARY = new Uint8Array(0x10000);
[...'_-0123456789abcdefghijklmnopqrstuvwxyz'].forEach((unit, at) => {
  PRIMARY[unit.charCodeAt(0)] = at + 1;
  PRIMARY[unit.toUpperCase().charCodeAt(0)] = at + 1;
});

/** Whether every unit of `name` from `from` on has a primary weight here. */
const weighed = (name: string, from: number): boolean => {
  for (let at = from; at < name.length; at++) if (PRIMARY[name.charCodeAt(at)] === 0) return false;
  return true;
};

/**
 * `a.localeCompare(b, 'en')`'s sign, as -1, 0 or 1. The units before `from` must be the same
 * in both names and have primary weights (an MCP name's prefix): they decide nothing.
 */
export const byPoolOrder = (a: string, b: string, from = 0): number => {
  const common = Math.min(a.length, b.length);
  let byCase = 0;
  for (let at = from; at < common; at++) {
    const x = a.charCodeAt(at);
    const y = b.charCodeAt(at);
    const px = PRIMARY[x] as number;
    const py = PRIMARY[y] as number;
    if (px === 0 || py === 0) return POOL_COLLATOR.compare(a, b);
    if (x === y) continue;
    if (px !== py) return px < py ? -1 : 1;
    // One letter in two cases: the lower (the higher unit) first, if nothing else decides.
    if (byCase === 0) byCase = x > y ? -1 : 1;
  }
  if (a.length === b.length) return byCase;
  if (!weighed(a.length > b.length ? a : b, common)) return POOL_COLLATOR.compare(a, b);
  return a.length < b.length ? -1 : 1;
};
