import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { type AgentTargetId, type Filters, hasFilters, type Ranker } from '../../engine/core';
import { RequestErrorNote } from '../shared/messages/RequestError';
import { useSettled } from '../shared/useSettled';
import { isDemoCatalog, toolView, viewPatterns } from '../shared/view';
import { AlwaysDeclared } from './AlwaysDeclared/AlwaysDeclared';
import { ExplainTree } from './Explain/ExplainTree';
import { FilterChips } from './FilterChips/FilterChips';
import { examplesFor, filterExample } from './Landing/examples';
import { Landing } from './Landing/Landing';
import { LensPanel } from './LensView/LensView';
import { useRevealLens } from './LensView/useRevealLens';
import { MenuPreview } from './MenuPreview/MenuPreview';
import { PageBudgetFigure } from './PageBudget/PageBudget';
import { QueryBar } from './QueryBar/QueryBar';
import { RankerToggle } from './RankerToggle/RankerToggle';
import { ResultsTable } from './ResultsTable/ResultsTable';
import { rankerTerms } from './rankerTerms';
import { lensToolOf } from './state/lensTool';
import { SEARCH_TIMING } from './state/searchTiming';
import { FindabilityCard } from './Targets/FindabilityCard';
import { TargetsChoice } from './Targets/TargetsChoice';
import { TermWeights } from './TermWeights/TermWeights';
import { WhyNotPanel } from './WhyNot/WhyNotPanel';
import './search.css';
import './Targets/targets.css';
import type { SearchPanelProps } from './searchPanelProps';

export type { SearchPanelProps } from './searchPanelProps';

/**
 * The search lens. The results table follows every keystroke; the figures beside it (page
 * budget, menu, lens) render from a deferred copy of the result, so they never hold up the
 * table.
 */
const NO_ASK = () => {};

