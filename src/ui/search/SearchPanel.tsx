import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import {
  type Facets,
  type Filters,
  type Hit,
  hasFilters,
  type Ranker,
  type ToolSearchResult,
  type WhyNot,
} from '../../engine/core';
import type { ResultMark } from '../authoring';
import { RequestErrorNote } from '../shared/messages/RequestError';
import type { RequestError as Failure, RequestKind } from '../shared/request';
import { useSettled } from '../shared/useSettled';
import type { View } from '../shared/view';
import { AlwaysDeclared } from './AlwaysDeclared/AlwaysDeclared';
import { ExplainTree } from './Explain/ExplainTree';
import { FilterChips } from './FilterChips/FilterChips';
import { Landing } from './Landing/Landing';
import { LensPanel } from './LensView/LensView';
import { MenuPreview } from './MenuPreview/MenuPreview';
import { PageBudgetFigure } from './PageBudget/PageBudget';
import { QueryBar } from './QueryBar/QueryBar';
import { RankerToggle } from './RankerToggle/RankerToggle';
import { ResultsTable } from './ResultsTable/ResultsTable';
import { rankerTerms } from './rankerTerms';
import { lensToolOf } from './state/lensTool';
import { SEARCH_TIMING } from './state/searchTiming';
import type { LensState, MenuTokens } from './state/searchTypes';
import { TermWeights } from './TermWeights/TermWeights';
import { WhyNotPanel } from './WhyNot/WhyNotPanel';
import './search.css';

export type SearchPanelProps = {
  view: View;
  result: ToolSearchResult | undefined;
  searchError: Failure | undefined;
  /** The movement column's ranks for `result`, in hit order; undefined while pending. */
  movement?: readonly Hit['ranks'][] | undefined;
  movementError?: Failure | undefined;
  facets: Facets | undefined;
  toolNames: string[] | undefined;
  lens: LensState | undefined;
  lensError: Failure | undefined;
  whyNot: WhyNot | undefined;
  whyNotError: Failure | undefined;
  menuTokens: MenuTokens | undefined;
  menuTokensError: Failure | undefined;
  /** A count of the menu is on its way (after "Count exactly", the tokenizer loading). */
  menuTokensPending: boolean;
  /** Counts the menu with the real tokenizer, loading it (the menu's "Count exactly"). */
  onCountTokensExactly: () => void;
  focusRequest: number;
  onView: (patch: Partial<View>) => void;
  onMoveSelection: (delta: number) => void;
  /** Asks again for a request that failed. */
  onRetry: (kind: RequestKind) => void;
  /** How the results are marked for this query in the open query set. */
  marks: Readonly<Record<string, ResultMark>>;
  /** The open query set's name; undefined when marking will start one. */
  markSet: string | undefined;
  onMark: (tool: string, mark: ResultMark | undefined) => void;
  /** Ranks before a connected server's last change, when this search was shown then. */
  since?: Readonly<Record<string, number>> | undefined;
  /** Starts the guided demo from the landing; absent where there is none. */
  onTour?: (() => void) | undefined;
};

/**
 * The search lens. The results table follows every keystroke; the figures beside it (page
 * budget, menu, lens) render from a deferred copy of the result, so they never hold up the
 * table.
 */
