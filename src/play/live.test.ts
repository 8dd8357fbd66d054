import { describe, expect, it } from 'vitest';
import { buildSessions } from '../engine';
import { playCatalog, playTasks } from '../test/contract/playScripts';
import { runLogText } from './report';
import { runPlay } from './runPlay';
import type { PlayProvider, PlaySearch } from './types';

/**
 * The same runs against the real providers, only when a key is in the environment (and never
 * in CI, which has none): each is named "skipped: no API key" otherwise, so a skip cannot be
 * read as a pass. Two tasks of the firecrawl set, a few cents at most. The model defaults can
 * be changed with TOOLLENS_ANTHROPIC_MODEL and TOOLLENS_OPENAI_MODEL.
 */

const LIVE: { provider: PlayProvider; search: PlaySearch; key: string; model: string }[] = [
  {
    provider: 'anthropic',
    search: 'regex',
    key: 'ANTHROPIC_API_KEY',
    model: process.env.TOOLLENS_ANTHROPIC_MODEL ?? 'claude-sonnet-4-5-20250929',
  },
  {
    provider: 'openai',
    search: 'tool-search',
    key: 'OPENAI_API_KEY',
    model: process.env.TOOLLENS_OPENAI_MODEL ?? 'gpt-5.4',
  },
];

describe('a live model run', () => {
  for (const live of LIVE) {
    const apiKey = process.env[live.key];
    const title = `${live.provider} ${live.search} on two tasks, the log read back`;
    it.skipIf(!apiKey)(
      apiKey ? title : `${title} (skipped: no API key in ${live.key})`,
      async () => {
        const catalog = playCatalog();
        const run = await runPlay({
          provider: live.provider,
          search: live.search,
          model: live.model,
          apiKey: apiKey as string,
          catalog,
          tasks: playTasks().slice(0, 2),
          limits: { tasks: 2, turns: 4, maxTokens: 512 },
          answer: { kind: 'echo' },
        });
        expect(run.tasks.map((task) => task.error ?? task.stop)).not.toContain('error');
        expect(run.tasks.every((task) => task.requests > 0)).toBe(true);
        const [record] = buildSessions([{ name: 'live', text: runLogText(run) }], catalog);
        expect(record?.transcript.turns).toHaveLength(2);
      },
      120_000,
    );
  }
});
