import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ToolText } from '../../../engine/core';
import type { Proposal } from '../../../engine/library';
import { renderApp } from '../../../test/renderApp';
import type { FixesAnswer } from '../../../worker/boundary';
import type { RequestState } from '../../shared/request';
import type { FixesRun } from '../state/authoringTypes';
import { QueryFix } from './QueryFix';

/**
 * "Propose a fix" on a missed query, by behaviour: the Fixes view's proposals that win the
 * query, each with Apply; else why there is none (a dropped proposal and what it steals, or the
 * engine's reason no lever brings it in); the Fixes view's answer asked when not yet asked.
 */

const move = (query: string, text: string, tool: string) => ({
  query,
  text,
  tool,
  ranker: 'codex' as const,
  before: null,
  after: 2,
});

const proposalOf = (tool: string, patch: Partial<Proposal> = {}): Proposal => ({
  id: `${tool}:search-hint:refund`,
  tool,
  levers: ['search-hint'],
  edits: [{ lever: 'search-hint', tool, before: '', after: 'refund', words: ['refund'] }],
  why: [],
  wins: [move('q1', 'refund an order', tool)],
  losses: [],
  steals: [],
  tokens: { surface: 0, declaration: 0 },
  breaking: false,
  safe: true,
  ...patch,
});

const answerOf = (patch: Partial<FixesAnswer['proposals']>, texts: FixesAnswer['texts'] = []) =>
  ({
    targets: ['codex'],
    queries: 2,
    heldOut: { heldOut: false, reason: 'test' },
    proposals: { proposals: [], dropped: [], unfixed: [], k: { codex: 8 }, ...patch },
    texts,
    allSafe: [],
  }) as FixesAnswer;

const ok = (answer: FixesAnswer): RequestState<FixesRun> => ({
  status: 'ok',
  key: 'k',
  value: { key: 'k', answer },
});

const renderFix = (fixes: RequestState<FixesRun>) => {
  const onAsk = vi.fn();
  const onApply = vi.fn();
  const onRetry = vi.fn();
  render(
    <QueryFix
      id="q1"
      query="refund an order"
      fixes={fixes}
      onAsk={onAsk}
      asked={1}
      onRetry={onRetry}
      onApply={onApply}
      busy={false}
    />,
  );
  return { onAsk, onApply, onRetry };
};

describe('a missed query’s fixes', () => {
  it("shows the proposals that win the query, and applies one's text", () => {
    const text = { name: 'refund_order' } as ToolText;
    const other = proposalOf('cancel_order', { wins: [move('q2', 'cancel it', 'cancel_order')] });
    const { onApply } = renderFix(
      ok(
        answerOf({}, [
          { proposal: proposalOf('refund_order'), text },
          { proposal: other, text },
        ]),
      ),
    );
    const list = screen.getByRole('list', { name: 'Proposals for “refund an order”' });
    expect(within(list).getByText('refund_order')).toBeTruthy();
    expect(within(list).queryByText('cancel_order')).toBeNull();
    fireEvent.click(
      within(list).getByRole('button', {
        name: 'Apply the fix to refund_order for “refund an order”',
      }),
    );
    expect(onApply).toHaveBeenCalledWith('refund_order', text);
  });

  it('says a proposal was dropped, and which query it steals', () => {
    const stealing = proposalOf('refund_order', {
      safe: false,
      steals: [{ ...move('q9', 'return a parcel', 'return_parcel'), before: 1, after: 3 }],
    });
    renderFix(ok(answerOf({ dropped: [{ proposal: stealing, reason: 'it takes 1 query' }] })));
    const region = screen.getByRole('region', { name: 'Fixes for “refund an order”' });
    expect(region.textContent).toContain('was dropped: it takes 1 query');
    expect(region.textContent).toContain('“return a parcel” from return_parcel (Codex)');
    expect(within(region).queryByRole('button', { name: /^Apply/ })).toBeNull();
  });

  it("gives the engine's reason for a miss no lever fixes", () => {
    const reason = 'no word of the query that refund_order lacks brings it into its top 8';
    renderFix(
      ok(answerOf({ unfixed: [{ query: 'q1', tool: 'refund_order', ranker: 'codex', reason }] })),
    );
    expect(screen.getByText(`${reason}.`, { exact: false })).toBeTruthy();
  });

  it('asks for the answer when not yet asked, and shows a failure with Retry', () => {
    const { onAsk } = renderFix({ status: 'idle' });
    expect(onAsk).toHaveBeenCalled();
    const failed = renderFix({
      status: 'error',
      key: 'k',
      error: { code: 'failed', message: 'the worker stopped' },
      previous: undefined,
    });
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(failed.onRetry).toHaveBeenCalled();
  });
});

/** On the whole page: the grid's row asks the Fixes view's one request, which the view then reads. */
describe('Propose a fix in the grid of queries under each agent', () => {
  it('asks the Fixes view’s answer once, shared with the Fixes view', async () => {
    const { store, calls } = await renderApp({
      catalog: 'demo',
      view: { panel: 'evaluate', targets: ['codex'] },
    });
    await act(() => store.getState().authoring.actions.addDemoSet());
    const section = () => screen.getByRole('region', { name: 'Under each agent target' });
    await waitFor(
      () => expect(within(section()).getAllByTestId('targets-grid-row').length).toBeGreaterThan(0),
      {
        timeout: 15_000,
      },
    );
    const [first] = within(section()).getAllByRole('button', { name: 'Propose a fix' });
    if (!first) throw new Error('the demo set has a query Codex misses');
    fireEvent.click(first);
    const fixes = await screen.findByRole('region', { name: /^Fixes for “/ });
    await waitFor(() => expect(within(fixes).queryByText(/Proposing fixes/)).toBeNull(), {
      timeout: 30_000,
    });
    expect(calls.filter((call) => call === 'fixes')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Fixes' }));
    await screen.findByRole('list', { name: 'Proposals' });
    expect(calls.filter((call) => call === 'fixes')).toHaveLength(1);
  }, 60_000);
});
