/** The page's door to the engine's formatting rule, so components import it from one place. */
export { formatCount, noun, plural } from '../../engine/core';
