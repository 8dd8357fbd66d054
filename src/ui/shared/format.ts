/** The page's door to the engine's formatting rule, so components import it from one place. */
export { formatCount, noun, plural } from '../../engine/core';

/** A sentence's first letter in capitals: a phrase made to follow a word, shown on its own. */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
