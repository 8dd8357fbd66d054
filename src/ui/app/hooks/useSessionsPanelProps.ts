import { useMemo } from 'react';
import { sessionRows } from '../../reports';
import type { SessionsPanelProps } from '../../reports/components';
import { errorOf, shown } from '../../shared/request';
import { type AppStore, useAppState } from '../store/appStore';
import { formatHash } from '../url/viewHash';

/** The Sessions view's props from the store's session slice: the saved sessions and their report. */
export const useSessionsPanelProps = (store: AppStore): SessionsPanelProps => {
  const s = useAppState(store, (state) => ({
    view: state.view,
    catalog: state.catalog,
    session: state.session,
    setView: state.actions.setView,
  }));
  const { saved, report, mined, actions } = s.session;
  const rows = useMemo(() => sessionRows(saved), [saved]);
  const timelineAt = (place: { session: string; turn: number }) => ({
    panel: 'timeline' as const,
    scenario: place.session,
    turn: place.turn,
    budget: undefined,
  });
  return {
    sessions: rows,
    catalogSource: s.catalog?.source,
    report: shown(report),
    reporting: report.status === 'pending',
    reportError: errorOf(report)?.message,
    mined: shown(mined),
    mining: mined.status === 'pending',
    mineError: errorOf(mined)?.message,
    window: s.session.window,
    importing: s.session.importing,
    importErrors: s.session.importErrors,
    onImport: (files) => void actions.importFiles(files),
    onDismissImportErrors: actions.dismissImportErrors,
    onWindow: actions.setWindow,
    onMine: () => void actions.mine(),
    onRetry: actions.retry,
    onOpen: (place) => s.setView(timelineAt(place)),
    linkTo: (place) => formatHash({ ...s.view, ...timelineAt(place) }),
  };
};
