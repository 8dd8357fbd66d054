import { useEffect } from 'react';
import type { CompareChooserProps, DiffSectionProps } from '../../diff/components';
import { errorOf, shown } from '../../shared/request';
import { type AppStore, useAppState } from '../store/appStore';

/** "Compare with…" from the store: the button's action, the chooser's and the release diff's. */
export const useDiffProps = (
  store: AppStore,
): {
  onOpen: () => void;
  chooser: CompareChooserProps | undefined;
  section: DiffSectionProps | undefined;
} => {
  const s = useAppState(store, (state) => ({
    diff: state.diff,
    currentSource: state.catalog?.source,
    querySets: state.authoring.querySets,
    activeSet: state.authoring.activeSet,
    k: state.authoring.k,
    editVersion: state.authoring.editVersion,
  }));
  const { choice, choosing, report, findability, actions } = s.diff;
  // A live server's change (tools/list_changed) edits the catalog while the panel is open: the
  // diff follows it, as the table does. The slice asks only when its key changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each edit version asks once more
  useEffect(() => {
    if (choice) actions.refresh();
  }, [choice, s.editVersion, actions]);
  const set = s.querySets.find((each) => each.id === s.activeSet);
  return {
    onOpen: actions.openChooser,
    chooser: choosing
      ? { currentSource: s.currentSource, onChoose: actions.choose, onClose: actions.closeChooser }
      : undefined,
    section: choice && {
      choice,
      currentSource: s.currentSource,
      report: shown(report),
      pending: report.status === 'pending',
      error: errorOf(report)?.message,
      findability: shown(findability),
      findabilityPending: findability.status === 'pending',
      findabilityError: errorOf(findability)?.message,
      querySet: set && set.queries.length > 0 ? set.name : undefined,
      k: s.k,
      onSwap: actions.swap,
      onChange: actions.openChooser,
      onClear: actions.clear,
      onRetry: actions.retry,
    },
  };
};
