import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietIo } from '../../test/cliRunner';
import { transcriptFixturePath } from '../../test/fixtures/transcripts/fixtures';
import { diagnoseCommand } from './diagnose';
import { statsCommand } from './stats';

/**
 * The recorded-search check in `diagnose` and `stats --sessions`, text and JSON, on the GitHub
 * day: a session written by hand, whose ToolSearch results hold fewer tools than Claude Code's
 * emulation returns, so most of its searches differ and say so.
 */

const day = transcriptFixturePath('claude-code-github-day.jsonl');
const catalog = new URL('../../test/fixtures/github-day-tools.json', import.meta.url).pathname;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the recorded searches in diagnose and stats --sessions', () => {
  it('prints the agreement per discovery tool, and each search that differs with its tools', async () => {
    vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    const text = await diagnoseCommand(
      {
        command: 'diagnose',
        rest: [],
        values: { sessions: [day], catalog },
      },
      quietIo,
    );
    expect(text).toContain(
      'Claude Code ToolSearch (client 2.1.3): 2 of 12 recorded searches returned what the emulator (claude-code) returns; 10 differ',
    );
    expect(text).toMatch(
      /claude-code-github-day\.jsonl t4 e2 "commit history for a file" \(k 5\): differs: recorded only: "list_commits"; emulator only: /,
    );
    expect(text).toContain('likely: the session is from Claude Code 2.1.3');
  });

  it('gives the report under recordedSearches in --json, and per session in stats --json', async () => {
    vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    const json = JSON.parse(
      await diagnoseCommand(
        {
          command: 'diagnose',
          rest: [],
          values: { sessions: [day], catalog, json: true },
        },
        quietIo,
      ),
    );
    expect(json.recordedSearches.groups).toEqual([
      expect.objectContaining({ via: 'ToolSearch', checked: 12, same: 2, different: 10 }),
    ]);
    const stats = JSON.parse(
      await statsCommand(
        {
          command: 'stats',
          rest: [],
          values: { sessions: [day], catalog, json: true },
        },
        quietIo,
      ),
    );
    expect(
      stats.map(
        (row: { recordedSearches: { checks: unknown[] } }) => row.recordedSearches.checks.length,
      ),
    ).toEqual([11, 1]);
    const text = await statsCommand(
      {
        command: 'stats',
        rest: [],
        values: { sessions: [day], catalog },
      },
      quietIo,
    );
    expect(text).toContain('2 of 12 recorded searches returned what the emulator');
    // Without a catalog there is nothing to ask the emulators of.
    const bare = await statsCommand(
      { command: 'stats', rest: [], values: { sessions: [day] } },
      quietIo,
    );
    expect(bare).toContain('recorded searches: --catalog checks each against its agent emulator');
  });
});
