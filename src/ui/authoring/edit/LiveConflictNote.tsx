import type { LiveConflict } from '../state/authoringTypes';

type Props = {
  conflict: LiveConflict;
  busy: boolean;
  onTake: () => void;
  onKeep: () => void;
};

const said = ({ source, tool, kind }: LiveConflict): string => {
  if (kind === 'removed') {
    return `${source} removed ${tool}. Your edited tool stays in the catalog.`;
  }
  if (kind === 'added') {
    return `${source} added a tool named ${tool}, the name your edit gave this one; the server's tool was not added.`;
  }
  return `${source} changed ${tool} since you edited it. Your text stays; the server's now reads:`;
};

/**
 * On the tool in the editor: the server changed (or removed) it after the user edited it, and the
 * user's version was kept. Shows the server's text, to take it (as an edit, undoable) or dismiss.
 */
export const LiveConflictNote = ({ conflict, busy, onTake, onKeep }: Props) => (
  <div className="live-conflict" role="status" data-testid="live-conflict">
    <p>{said(conflict)}</p>
    {conflict.kind === 'changed' && (
      <blockquote className="live-conflict-text" data-testid="live-conflict-text">
        {conflict.description || '(no description)'}
      </blockquote>
    )}
    <p className="live-conflict-actions">
      {conflict.kind === 'changed' && (
        <button
          type="button"
          className="button"
          data-testid="take-server-text"
          disabled={busy}
          onClick={onTake}
        >
          Take the server's text
        </button>
      )}
      <button type="button" className="button" data-testid="keep-mine" onClick={onKeep}>
        {conflict.kind === 'changed' ? 'Keep mine' : 'Dismiss'}
      </button>
    </p>
  </div>
);
