/**
 * The tour on a catalog of the viewer's own needs queries its tools answer. An open query set
 * that names this catalog's tools is used as it is; otherwise the queries are drawn from the
 * tools themselves, by one deterministic rule, so the same catalog always tells the same story:
 *
 * - the tools are taken in name order, `count` of them evenly spaced across the catalog;
 * - each query is the two rarest meaningful words of that tool's description (fewest tools'
 *   descriptions use them; a tie goes to the word met first), in the description's order;
 * - a meaningful word has three or more letters, is not only digits, and is no stop word.
 *
 * A tool whose description has fewer than two such words gives its name's words instead.
 */

export type DrawnTool = { name: string; description: string };
export type DrawnQuery = { id: string; query: string; relevant: string[] };

/** Words that say nothing of what a tool does, in English tool descriptions. */
const STOP = new Set(
  (
    'the and for with from that this these those into onto over under are was were been being ' +
    'has have had its it’s not but can may will would should could use used uses using via per ' +
    'any all each every one two more most some such than then them they their there which what ' +
    'when where who whom whose why how also only just very your you our out about after before ' +
    'between both either neither other another given gets get set sets return returns returned ' +
    'value values specified specific provided provide provides based given list data true false ' +
    'null string number integer boolean object array type optional required default'
  ).split(' '),
);

const wordsOf = (text: string): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => word.length >= 3 && !/^\d+$/.test(word) && !STOP.has(word),
  );

/** The two rarest meaningful words of `tool`'s description, by `df` (tools using each word). */
export const rarestWords = (tool: DrawnTool, df: ReadonlyMap<string, number>): string[] => {
  const words = [...new Set(wordsOf(tool.description))];
  const picked = new Set(
    words
      .map((word, at) => ({ word, at, df: df.get(word) ?? 0 }))
      .sort((a, b) => a.df - b.df || a.at - b.at)
      .slice(0, 2)
      .map((each) => each.word),
  );
  const chosen = words.filter((word) => picked.has(word));
  return chosen.length >= 2 ? chosen : wordsOf(tool.name.replace(/[_.-]+/g, ' ')).slice(0, 2);
};

/** How many tools' descriptions use each meaningful word. */
export const documentFrequencies = (tools: readonly DrawnTool[]): Map<string, number> => {
  const df = new Map<string, number>();
  for (const tool of tools)
    for (const word of new Set(wordsOf(tool.description))) df.set(word, (df.get(word) ?? 0) + 1);
  return df;
};

const byName = (a: DrawnTool, b: DrawnTool) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** `count` queries drawn from the catalog's tools (see the module's rule), each naming its tool. */
export const drawQueries = (tools: readonly DrawnTool[], count: number): DrawnQuery[] => {
  const sorted = [...tools].sort(byName);
  const df = documentFrequencies(sorted);
  const n = Math.min(count, sorted.length);
  const drawn: DrawnQuery[] = [];
  for (let i = 0; i < n; i++) {
    const tool = sorted[Math.floor(((i + 0.5) * sorted.length) / n)];
    if (!tool) continue;
    const words = rarestWords(tool, df);
    if (words.length === 0) continue;
    drawn.push({ id: `drawn-${i + 1}`, query: words.join(' '), relevant: [tool.name] });
  }
  return drawn;
};

/**
 * A catalog's tools with their descriptions, from its exported text: a JSON array of tools, or
 * an object holding one under `tools` (MCP's list), each with a `name` and a `description`
 * (OpenAI's `function` wrapper read through). Anything else gives no tools.
 */
export const readDrawnTools = (text: string): DrawnTool[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const list = Array.isArray(parsed)
    ? parsed
    : typeof parsed === 'object' &&
        parsed !== null &&
        Array.isArray((parsed as { tools?: unknown }).tools)
      ? (parsed as { tools: unknown[] }).tools
      : [];
  return list.flatMap((item): DrawnTool[] => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    const inner =
      typeof record.function === 'object' && record.function !== null
        ? (record.function as Record<string, unknown>)
        : record;
    return typeof inner.name === 'string'
      ? [
          {
            name: inner.name,
            description: typeof inner.description === 'string' ? inner.description : '',
          },
        ]
      : [];
  });
};

/** The open query set's queries when they name this catalog's tools (most of them do), else none. */
export const usableSet = <Q extends { relevant: string[] }>(
  queries: readonly Q[],
  names: ReadonlySet<string>,
): boolean =>
  queries.length > 0 &&
  queries.filter((query) => query.relevant.some((name) => names.has(name))).length * 2 >=
    queries.length;