export const SearchPanel = ({
  view,
  result,
  heldFor,
  nearestTools,
  searchError,
  movement,
  movementError,
  targetList,
  targetColumns,
  targetsError,
  findability,
  findabilityError,
  onNameFixes,
  onApplyFix,
  editing = false,
  onEnsureTargets = NO_ASK,
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
  chartSettleMs = SEARCH_TIMING.chartSettleMs,
  onView,
  onMoveSelection,
  marks,
  markSet,
  onMark,
  since,
  onTour,
}: SearchPanelProps) => {
  const deferred = useDeferredValue(result);
  const onDemo = isDemoCatalog(view.catalog);
  const examples = useMemo(() => examplesFor(facets, onDemo), [facets, onDemo]);
  const example = useMemo(() => filterExample(facets, onDemo), [facets, onDemo]);
  // The chart redraws when typing pauses: drawing it costs more than a keystroke may.
  const settled = useSettled(deferred, chartSettleMs);
  const settledNames = useMemo(() => settled?.hits.map((hit) => hit.name) ?? [], [settled]);
  const names = useMemo(() => deferred?.hits.map((hit) => hit.name) ?? [], [deferred]);
  // Stable callbacks, so the memoised parts skip the renders that only the query box needs.
  const onQuery = useCallback((query: string) => onView({ query }), [onView]);
  const onRanker = useCallback((ranker: Ranker) => onView({ ranker }), [onView]);
  const onTargets = useCallback((targets: AgentTargetId[]) => onView({ targets }), [onView]);
  const onServer = useCallback((server: string) => onView({ server }), [onView]);
  const onPatterns = useCallback(
    (patterns: string[]) => onView({ patterns: viewPatterns(patterns) }),
    [onView],
  );
  // The chosen targets this build runs (an old link may name one it does not).
  const targets = useMemo(
    () => (targetList ? view.targets.filter((id) => targetList.includes(id)) : view.targets),
    [targetList, view.targets],
  );
  const onLimit = useCallback((limit: number) => onView({ limit }), [onView]);
  const onFilters = useCallback((filters: Filters) => onView({ filters }), [onView]);
  const onWhy = useCallback((why: string | undefined) => onView({ why }), [onView]);
  const onOpenTool = useCallback((name: string) => onView(toolView(name)), [onView]);
  // The lens follows the picked row, else the top hit (the store asks for the same one).
  const lensTool = lensToolOf(view, deferred);
  // Closing the lens hides it for this query, until a row is picked.
  const [closedFor, setClosedFor] = useState<string | undefined>(undefined);
  const hidden = !view.tool && closedFor === view.query;
  // While the next lens is on its way (the top hit's waits for typing to rest), the last one
  // stays, named in its title and marked in the table, so the column does not jump.
  const shownLens = lens && lensTool !== undefined && !hidden ? lens : undefined;
  // On a phone, a tapped hit's lens is scrolled into view once it is shown.
  const revealLens = useRevealLens(shownLens?.name, 'lens-title');
  const onSelect = useCallback(
    (tool: string) => {
      revealLens(tool);
      onView({ tool });
    },
    [onView, revealLens],
  );
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
  // Why the lens's tool ranks where it does, the auto-opened #1's included.
  const explained = hidden ? undefined : lensTool;
  const explanation = explained
    ? deferred?.explanations?.find((one) => one.name === explained)
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
          example={examples[0]?.query}
        />
        <RankerToggle
          ranker={view.ranker}
          limit={view.limit}
          onRanker={onRanker}
          onLimit={onLimit}
        />
        <TargetsChoice
          chosen={targets}
          available={targetList}
          onOpen={onEnsureTargets}
          onChange={onTargets}
          server={view.server}
          onServer={onServer}
        />
      </div>
      <FilterChips
        filters={view.filters}
        facets={facets}
        scope={result?.scope}
        onChange={onFilters}
        example={example}
      />
      {searchError && <RequestErrorNote message={searchError} testId="search-error" />}
      {!result ? (
        !searchError && <p className="empty">Loading the catalog…</p>
      ) : (
        <>
          {landing && (
            <Landing
              tools={result.scope.total}
              browsable={result.totalHits}
              examples={examples}
              onExample={onExample}
              onTour={onTour}
              onBrowse={() => setBrowseAll(true)}
            />
          )}
          {/* Kept mounted under the landing, so the first keystroke updates the table rather
              than building the whole grid (keystroke-to-paint, npm run bench:ui). */}
          <div className="search-grid" hidden={landing}>
            <div className="search-main" data-held={heldFor !== undefined || undefined}>
              {heldFor !== undefined && (
                <p
                  className="hint held-note"
                  data-testid="held-note"
                  data-held-query={heldFor}
                  role="status"
                >
                  Typing: the results for “{result.query}” until “{heldFor}” is a whole word
                </p>
              )}
              <ResultsTable
                result={result}
                movement={movement}
                selected={shownLens?.name ?? view.tool}
                onSelect={onSelect}
                marks={marks}
                markSet={markSet}
                onMark={onMark}
                since={since}
                nearestTools={nearestTools}
                onOpenTool={onOpenTool}
                targets={ranked ? targets : undefined}
                targetColumns={targetColumns}
              />
              {targetsError && <RequestErrorNote message={targetsError} testId="targets-error" />}
              {movementError && (
                <RequestErrorNote message={movementError} testId="movement-error" />
              )}
              <AlwaysDeclared names={result.alwaysDeclared} />
              {explanation && <ExplainTree explanation={explanation} />}
            </div>
            <aside className="search-side" aria-label="How the results were made">
              {lensTool && lensError && (
                <RequestErrorNote message={lensError} testId="lens-error" />
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
              {view.tool && targets.length > 0 && (
                <FindabilityCard
                  tool={view.tool}
                  targets={targets}
                  card={findability?.name === view.tool ? findability : undefined}
                  patterns={view.patterns}
                  onPatterns={onPatterns}
                  fixes={onNameFixes && { ask: onNameFixes, onApply: onApplyFix, busy: editing }}
                />
              )}
              {findabilityError && (
                <RequestErrorNote message={findabilityError} testId="findability-error" />
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
                <RequestErrorNote message={menuTokensError} compact testId="menu-tokens-error" />
              )}
              <WhyNotPanel
                toolNames={toolNames}
                shown={names}
                picked={view.why}
                whyNot={whyNot}
                onPick={onWhy}
              />
              {view.why && whyNotError && (
                <RequestErrorNote message={whyNotError} testId="why-not-error" />
              )}
            </aside>
          </div>
        </>
      )}
    </div>
  );
};
