import { useState } from 'react';
import { WORKING_SET_RULE_INFO } from '../../engine/core';
import type { FindingPlace, ManySessionsReport, MinedReport } from '../../worker/boundary';
import type { ChosenFile, SessionImportError } from '../replay';
import { formatCount, noun } from '../shared/format';
import { AlwaysLoadView } from './AlwaysLoadView';
import { FailuresView } from './FailuresView';
import { MineView } from './MineView';
import { RecordedSearchesView } from './RecordedSearchesView';
import { SessionImport } from './SessionImport';
import './sessions.css';

/** A session as the view lists it: a saved transcript, a subagent thread naming its session. */
export type SessionRow = { name: string; title: string; turns: number; threadOf?: string };

export type SessionsPanelProps = {
  sessions: SessionRow[];
  /** The catalog the sessions are replayed on. */
  catalogSource: string | undefined;
  report: ManySessionsReport | undefined;
  reporting: boolean;
  reportError: string | undefined;
  mined: MinedReport | undefined;
  mining: boolean;
  mineError: string | undefined;
  window: number | undefined;
  importing: boolean;
  importErrors: SessionImportError[];
  onImport: (files: ChosenFile[]) => void;
  onDismissImportErrors: () => void;
  onWindow: (window: number | undefined) => void;
  onMine: () => void;
  onRetry: () => void;
  /** Opens a session's Timeline at a turn; `linkTo` is the same place as an address. */
  onOpen: (place: FindingPlace) => void;
  linkTo: (place: FindingPlace) => string;
};

/**
 * Many sessions at once: the user's saved transcripts (imported session files, their subagent
 * threads, transcripts written here), their discovery failures, what to always load, and the
 * query set their models typed. Everything shown is computed in the worker.
 */
const SessionsPanel = (props: SessionsPanelProps) => {
  const [whatIf, setWhatIf] = useState(false);
  const { sessions, report } = props;
  const records = new Map(report?.records.map((record) => [record.name, record]));
  return (
    <section className="sessions-panel" aria-labelledby="sessions-title">
      <div className="sessions-head">
        <h2 id="sessions-title">Sessions</h2>
        <p className="muted">
          {formatCount(sessions.length)} {noun(sessions.length, 'session')} on{' '}
          {props.catalogSource ?? 'no catalog yet'}
        </p>
        <SessionImport
          importing={props.importing}
          errors={props.importErrors}
          onImport={props.onImport}
          onDismiss={props.onDismissImportErrors}
        />
      </div>
      {sessions.length === 0 ? (
        <p className="empty">
          No session yet. Import agent session files (Claude Code, the Agent SDK, Codex, Claude API
          or OpenAI logs, toollens transcripts): their failures and what to always load show here.
        </p>
      ) : (
        <>
          <ul className="sessions-list" aria-label="Your sessions">
            {sessions.map((each) => (
              <li key={each.name}>
                <a
                  href={props.linkTo({ session: each.name, turn: 1 })}
                  onClick={(event) => {
                    event.preventDefault();
                    props.onOpen({ session: each.name, turn: 1 });
                  }}
                >
                  {each.title}
                </a>{' '}
                <span className="muted">
                  {formatCount(each.turns)} {noun(each.turns, 'turn')}
                  {each.threadOf && `, a subagent thread of ${each.threadOf}`}
                  {records.has(each.name) &&
                    ` · ${WORKING_SET_RULE_INFO[records.get(each.name)?.rule ?? 'lru'].label}`}
                </span>
              </li>
            ))}
          </ul>
          {props.reportError && (
            <p className="sessions-error" role="alert">
              The sessions could not be analysed: {props.reportError}{' '}
              <button type="button" className="button small" onClick={props.onRetry}>
                Retry
              </button>
            </p>
          )}
          {!report && props.reporting && (
            <p className="empty" role="status">
              Replaying the sessions…
            </p>
          )}
          {report && (
            <div className="sessions-report" aria-busy={props.reporting}>
              <FailuresView
                diagnosis={report.diagnosis}
                linkTo={props.linkTo}
                onOpen={props.onOpen}
              />
              <AlwaysLoadView report={report.alwaysLoad} whatIf={whatIf} onWhatIf={setWhatIf} />
              <RecordedSearchesView
                report={report.recordedSearches}
                linkTo={props.linkTo}
                onOpen={props.onOpen}
              />
            </div>
          )}
          <MineView
            mined={props.mined}
            mining={props.mining}
            error={props.mineError}
            window={props.window}
            disabled={sessions.length === 0}
            onWindow={props.onWindow}
            onMine={props.onMine}
          />
        </>
      )}
    </section>
  );
};

export default SessionsPanel;
