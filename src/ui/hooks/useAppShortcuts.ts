import { nextRanker } from '../rankers';
import { useGlobalKeys } from '../shell/keyboard/useGlobalKeys';
import type { AppStore } from '../store/appStore';

/** The global shortcuts (see shell/keyboard), acting on the store. */
export const useAppShortcuts = (store: AppStore): void =>
  useGlobalKeys((action) => {
    const { actions, view, overlay } = store.getState();
    switch (action.kind) {
      case 'palette':
        if (overlay === 'palette') actions.closeOverlay();
        else actions.openOverlay('palette');
        return;
      case 'shortcuts':
        actions.openOverlay('shortcuts');
        return;
      case 'focusQuery':
        actions.focusQuery();
        return;
      case 'toggleRanker':
        actions.setView({ ranker: nextRanker(view.ranker) });
        return;
      case 'panel':
        actions.setView({ panel: action.panel });
        return;
    }
  });
