import { importConversation } from '../src/engine/replay/logFormats/importConversation';

/**
 * `npx tsx bench/toolSearchImport.ts`: importing a Claude API log of tool searches at the replay
 * bound (2,000 turns, one search each, five references and one 250-character `mcp__` name of
 * `__` runs, the worst case the name mapping reads) against a 10,000-tool catalog, wall time.
 */
const TURNS = 2_000;
const catalogNames = Array.from({ length: 10_000 }, (_, i) => `tool_${i}`);
const messages: unknown[] = [];
for (let t = 0; t < TURNS; t++) {
  const names = Array.from({ length: 5 }, (_, k) => `mcp__srv__tool_${(t * 7 + k) % 12_000}`);
  names.push(`mcp__${'__'.repeat(120)}tool_${t}`.slice(0, 250));
  messages.push({ role: 'user', content: `turn ${t}` });
  messages.push({
    role: 'assistant',
    content: [
      {
        type: 'server_tool_use',
        id: `s${t}`,
        name: 'tool_search_tool_bm25',
        input: { query: `q${t}` },
      },
      {
        type: 'tool_search_tool_result',
        tool_use_id: `s${t}`,
        content: {
          type: 'tool_search_tool_search_result',
          tool_references: names.map((tool_name) => ({ type: 'tool_reference', tool_name })),
        },
      },
    ],
  });
}
const text = JSON.stringify({ messages });
const started = performance.now();
const result = importConversation(text, { catalogNames });
const ms = performance.now() - started;
if (!result.ok) throw new Error(result.errors.join('\n'));
let loaded = 0;
let unknown = 0;
for (const event of result.transcript.turns.flatMap((turn) => turn.events)) {
  if (event.type !== 'discover') continue;
  loaded += event.loaded.length;
  unknown += event.unknown?.length ?? 0;
}
console.log(
  `${(text.length / 1e6).toFixed(1)} MB, ${TURNS} searches, ${TURNS * 6} references against ${catalogNames.length} tools: ${ms.toFixed(0)} ms (${loaded} loaded, ${unknown} not in the catalog)`,
);
