import { describe, expect, it } from 'vitest';
import { engineApi } from '../engineApi';
import { sessionApi } from './sessionApi';

/** `simulate` in the worker: a query set on the loaded (and live-edited) catalog, replayed whole. */
describe('worker simulate', () => {
  it('builds a transcript on the imported catalog that the replay takes whole', async () => {
    const text = JSON.stringify({
      tools: [
        { name: 'create_issue', description: 'Open a new issue.', inputSchema: {} },
        { name: 'merge_pull_request', description: 'Merge a pull request.', inputSchema: {} },
        { name: 'get_me', description: 'The signed-in user.', inputSchema: {} },
      ],
    });
    const loaded = await engineApi.loadCatalogText(text, 'gh.json');
    expect(loaded.ok).toBe(true);
    const transcript = sessionApi.simulate({
      queries: [
        { id: '1', query: 'open an issue', relevant: ['create_issue'] },
        { id: '2', query: 'merge the pull request', relevant: ['merge_pull_request', 'nope'] },
      ],
      strategy: 'relevant',
      budget: 4,
      name: 'simulated-relevant-gh',
    });
    expect(transcript).toMatchObject({ name: 'simulated-relevant-gh', budget: 4 });
    expect(transcript.turns.map((turn) => turn.events.map((event) => event.type))).toEqual([
      ['user', 'search', 'activate', 'call'],
      ['user', 'search', 'activate', 'call'],
    ]);
    const view = await engineApi.replay({ transcript });
    expect(view.turns.map((turn) => turn.workingSet)).toEqual([
      ['create_issue'],
      ['merge_pull_request', 'create_issue'],
    ]);
    expect(view.turns.flatMap((turn) => turn.rejected)).toEqual([]);
    // The harness's two tools stand in for the scaffolding the import lacks.
    expect(view.turns[0]?.prompt.declared).toEqual([
      'activate_tool',
      'search_tools',
      'create_issue',
    ]);
  });

  it('refuses an unknown strategy by name', async () => {
    await engineApi.loadBuiltIn('sample');
    expect(() => sessionApi.simulate({ queries: [], strategy: 'best', name: 'x' })).toThrow(
      'unknown simulation strategy "best"',
    );
  });
});
