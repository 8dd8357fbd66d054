import type { ReactNode } from 'react';

type Props = {
  /** The catalog picker, and the load progress while a catalog loads. */
  children: ReactNode;
  onPalette: () => void;
  onShortcuts: () => void;
  /** Opens the share dialog (links, embed code, workspace file); absent in embeds. */
  onShare?: (() => void) | undefined;
};

/** The page header: the name, the catalog controls, and the keyboard entry points. */
export const Header = ({ children, onPalette, onShortcuts, onShare }: Props) => (
  <header className="app-header">
    <h1>
      <img src="favicon.svg" alt="" width={22} height={22} />
      toollens
      <span className="tagline">find tools, don't load them</span>
    </h1>
    <div className="header-catalog">{children}</div>
    <div className="header-keys">
      {onShare && (
        <button
          type="button"
          className="button share-button"
          data-testid="share-button"
          onClick={onShare}
          title="Share link, embed code, workspace export and import"
        >
          Share
        </button>
      )}
      <button
        type="button"
        className="button ghost"
        onClick={onPalette}
        title="Command palette (Ctrl K or ⌘ K)"
      >
        <kbd>Ctrl K</kbd>
        <span className="visually-hidden">Command palette</span>
      </button>
      <button
        type="button"
        className="button ghost"
        onClick={onShortcuts}
        aria-label="Keyboard shortcuts"
        title="Keyboard shortcuts (?)"
      >
        <kbd>?</kbd>
      </button>
    </div>
  </header>
);
