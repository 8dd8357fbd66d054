import { useGlobalKeys } from '../../shared/keyboard/useGlobalKeys';
import { nextRanker } from '../../shared/rankers';
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
