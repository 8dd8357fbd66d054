import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ToolSearchResult } from '../../engine/core';
import { QueriesView } from '../authoring/evaluate/QueriesView';
import CatalogPanel from '../catalog/CatalogPanel';
import { SearchPanel } from '../search/components';
import type { SessionActions } from '../session/state/sessionTypes';
import TimelinePanel from '../session/timeline/TimelinePanel';
import { RequestErrorNote } from '../shared/messages/RequestError';
import {
  type RequestError as Failure,
  failed,
  IDLE,
  messageFor,
  type RequestMessage,
} from '../shared/request';
import { DEFAULT_VIEW } from '../shared/view';
import { createAppStore, type Engine } from './store/appStore';
import { requestInputs, requestMessages } from './store/requestMessages';
import type { AppState } from './store/types';

/**
 * A failed request shows its message where its result would have been, with a Retry: the
 * Catalog, Search, Timeline and Evaluate panels, rendered as the page renders them.
 */

const failure: Failure = { code: 'failed', message: 'toollens: the worker said no' };
const noop = () => {};

const retryButtons = (html: string) => html.match(/<button[^>]*>Retry<\/button>/g) ?? [];

const engine = { onStatus: () => noop } as unknown as Engine;

/** The store's list of failed requests once `change` failed some: what the panels are given. */
const messagesWith = (change: (state: AppState) => Partial<AppState>): RequestMessage[] => {
  const base = createAppStore(engine).getState();
  const state = { ...base, ...change(base) };
  return requestMessages(requestInputs(state), () => state);
};

/** One failed request as the store lists it. */
const messageOf = (change: (state: AppState) => Partial<AppState>, id: string) => {
  const message = messageFor(messagesWith(change), id);
  if (!message) throw new Error(`no message for ${id}`);
  return message;
};

describe('RequestError', () => {
  it('says what failed, shows the message, and its Retry re-issues the request', () => {
    const onRetry = vi.fn();
    const element = RequestErrorNote({
      message: {
        ...failure,
        id: 'search',
        subsystem: 'search',
        what: 'the search',
        retry: onRetry,
      },
    }) as ReactElement<{
      children: ReactElement<{ onClick?: () => void }>[];
    }>;
    const html = renderToStaticMarkup(element);
    expect(html).toContain('role="alert"');
    expect(html).toContain('The search failed.');
    expect(html).toContain('toollens: the worker said no');
    expect(retryButtons(html)).toHaveLength(1);
    const button = element.props.children.find((child) => child?.props?.onClick);
    button?.props.onClick?.();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says a request was lost to a worker restart', () => {
    const html = renderToStaticMarkup(
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
    expect(html).toContain('The lens of read_file was lost when the search engine restarted.');
    expect(html).toContain('data-code="restarted"');
  });
});

describe('panels with a failed request', () => {
  it('Catalog: the tool list failed, not "Loading the tools…" forever', () => {
    const html = renderToStaticMarkup(
      <CatalogPanel
        view={{ ...DEFAULT_VIEW, panel: 'catalog' }}
        rows={failed(IDLE, failure)}
        tokens={IDLE}
        detail={IDLE}
        onView={noop}
        messages={messagesWith(() => ({ rows: failed(IDLE, failure) }))}
      />,
    );
    expect(html).not.toContain('Loading the tools…');
    expect(html).toContain('data-testid="catalog-rows-error"');
    expect(html).toContain('The tool list failed.');
    expect(html).toContain(failure.message);
    expect(retryButtons(html)).toHaveLength(1);
  });

  it('Search: the search failed, in place of the results', () => {
    const html = renderToStaticMarkup(
      <SearchPanel
        view={DEFAULT_VIEW}
        result={undefined as ToolSearchResult | undefined}
        searchError={messageOf(() => ({ result: failed(IDLE, failure) }), 'search')}
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
    expect(html).not.toContain('Loading the catalog…');
    expect(html).toContain('data-testid="search-error"');
    expect(html).toContain('The search failed.');
    expect(html).toContain(failure.message);
    expect(retryButtons(html)).toHaveLength(1);
  });

  it('Timeline: the replay failed, in place of the working set', () => {
    const html = renderToStaticMarkup(
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
        )}
        transcriptErrors={undefined}
        editError={undefined}
        actions={{ retry: noop } as unknown as SessionActions}
        onView={noop}
        onStartDemo={noop}
      />,
    );
    expect(html).not.toContain('Replaying the transcript');
    expect(html).toContain('data-testid="replay-error"');
    expect(html).toContain('The replay failed.');
    expect(html).toContain(failure.message);
    expect(retryButtons(html)).toHaveLength(1);
  });

  it('Evaluate: the evaluation failed, in place of the metrics', () => {
    const authoring = {
      ...createAppStore(engine).getState().authoring,
      evaluation: failed(IDLE, failure),
    };
    const querySet = { id: 's', name: 'S', revision: 1, queries: [] };
    const html = renderToStaticMarkup(
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
        )}
      />,
    );
    expect(html).toContain('data-testid="eval-error"');
    expect(html).toContain('The evaluation failed.');
    expect(html).toContain(failure.message);
    expect(retryButtons(html)).toHaveLength(1);
  });
});
