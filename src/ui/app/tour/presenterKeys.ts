import { isTypingTarget } from '../../shared/keyboard/keyboard';

/** What a key does in the presenter view, or undefined when it is not the presenter's. */
export type PresenterMove = 'next' | 'back' | 'leave';

/**
 * → and ← step, as do PageDown and PageUp (what a presentation clicker sends) and n/p; Esc
 * leaves. The arrows and pages step even from a text field (there is nothing to type while
 * presenting); n and p type as usual there. An open dialog keeps its keys.
 */
export const presenterMove = (
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>,
  dialogOpen: boolean,
): PresenterMove | undefined => {
  if (event.altKey || event.ctrlKey || event.metaKey || dialogOpen) return undefined;
  switch (event.key) {
    case 'Escape':
      return 'leave';
    case 'ArrowRight':
    case 'PageDown':
      return 'next';
    case 'ArrowLeft':
    case 'PageUp':
      return 'back';
    case 'n':
      return isTypingTarget(event.target) ? undefined : 'next';
    case 'p':
      return isTypingTarget(event.target) ? undefined : 'back';
    default:
      return undefined;
  }
};
