import type { ReactNode } from 'react';

type Props = {
  /** The catalog picker, and the load progress while a catalog loads. */
  children: ReactNode;
  onPalette: () => void;
  onShortcuts: () => void;
};

/** The page header: the name, the catalog controls, and the keyboard entry points. */
export const Header = ({ children, onPalette, onShortcuts }: Props) => (
  <header className="app-header">
    <h1>
      <img src="favicon.svg" alt="" width={22} height={22} />
      toollens
      <span className="tagline">find tools, don't load them</span>
    </h1>
    <div className="header-catalog">{children}</div>
    <div className="header-keys">
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
