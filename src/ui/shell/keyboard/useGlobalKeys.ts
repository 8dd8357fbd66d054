import { useEffect, useRef } from 'react';
import { isTypingTarget, type ShortcutAction, shortcutFor } from './keyboard';

/** Runs `onShortcut` for the page's shortcuts (see `keyboard.ts`), wherever focus is. */
export const useGlobalKeys = (onShortcut: (action: ShortcutAction) => void): void => {
  // The latest handler, without re-adding the listener on every render.
  const handler = useRef(onShortcut);
  handler.current = onShortcut;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const action = shortcutFor({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        typing: isTypingTarget(event.target),
      });
      if (!action) return;
      event.preventDefault();
      handler.current(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
};
