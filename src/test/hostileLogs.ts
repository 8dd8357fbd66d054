/**
 * Hostile conversations, generated at the size a test needs (never committed at size): the
 * unit tests, the CLI tests and the e2e specs build the same inputs from here.
 */

const DEMO_TOOLS = ['merge_pdfs', 'create_work_item', 'read_spreadsheet', 'add_label'];

/** An Anthropic Messages log of `turns` user turns, each activating one demo tool. */
export const longAnthropicLog = (turns: number): string => {
  const messages: unknown[] = [];
  for (let i = 0; i < turns; i++) {
    messages.push({ role: 'user', content: `task ${i}` });
    messages.push({
      role: 'assistant',
      content: [
        {
          type: 'tool_use',
          id: `t${i}`,
          name: 'activate_tool',
          input: { names: [DEMO_TOOLS[i % DEMO_TOOLS.length]] },
        },
      ],
    });
  }
  return JSON.stringify({ messages });
};

/** `{"a":{"a":…{}}}`, `depth` objects deep, as text (a value this deep cannot be cloned). */
export const deepObjectText = (depth: number): string =>
  `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;

/** An Anthropic log whose one tool call's input nests `depth` objects deep. */
export const deepAnthropicLog = (depth: number): string =>
  `{"messages":[{"role":"user","content":"merge them"},{"role":"assistant","content":[{"type":"tool_use","id":"x","name":"merge_pdfs","input":${deepObjectText(depth)}}]}]}`;

/**
 * A saved transcript of `turns` turns, as the app stores an imported log's (`transcripts/<name>`).
 * Self-contained, so the e2e specs can run it in the page (`putSaved`).
 */
export const savedLongTranscript = (name: string, turns: number) => {
  const tools = ['merge_pdfs', 'create_work_item', 'read_spreadsheet', 'add_label'];
  return {
    origin: 'imported' as const,
    transcript: {
      name,
      turns: Array.from({ length: turns }, (_, i) => ({
        at: new Date(Date.UTC(2026, 0, 1, 10) + i * 60_000).toISOString().replace('.000Z', 'Z'),
        events: [
          { type: 'user' as const, text: `task ${i}` },
          { type: 'activate' as const, names: [tools[i % tools.length] ?? 'merge_pdfs'] },
        ],
      })),
    },
  };
};

/** A toollens transcript of `turns` turns. */
export const longTranscript = (name: string, turns: number) =>
  savedLongTranscript(name, turns).transcript;

/** A saved transcript of one turn whose user message is `chars` characters long. Self-contained. */
export const savedLongMessage = (name: string, chars: number) => ({
  origin: 'imported' as const,
  transcript: {
    name,
    turns: [
      {
        at: '2026-01-01T10:00:00Z',
        events: [{ type: 'user' as const, text: 'lorem ipsum '.repeat(Math.ceil(chars / 12)) }],
      },
    ],
  },
});

/** Catalog settings dropping `roots` distinct roots (the link has 200,000). Self-contained. */
export const manyDroppedRoots = (roots: number) => ({
  scaffolding: {},
  rename: {},
  drop: Array.from({ length: roots }, (_, i) => `r${i.toString(36)}`),
});
