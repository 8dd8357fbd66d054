import { ServerText } from '../../shared/text/ServerText';
import './emptySession.css';

type Props = {
  /** The catalog in view, by its source name. */
  catalogSource: string | undefined;
} & (
  | {
      /** The Timeline's transcript file input, which "Import a session…" opens. */
      fileId: string;
      /** Opens "Simulate an agent". */
      onSimulate: () => void;
    }
  /** On the Prompt panel: both are on the Timeline. */
  | { onTimeline: () => void }
  /** An embed for readers: nothing to offer, only what is missing. */
  | { reader: true }
);

/**
 * What the Timeline and Prompt show on a catalog with no session yet: the demo's scenarios are
 * written for the demo catalog, so on the user's own the story starts from the user's own
 * session, simulated from a query set or imported from an agent's log.
 */
export const EmptySession = (props: Props) =>
  'reader' in props ? (
    <p className="empty" data-testid="session-empty">
      No transcript here: this embed names none for{' '}
      <ServerText text={props.catalogSource ?? 'its catalog'} />.
    </p>
  ) : (
    <section
      className="panel session-empty"
      data-testid="session-empty"
      aria-labelledby="session-empty-title"
    >
      <h2 id="session-empty-title">
        No session on <ServerText text={props.catalogSource ?? 'this catalog'} /> yet
      </h2>
      <p>
        A session is an agent&rsquo;s conversation with this catalog: each turn&rsquo;s searches and
        activations fill the working set, and the prompt and its cost follow. Start one of your own:
      </p>
      <div className="session-empty-actions">
        {'fileId' in props ? (
          <>
            <button type="button" className="button primary" onClick={props.onSimulate}>
              Simulate an agent…
            </button>
            <label className="button" htmlFor={props.fileId}>
              Import a session…
            </label>
          </>
        ) : (
          <button type="button" className="button primary" onClick={props.onTimeline}>
            Simulate or import one on the Timeline
          </button>
        )}
      </div>
      <ul className="session-empty-notes muted">
        <li>
          <strong>Simulate an agent</strong> runs a query set (Evaluate&rsquo;s, or one you import
          there) as turns that search this catalog and activate what they find.
        </li>
        <li>
          <strong>Import a session</strong> reads a toollens transcript or an agent&rsquo;s log:
          Anthropic Messages, OpenAI Chat Completions or Responses, as JSON or JSON Lines.
        </li>
      </ul>
    </section>
  );
