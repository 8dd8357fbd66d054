import { useMemo } from 'react';
import { isSession } from '../../reports';
import type { SessionRow, SessionsPanelProps } from '../../reports/components';
import { errorOf, shown } from '../../shared/request';
import { type AppStore, useAppState } from '../store/appStore';
import { formatHash } from '../url/viewHash';

/** The Sessions view's props from the store: the saved transcripts and the sessions slice. */
export const useSessionsPanelProps = (store: AppStore): SessionsPanelProps => {
  const s = useAppState(store, (state) => ({
    view: state.view,
    catalog: state.catalog,
    saved: state.session.saved,
    sessions: state.sessions,
    setView: state.actions.setView,
  }));
  const rows = useMemo(
    () =>
      s.saved.filter(isSession).map(
        (each): SessionRow => ({
          name: each.transcript.name,
          title: each.transcript.title ?? each.transcript.name,
          turns: each.transcript.turns.length,
          ...(each.thread ? { threadOf: each.thread.of } : {}),
        }),
      ),
    [s.saved],
  );
  const { report, mined, actions } = s.sessions;
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
    window: s.sessions.window,
    importing: s.sessions.importing,
    importErrors: s.sessions.importErrors,
    onImport: (files) => void actions.importFiles(files),
    onDismissImportErrors: actions.dismissImportErrors,
    onWindow: actions.setWindow,
    onMine: () => void actions.mine(),
    onRetry: actions.retry,
    onOpen: (place) => s.setView(timelineAt(place)),
    linkTo: (place) => formatHash({ ...s.view, ...timelineAt(place) }),
  };
};
