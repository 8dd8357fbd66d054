import { useCallback, useMemo } from 'react';
import type { ToolText } from '../../../engine/core';
import type { SearchAnswer } from '../../../worker/boundary';
import { entryFor, markOf, type ResultMark } from '../../authoring';
import type { CatalogPanelProps, CatalogSettingsPanelProps } from '../../catalog';
import { catalogNames, nearestFirst, targetRanksKey } from '../../search';
import type { SearchPanelProps } from '../../search/components';
import { keyOf, messageFor, type RequestState, shown } from '../../shared/request';
import { type AppStore, useAppState } from '../store/appStore';
import { useRequestMessages } from './useRequestMessages';

/** A follow-up's answer when it answers the search `key` (its request's), else none yet. */
const answerOf = <T>(request: RequestState<T>, key: string | undefined): T | undefined =>
  request.status === 'ok' && key !== undefined && request.key === key ? request.value : undefined;

/** The key a search's follow-ups are kept under in the store: its request. */
const searchKey = (answer: SearchAnswer | undefined) => answer && JSON.stringify(answer.request);

/** The Search panel's props from the store: values, their failures and the callbacks it needs. */
export const useSearchPanelProps = (store: AppStore): SearchPanelProps => {
  const messages = useRequestMessages(store);
  const state = useAppState(store, (s) => ({
    view: s.view,
    result: s.result,
    held: s.held,
    movement: s.movement,
    targetList: s.targetList,
    targetRanks: s.targetRanks,
    findability: s.findability,
    facets: s.facets,
    rows: s.rows,
    lens: s.lens,
    whyNot: s.whyNot,
    menuTokens: s.menuTokens,
    focusRequest: s.focusRequest,
    chartSettleMs: s.timing.chartSettleMs,
    actions: s.actions,
    querySets: s.authoring.querySets,
    activeSet: s.authoring.activeSet,
    markResult: s.authoring.actions.markResult,
    askNameFixes: s.authoring.actions.askNameFixes,
    applyFixes: s.authoring.actions.applyFixes,
    editing: s.authoring.editing,
    liveMoves: s.mcp.liveMoves,
    catalogSeq: s.authoring.catalogSeq,
    // The ranking past the page, only for the result shown (an older one would misorder).
    ranked: answerOf(s.nearMisses, searchKey(shown(s.result))),
  }));
  const rows = shown(state.rows);
  const searched = shown(state.result);
  // The catalog's names once per list of rows; each answer orders them lazily (nearestFirst.ts).
  const catalog = useMemo(() => rows && catalogNames(rows.map((row) => row.name)), [rows]);
  const toolNames = useMemo(
    () =>
      catalog &&
      nearestFirst(catalog, state.ranked, {
        nearest: searched?.nearestTools,
        alwaysDeclared: searched?.page.alwaysDeclared,
      }),
    [catalog, state.ranked, searched],
  );
  // How the shown results are marked for this query in the open set (the results' controls).
  const active = state.querySets.find((each) => each.id === state.activeSet);
  const query = state.view.query;
  const marks = useMemo(() => {
    const entry = active && entryFor(active.queries, query);
    const names = [...(entry?.relevant ?? []), ...(entry?.mustNot ?? [])];
    return Object.fromEntries(
      names.flatMap((name) => {
        const mark = markOf(entry, name);
        return mark ? [[name, mark]] : [];
      }),
    ) as Record<string, ResultMark>;
  }, [active, query]);
  const { markResult } = state;
  const onMark = useCallback(
    (tool: string, mark: ResultMark | undefined) => markResult(query, tool, mark),
    [markResult, query],
  );
  const { applyFixes } = state;
  // A fix applied from the card is the Fixes view's Apply: one tool's text saved as an edit.
  const onApplyFix = useCallback(
    (name: string, text: ToolText) => applyFixes([{ name, text }]),
    [applyFixes],
  );
  // A connected server's last change moved these ranks: shown while the same search, on the
  // same catalog, is on screen.
  const live = state.liveMoves;
  const since =
    live && live.key === keyOf(state.result) && live.catalogSeq === state.catalogSeq
      ? live.before
      : undefined;
  // The movement ranks belong to the search they were asked of: any other shows them pending.
  // While a half-typed word finds nothing, the last answer that found something stays shown.
  const answer = state.held ?? shown(state.result);
  return {
    since,
    view: state.view,
    result: answer?.page,
    heldFor: state.held && state.view.query,
    nearestTools: answer?.nearestTools,
    searchError: messageFor(messages, 'search'),
    movement: answerOf(state.movement, searchKey(answer)),
    movementError: messageFor(messages, 'movement'),
    targetList: shown(state.targetList),
    // Keyed by the search's request and the targets: a column of another search or choice never shows.
    targetColumns: answerOf(
      state.targetRanks,
      answer && targetRanksKey(answer.request, state.view.targets, state.view.server),
    ),
    targetsError: messageFor(messages, 'targetRanks') ?? messageFor(messages, 'targetList'),
    findability: shown(state.findability),
    findabilityError: messageFor(messages, 'findability'),
    onNameFixes: state.askNameFixes,
    onApplyFix,
    editing: state.editing,
    onEnsureTargets: state.actions.ensureTargetList,
    facets: shown(state.facets),
    toolNames,
    lens: shown(state.lens),
    lensError: messageFor(messages, 'lens'),
    whyNot: shown(state.whyNot),
    whyNotError: messageFor(messages, 'whyNot'),
    menuTokens: shown(state.menuTokens),
    menuTokensError: messageFor(messages, 'menuTokens'),
    menuTokensPending: state.menuTokens.status === 'pending',
    onCountTokensExactly: state.actions.countMenuExactly,
    focusRequest: state.focusRequest,
    chartSettleMs: state.chartSettleMs,
    onView: state.actions.setView,
    onMoveSelection: state.actions.moveSelection,
    marks,
    markSet: active?.name,
    onMark,
  };
};

export const useCatalogPanelProps = (store: AppStore): CatalogPanelProps => {
  const messages = useRequestMessages(store);
  const state = useAppState(store, (s) => ({
    view: s.view,
    rows: s.rows,
    tokens: s.tokens,
    detail: s.detail,
    onView: s.actions.setView,
    onEdit: s.authoring.actions.openEditor,
  }));
  return { ...state, messages };
};

/**
 * The Catalog panel's "Scaffolding & capability line" section: given by the app only,
 * so an embedded, read-only Catalog panel has none.
 */
export const useCatalogSettingsProps = (store: AppStore): CatalogSettingsPanelProps => {
  const { view, error, proposals, authoring } = useAppState(store, (s) => ({
    view: s.authoring.settingsView,
    error: s.authoring.settingsError,
    proposals: s.authoring.proposals,
    authoring: s.authoring.actions,
  }));
  return useMemo(
    () => ({
      view,
      error,
      proposals,
      onSettings: (settings) => void authoring.setCatalogSettings(settings),
      onEnsure: () => void authoring.ensureSettingsView(),
      onPropose: () => void authoring.proposeScaffolding(),
      onDismissProposals: authoring.dismissProposals,
    }),
    [view, error, proposals, authoring],
  );
};
