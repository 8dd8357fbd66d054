import { type ReactNode, useEffect, useId, useRef } from 'react';

type Props = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
};

/**
 * A modal dialog on the native `<dialog>`: the browser traps focus, closes it on Escape and
 * returns focus to where it was. Mounted only while open. The element marked
 * `data-autofocus` gets the focus (`showModal` would give it to the close button, the first
 * focusable element).
 */
export const Modal = ({ title, onClose, children, className }: Props) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    // The dialog is removed from the page before it is closed, so the browser cannot return
    // the focus itself.
    const before = document.activeElement;
    if (element && !element.open) element.showModal();
    element?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      element?.close();
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      // No onClose: the unmount below closes the element, and under StrictMode's rehearsal
      // unmount that close event would shut the dialog it is reopening. Escape, the backdrop
      // and the × button are the ways out, and each calls onClose itself.
      onCancel={(event) => {
        // Closing is the store's decision: it unmounts the dialog.
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => {
        // A press on the backdrop lands on the dialog element itself.
        if (event.target === dialog.current) onClose();
      }}
    >
      <header className="modal-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="dismiss" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      {children}
    </dialog>
  );
};
