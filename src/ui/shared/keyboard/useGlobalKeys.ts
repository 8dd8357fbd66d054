import { useEffect, useRef } from 'react';
import {
  isQueryBox,
  isTypingTarget,
  type KeyFocus,
  queryBoxFocus,
  type ShortcutAction,
  shortcutFor,
} from './keyboard';

/** Runs `onShortcut` for the page's shortcuts (see `keyboard.ts`), wherever focus is. */
export const useGlobalKeys = (onShortcut: (action: ShortcutAction) => void): void => {
  // The latest handler, without re-adding the listener on every render.
  const handler = useRef(onShortcut);
  handler.current = onShortcut;

  useEffect(() => {
    // Whether the user typed in the query box since it last got focus (keyboard.ts says why).
    let typedInQuery = false;
    const onFocus = (event: FocusEvent) => {
      if (isQueryBox(event.target)) typedInQuery = false;
    };
    const onInput = (event: Event) => {
      if (isQueryBox(event.target)) typedInQuery = true;
    };
    const focusOf = (target: EventTarget | null): KeyFocus => {
      if (isQueryBox(target)) {
        return queryBoxFocus({ empty: target.value === '', typedSinceFocus: typedInQuery });
      }
      return isTypingTarget(target) ? 'text' : 'page';
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const action = shortcutFor({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        focus: focusOf(event.target),
      });
      if (!action) return;
      event.preventDefault();
      handler.current(action);
    };
    window.addEventListener('focusin', onFocus);
    window.addEventListener('input', onInput, true);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('focusin', onFocus);
      window.removeEventListener('input', onInput, true);
      window.removeEventListener('keydown', onKey);
    };
  }, []);
};
