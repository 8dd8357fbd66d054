import type { AuthoringContext } from './authoringContext';
import type { AuthoringActions } from './authoringTypes';

/**
 * Fixes applied as the editor applies an edit: each tool opened, its fix's text saved through
 * `saveEdit` (so it enters the edit log, undo reverts it, the workspace and the share link keep
 * it), then the editor closed again, so applying opens nothing. One edit a tool, so an undo takes
 * back one tool's fix.
 */
export const createFixActions = (ctx: AuthoringContext): Pick<AuthoringActions, 'applyFixes'> => ({
  applyFixes: async (texts) => {
    for (const { name, text } of texts) {
      const { actions } = ctx.state();
      await actions.openEditor(name);
      if (ctx.state().editor?.name !== name) return false;
      if (!(await actions.saveEdit(text))) return false;
      ctx.state().actions.closeEditor();
    }
    return true;
  },
});
