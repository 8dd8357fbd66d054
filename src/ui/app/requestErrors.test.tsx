import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ToolSearchResult } from '../../engine/core';
import { renderApp } from '../../test/renderApp';
import { QUIET_FAKES, testEngine } from '../../test/testEngine';
import { engineApi } from '../../worker/engineApi';
import { QueriesView } from '../authoring/evaluate/QueriesView';
import CatalogPanel from '../catalog/CatalogPanel';
import type { SessionActions } from '../replay/state/sessionTypes';
import TimelinePanel from '../replay/timeline/TimelinePanel';
import { SearchPanel } from '../search/components';
import { RequestErrorNote } from '../shared/messages/RequestError';
import {
  type RequestError as Failure,
  failed,
  IDLE,
  messageFor,
  type RequestMessage,
} from '../shared/request';
import { DEFAULT_VIEW } from '../shared/view';
import { createAppStore } from './store/appStore';
import { requestInputs, requestMessages } from './store/requestMessages';
import type { AppState } from './store/types';

/**
 * A failed request shows its message where its result would have been, with a Retry: the
 * Catalog, Search, Timeline and Evaluate panels, rendered as the page renders them.
 */

const failure: Failure = { code: 'failed', message: 'toollens: the worker said no' };
const noop = () => {};

const engine = testEngine(QUIET_FAKES).engine;

/**
 * The store's list of failed requests once `change` failed some, as the panels are given it,
 * each Retry replaced by `retry` so a test can see it asked.
 */
const messagesWith = (
  change: (state: AppState) => Partial<AppState>,
  retry: () => void = noop,
): RequestMessage[] => {
  const base = createAppStore(engine).getState();
  const state = { ...base, ...change(base) };
  return requestMessages(requestInputs(state), () => state).map((message) => ({
    ...message,
    retry,
  }));
};

/** One failed request as the store lists it. */
const messageOf = (
  change: (state: AppState) => Partial<AppState>,
  id: string,
  retry: () => void = noop,
) => {
  const message = messageFor(messagesWith(change, retry), id);
  if (!message) throw new Error(`no message for ${id}`);
  return message;
};

/** The one alert on screen: its text, and its Retry. */
const theAlert = () => {
  const alert = screen.getByRole('alert');
  return { text: alert.textContent, retry: within(alert).getByRole('button', { name: 'Retry' }) };
};

/** The alert says `what` failed and why, and its Retry asks again, once. */
const expectRetryableFailure = async (what: string, onRetry: () => void) => {
  const { text, retry } = theAlert();
  expect(text).toContain(`${what} failed.`);
  expect(text).toContain(failure.message);
  await userEvent.click(retry);
  expect(onRetry).toHaveBeenCalledTimes(1);
};

describe('RequestError', () => {
  it('says what failed, shows the message, and its Retry re-issues the request', async () => {
    const onRetry = vi.fn();
    render(
      <RequestErrorNote
        message={{
          ...failure,
          id: 'search',
          subsystem: 'search',
          what: 'the search',
          retry: onRetry,
        }}
      />,
    );
    const { text, retry } = theAlert();
    expect(text).toBe('The search failed. toollens: the worker said noRetry');
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says a request was lost to a worker restart', () => {
    render(
      <RequestErrorNote
        message={{
          code: 'restarted',
          message: 'toollens: the engine restarted before answering',
          id: 'lens',
          subsystem: 'search',
          what: 'the lens of read_file',
          retry: noop,
        }}
      />,
    );
    expect(theAlert().text).toContain(
      'The lens of read_file was lost when the search engine restarted.',
    );
  });
});

describe('panels with a failed request', () => {
  it('Catalog: the tool list failed, not "Loading the tools…" forever', async () => {
    const onRetry = vi.fn();
    render(
      <CatalogPanel
        view={{ ...DEFAULT_VIEW, panel: 'catalog' }}
        rows={failed(IDLE, failure)}
        tokens={IDLE}
        detail={IDLE}
        onView={noop}
        messages={messagesWith(() => ({ rows: failed(IDLE, failure) }), onRetry)}
      />,
    );
    expect(screen.queryByText('Loading the tools…')).toBeNull();
    await expectRetryableFailure('The tool list', onRetry);
  });

  it('Search: the search failed, in place of the results', async () => {
    const onRetry = vi.fn();
    render(
      <SearchPanel
        view={DEFAULT_VIEW}
        result={undefined as ToolSearchResult | undefined}
        searchError={messageOf(() => ({ result: failed(IDLE, failure) }), 'search', onRetry)}
        facets={undefined}
        toolNames={undefined}
        lens={undefined}
        lensError={undefined}
        whyNot={undefined}
        whyNotError={undefined}
        menuTokens={undefined}
        menuTokensError={undefined}
        menuTokensPending={false}
        onCountTokensExactly={noop}
        focusRequest={0}
        onView={noop}
        onMoveSelection={noop}
        marks={{}}
        markSet={undefined}
        onMark={noop}
      />,
    );
    expect(screen.queryByText('Loading the catalog…')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    await expectRetryableFailure('The search', onRetry);
  });

  it('Timeline: the replay failed, in place of the working set', async () => {
    const retry = vi.fn();
    render(
      <TimelinePanel
        view={{ ...DEFAULT_VIEW, panel: 'timeline' }}
        catalogSource="demo"
        entries={[]}
        entry={undefined}
        loading={false}
        replay={undefined}
        replayed={undefined}
        replaying={false}
        replayError={messageOf(
          (state) => ({ session: { ...state.session, replay: failed(IDLE, failure) } }),
          'replay',
          retry,
        )}
        transcriptErrors={undefined}
        editError={undefined}
        actions={{ retry } as unknown as SessionActions}
        onView={noop}
        onStartDemo={noop}
      />,
    );
    expect(screen.queryByText(/Replaying the transcript/)).toBeNull();
    await expectRetryableFailure('The replay', retry);
  });

  it('Evaluate: the evaluation failed, in place of the metrics', async () => {
    const onRetry = vi.fn();
    const authoring = {
      ...createAppStore(engine).getState().authoring,
      evaluation: failed(IDLE, failure),
    };
    const querySet = { id: 's', name: 'S', revision: 1, queries: [] };
    render(
      <QueriesView
        authoring={authoring}
        querySet={querySet}
        view={{ ...DEFAULT_VIEW, panel: 'evaluate' }}
        onView={noop}
        onOpenQuery={noop}
        onEditTool={noop}
        error={messageOf(
          (state) => ({ authoring: { ...state.authoring, ...authoring } }),
          'evaluation',
          onRetry,
        )}
      />,
    );
    await expectRetryableFailure('The evaluation', onRetry);
  });
});

describe('a worker call that fails, on the whole page', () => {
  it('shows the search failure where the results go, and Retry brings the results', async () => {
    let refuse = true;
    const { calls } = await renderApp({
      view: { query: 'read file' },
      fakes: {
        search: (...args) =>
          refuse ? Promise.reject(new Error(failure.message)) : engineApi.search(...args),
      },
    });
    const { text, retry } = await screen.findByRole('alert').then(() => theAlert());
    expect(text).toContain('The search failed.');
    expect(text).toContain(failure.message);
    expect(screen.queryByRole('table', { name: /ranked by/ })).toBeNull();
    refuse = false;
    const searches = calls.filter((call) => call === 'search').length;
    await userEvent.click(retry);
    const results = await screen.findByRole('table', { name: /ranked by/ });
    expect(within(results).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call === 'search')).toHaveLength(searches + 1);
  });
});
