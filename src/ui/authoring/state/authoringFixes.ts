import type { AuthoringContext } from './authoringContext';
import type { AuthoringActions } from './authoringTypes';

/**
 * Fixes applied as the editor applies an edit: each tool opened, its fix's text saved through
 * `saveEdit` (so it enters the edit log, undo reverts it, the workspace and the share link keep
 * it), then the editor closed again, so applying opens nothing. One edit a tool, so an undo takes
 * back one tool's fix. The findability card's fixes are asked through the page's cache, keyed by
 * the catalog's revision like every read, so an edit asks again.
 */
export const createFixActions = (
  ctx: AuthoringContext,
): Pick<AuthoringActions, 'applyFixes' | 'askNameFixes'> => ({
  applyFixes: async (texts) => {
    for (const { name, text } of texts) {
      const { actions } = ctx.state();
      // Where the author is: the findability card applies from the Search panel.
      await actions.openEditor(name, { stay: true });
      if (ctx.state().editor?.name !== name) return false;
      if (!(await actions.saveEdit(text))) return false;
      ctx.state().actions.closeEditor();
    }
    return true;
  },

  askNameFixes: (name, misses, signal) =>
    ctx.sync.ask('nameFixes', [name, [...misses], ctx.get().view.server], { signal }),
});
