import './requestError.css';
import { Component, type ReactNode, Suspense } from 'react';

type Props = {
  /** What is loaded, in words: "the catalog table". */
  what: string;
  /**
   * What to do when it cannot be loaded. Undefined for the usual case (a reload fetches it
   * again, and the saved work comes back with the page); a sentence when a reload cannot help
   * (the command that served this page has ended).
   */
  unreachable?: string | undefined;
  /** While it loads; "Loading <what>…" by default, null for nothing. */
  loading?: ReactNode;
  children: ReactNode;
};

type State = { failed?: string };

/**
 * A part of the app that is fetched when first shown (a panel, a dialog), with what the page
 * says while it loads and if it cannot be loaded. Without it, a chunk that cannot be fetched
 * (the server that served the page has gone, a deploy replaced the files) throws while React
 * renders, and React unmounts the whole app: a blank page, the user's work out of sight. Here it
 * is one line where the part would be, and the rest of the page stays.
 */
export class LoadBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { failed: error instanceof Error ? error.message : String(error) };
  }

  override render() {
    const { what, unreachable, loading, children } = this.props;
    if (this.state.failed !== undefined) {
      return (
        <div className="load-failed" role="alert" data-testid="load-failed">
          <p>
            Could not load {what} ({this.state.failed}).{' '}
            {unreachable ??
              'Reload the page to fetch it again: your work is saved in this browser and comes back with it.'}
          </p>
          {unreachable === undefined && (
            <button type="button" onClick={() => window.location.reload()}>
              Reload the page
            </button>
          )}
        </div>
      );
    }
    return (
      <Suspense
        fallback={loading === undefined ? <p className="empty">Loading {what}…</p> : loading}
      >
        {children}
      </Suspense>
    );
  }
}
