import { displayTitle } from '../../engine/core';

/**
 * MCP's titles as a catalog row or a tool detail carries them: `title`, and `annotations.title`
 * as `annotationTitle` (the catalog model's fields). Optional, so a row or detail without them
 * shows the name alone.
 */
export type Titled = { title?: string | undefined; annotationTitle?: string | undefined };

/** The title to show people (the MCP order: title, then annotations.title), or none. */
export const shownTitle = (value: Titled): string | undefined =>
  displayTitle({
    ...(value.title === undefined ? {} : { title: value.title }),
    ...(value.annotationTitle === undefined ? {} : { annotationTitle: value.annotationTitle }),
  });

/** Which MCP field the shown title comes from, for a tooltip. */
export const titleField = (value: Titled): 'title' | 'annotations.title' | undefined => {
  const shown = shownTitle(value);
  if (shown === undefined) return undefined;
  return shown === value.title ? 'title' : 'annotations.title';
};
