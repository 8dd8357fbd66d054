import { useMemo } from 'react';
import type { CatalogPanelProps } from '../panels/catalog/CatalogPanel';
import type { SearchPanelProps } from '../panels/search/SearchPanel';
import { type AppStore, useAppState } from '../store/appStore';

/** The Search panel's props from the store: values and the two callbacks it needs. */
export const useSearchPanelProps = (store: AppStore): SearchPanelProps => {
  const state = useAppState(store, (s) => ({
    view: s.view,
    result: s.result,
    searchError: s.searchError,
    facets: s.facets,
    rows: s.rows,
    lens: s.lens,
    whyNot: s.whyNot,
    menuTokens: s.menuTokens,
    focusRequest: s.focusRequest,
    actions: s.actions,
  }));
  const toolNames = useMemo(() => state.rows?.map((row) => row.name), [state.rows]);
  return {
    view: state.view,
    result: state.result,
    searchError: state.searchError,
    facets: state.facets,
    toolNames,
    lens: state.lens,
    whyNot: state.whyNot,
    menuTokens: state.menuTokens,
    focusRequest: state.focusRequest,
    onView: state.actions.setView,
    onMoveSelection: state.actions.moveSelection,
  };
};

export const useCatalogPanelProps = (store: AppStore): CatalogPanelProps => {
  const state = useAppState(store, (s) => ({
    view: s.view,
    rows: s.rows,
    tokens: s.tokens,
    tokensError: s.tokensError,
    detail: s.detail,
    onView: s.actions.setView,
    onEdit: s.authoring.actions.openEditor,
  }));
  return state;
};
