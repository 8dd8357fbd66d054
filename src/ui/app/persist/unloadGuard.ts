/**
 * A save still being written when the page goes away is lost, so while one is in flight the
 * browser asks before leaving. (Browsers ask only once the user has interacted with the page,
 * which every save of theirs follows.) Returns the function that removes the guard.
 */
export const guardUnload = (
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  saving: () => boolean,
) => {
  const listener = (event: Event) => {
    if (saving()) event.preventDefault();
  };
  target.addEventListener('beforeunload', listener);
  return () => target.removeEventListener('beforeunload', listener);
};