export const SearchPanel = ({
  view,
  result,
  searchError,
  movement,
  movementError,
  facets,
  toolNames,
  lens,
  lensError,
  whyNot,
  whyNotError,
  menuTokens,
  menuTokensError,
  menuTokensPending,
  onCountTokensExactly,
  focusRequest,
  onView,
  onMoveSelection,
  onRetry,
  marks,
  markSet,
  onMark,
  since,
  onTour,
}: SearchPanelProps) => {
  const deferred = useDeferredValue(result);
  // The chart redraws when typing pauses: drawing it costs more than a keystroke may.
  const settled = useSettled(deferred, SEARCH_TIMING.chartSettleMs);
  const settledNames = useMemo(() => settled?.hits.map((hit) => hit.name) ?? [], [settled]);
  const names = useMemo(() => deferred?.hits.map((hit) => hit.name) ?? [], [deferred]);
  // Stable callbacks, so the memoised parts skip the renders that only the query box needs.
  const onSelect = useCallback((tool: string) => onView({ tool }), [onView]);
  const onQuery = useCallback((query: string) => onView({ query }), [onView]);
  const onRanker = useCallback((ranker: Ranker) => onView({ ranker }), [onView]);
  const onLimit = useCallback((limit: number) => onView({ limit }), [onView]);
  const onFilters = useCallback((filters: Filters) => onView({ filters }), [onView]);
  const onWhy = useCallback((why: string | undefined) => onView({ why }), [onView]);
  // The lens follows the picked row, else the top hit (the store asks for the same one).
  const lensTool = lensToolOf(view, deferred);
  // Closing the lens hides it for this query, until a row is picked.
  const [closedFor, setClosedFor] = useState<string | undefined>(undefined);
  const hidden = !view.tool && closedFor === view.query;
  // While the next lens is on its way (the top hit's waits for typing to rest), the last one
  // stays, named in its title and marked in the table, so the column does not jump.
  const shownLens = lens && lensTool !== undefined && !hidden ? lens : undefined;
  const onCloseLens = useCallback(() => {
    setClosedFor(view.query);
    if (view.tool) onView({ tool: undefined });
  }, [onView, view.tool, view.query]);
  const lensAt = shownLens ? names.indexOf(shownLens.name) : -1;
  // Before any query or filter, the landing; "browse all" shows the unranked table instead.
  const [browseAll, setBrowseAll] = useState(false);
  const onExample = useCallback(
    (query: string, filters: Filters) => onView({ query, filters, tool: undefined }),
    [onView],
  );
  const landing = !browseAll && view.query.trim() === '' && !hasFilters(view.filters);
  const ranked = result !== undefined && result.mode !== 'browse';
  const explanation = view.tool
    ? deferred?.explanations?.find((one) => one.name === view.tool)
    : undefined;
  // One choice of terms and statistics per ranker, for the table and the lens alike.
  const shownTerms = useMemo(() => rankerTerms(result), [result]);
  const lensTerms = useMemo(() => rankerTerms(deferred), [deferred]);

  return (
    <div className="search-panel">
      <div className="search-controls">
        <QueryBar
          value={view.query}
          onChange={onQuery}
          onMoveSelection={onMoveSelection}
          focusRequest={focusRequest}
          controls={landing ? 'landing' : 'results-table'}
        />
        <RankerToggle
          ranker={view.ranker}
          limit={view.limit}
          onRanker={onRanker}
          onLimit={onLimit}
        />
      </div>
      <FilterChips
        filters={view.filters}
        facets={facets}
        scope={result?.scope}
        onChange={onFilters}
      />
      {searchError && (
        <RequestErrorNote
          what="the search"
          error={searchError}
          onRetry={() => onRetry('search')}
          testId="search-error"
        />
      )}
      {!result ? (
        !searchError && <p className="empty">Loading the catalog…</p>
      ) : (
        <>
          {landing && (
            <Landing
              tools={result.scope.total}
              browsable={result.totalHits}
              facets={facets}
              onExample={onExample}
              onTour={onTour}
              onBrowse={() => setBrowseAll(true)}
            />
          )}
          {/* Kept mounted under the landing, so the first keystroke updates the table rather
              than building the whole grid (keystroke-to-paint, npm run bench:ui). */}
          <div className="search-grid" hidden={landing}>
            <div className="search-main">
              <ResultsTable
                result={result}
                movement={movement}
                selected={shownLens?.name ?? view.tool}
                onSelect={onSelect}
                marks={marks}
                markSet={markSet}
                onMark={onMark}
                since={since}
              />
              {movementError && (
                <RequestErrorNote
                  what="the movement column"
                  error={movementError}
                  onRetry={() => onRetry('movement')}
                  testId="movement-error"
                />
              )}
              <AlwaysDeclared names={result.alwaysDeclared} />
              {explanation && <ExplainTree explanation={explanation} />}
            </div>
            <aside className="search-side" aria-label="How the results were made">
              {lensTool && lensError && (
                <RequestErrorNote
                  what={`the lens of ${lensTool}`}
                  error={lensError}
                  onRetry={() => onRetry('lens')}
                  testId="lens-error"
                />
              )}
              {shownLens && !lensError && (
                <LensPanel
                  lens={shownLens}
                  share={lensAt === -1 ? undefined : deferred?.page.shares[lensAt]}
                  weights={lensTerms.weights}
                  onWhyNot={onWhy}
                  onClose={onCloseLens}
                />
              )}
              <TermWeights
                terms={shownTerms.terms}
                n={result.scope.n}
                toollens={result.ranker === 'toollens' ? result.toollens : undefined}
              />
              {/* Browsing ranks nothing: a page budget of unranked rows would mean nothing. */}
              {settled && ranked && (
                <PageBudgetFigure
                  page={settled.page}
                  names={settledNames}
                  stale={settled !== deferred}
                />
              )}
              {deferred && (
                <MenuPreview
                  menu={deferred.menu}
                  tokens={menuTokens}
                  pending={menuTokensPending}
                  onCountExactly={onCountTokensExactly}
                />
              )}
              {menuTokensError && (
                <RequestErrorNote
                  what="the menu's token count"
                  error={menuTokensError}
                  onRetry={() => onRetry('menuTokens')}
                  compact
                  testId="menu-tokens-error"
                />
              )}
              <WhyNotPanel
                toolNames={toolNames}
                shown={names}
                picked={view.why}
                whyNot={whyNot}
                onPick={onWhy}
              />
              {view.why && whyNotError && (
                <RequestErrorNote
                  what={`"Why not?" for ${view.why}`}
                  error={whyNotError}
                  onRetry={() => onRetry('whyNot')}
                  testId="why-not-error"
                />
              )}
            </aside>
          </div>
        </>
      )}
    </div>
  );
};
