import {
  type CatalogSettings,
  changedFields,
  isEmptySettings,
  matchesText,
  renameProblem,
  settleDerived,
  type ToolText,
  textOf,
  toolFrom,
} from '../../../engine/core';
import { IDLE, messageOf, shown } from '../../shared/request';
import type { AuthoringContext } from './authoringContext';
import type { AuthoringActions } from './authoringTypes';
import {
  appliedEntries,
  catalogKeyOf,
  type EditHistory,
  EMPTY_HISTORY,
  pushEdit,
  redoStep,
  type ToolEditEntry,
  undoStep,
} from './editHistory';
import { toolOf } from './toolOf';

/**
 * Live editing: one tool's text changes, the worker re-indexes that tool only, and everything
 * that shows the catalog (rows, search, detail, evaluation) follows. Edits, undos and redos run
 * one at a time in order, so quick clicks cannot interleave in the worker.
 */
export const createEdits = (ctx: AuthoringContext) => {
  let queue: Promise<unknown> = Promise.resolve();
  const inOrder = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    // The caller hears `next`'s failure; the queue only waits for it to settle.
    queue = Promise.allSettled([next]);
    return next;
  };

  const historyOf = (): EditHistory => {
    const { catalogKey, histories } = ctx.state();
    return (catalogKey && histories[catalogKey]) || EMPTY_HISTORY;
  };

  const setHistory = (history: EditHistory) =>
    ctx.patch((s) =>
      s.catalogKey ? { histories: { ...s.histories, [s.catalogKey]: history } } : {},
    );

  /** Writes `text` over the tool now named `name`, keeping what the editor does not show. */
  const apply = async (name: string, text: ToolText) => {
    const detail = await ctx.sync.ask('toolDetail', [name]);
    if (!detail) throw new Error(`toollens: no tool named "${name}" in this catalog`);
    await ctx.engine.call('updateTool', {
      tool: toolFrom(toolOf(detail), text),
      ...(name !== text.name ? { previousName: name } : {}),
    });
  };

  /** After the engine's catalog changed: fresh rows, search, detail, replay and editor. */
  const followChange = async (from: string, to: string) => {
    ctx.patch((s) => ({ editVersion: s.editVersion + 1 }));
    const { view, actions, session } = ctx.get();
    // The search's questions follow its new answer.
    ctx.sync.invalidate(['result', 'detail']);
    if (view.tool === from && from !== to) actions.setView({ tool: to });
    else {
      ctx.sync.refresh();
      session.actions.refresh();
    }
    const open = ctx.state().editor?.name;
    const editorName = open === from ? to : open;
    // Token counts are keyed by name and follow the text: counted again once they were asked.
    if (ctx.get().tokens.status !== 'idle') void ctx.sync.fetchTokens();
    const [, detail] = await Promise.all([
      ctx.sync.fetchRows(),
      editorName ? ctx.sync.ask('toolDetail', [editorName]) : undefined,
    ]);
    if (detail) ctx.patch({ editor: detail });
    ctx.state().actions.ensure();
  };

  const step = (pick: typeof undoStep, revert: boolean) =>
    inOrder(async () => {
      const next = pick(historyOf());
      if (!next) return;
      const { entry } = next;
      const [from, to] = revert ? [entry.after, entry.before] : [entry.before, entry.after];
      ctx.patch({ editing: true, editError: undefined });
      try {
        await apply(from.name, to);
        setHistory(next.history);
        await followChange(from.name, to.name);
      } catch (error) {
        ctx.patch({ editError: messageOf(error) });
      } finally {
        ctx.patch({ editing: false });
      }
    });

  /** Re-applies saved edits, checking each one's "before" against the tool as it stands. */
  const reapply = async (entries: ToolEditEntry[]): Promise<number> => {
    for (const [index, entry] of entries.entries()) {
      const detail = await ctx.sync.ask('toolDetail', [entry.before.name]);
      if (!detail || !matchesText(toolOf(detail), entry.before)) return index;
      await ctx.engine.call('updateTool', {
        tool: toolFrom(toolOf(detail), entry.after),
        ...(entry.before.name !== entry.after.name ? { previousName: entry.before.name } : {}),
      });
    }
    return entries.length;
  };

  /**
   * Applies catalog settings in the worker and keeps the view it answers. The settings are the
   * user's work, saved per catalog key; empty ones are not kept.
   */
  const applySettings = async (settings: CatalogSettings) => {
    const view = await ctx.engine.call('setCatalogSettings', settings);
    ctx.patch((s) => {
      const { [s.catalogKey ?? '']: _old, ...others } = s.catalogSettings ?? {};
      const kept =
        isEmptySettings(settings) || !s.catalogKey
          ? others
          : { ...others, [s.catalogKey]: settings };
      return { settingsView: view, settingsError: undefined, catalogSettings: kept };
    });
  };

  /** After the settings changed: the chips' capability roots follow too. */
  const followSettings = async () => {
    ctx.get().actions.retry('facets');
    await followChange('', '');
  };

  const settingsActions: Pick<
    AuthoringActions,
    'setCatalogSettings' | 'ensureSettingsView' | 'proposeScaffolding' | 'dismissProposals'
  > = {
    setCatalogSettings: (settings) =>
      inOrder(async () => {
        try {
          await applySettings(settings);
          ctx.patch({ proposals: undefined });
          await followSettings();
        } catch (error) {
          ctx.patch({ settingsError: messageOf(error) });
        }
      }),
    ensureSettingsView: () =>
      inOrder(async () => {
        if (ctx.state().settingsView) return;
        try {
          ctx.patch({ settingsView: await ctx.sync.ask('catalogSettingsView', []) });
        } catch (error) {
          ctx.patch({ settingsError: messageOf(error) });
        }
      }),
    proposeScaffolding: () =>
      inOrder(async () => {
        try {
          ctx.patch({ proposals: await ctx.sync.ask('proposeScaffolding', []) });
        } catch (error) {
          ctx.patch({ settingsError: messageOf(error) });
        }
      }),
    dismissProposals: () => ctx.patch({ proposals: undefined }),
  };

  const actions: Pick<
    AuthoringActions,
    | 'openEditor'
    | 'closeEditor'
    | 'saveEdit'
    | 'undo'
    | 'redo'
    | 'dismissEditError'
    | 'catalogChanged'
    | 'applyLive'
  > = {
    openEditor: async (name, { stay = false } = {}) => {
      // A failure is shown where the editor would have opened, like any failed edit.
      const detail = await ctx.sync.ask('toolDetail', [name]).catch((error: unknown) => {
        ctx.patch({ editError: messageOf(error) });
        return null;
      });
      if (detail === null) return;
      if (!detail) {
        ctx.patch({ editError: `toollens: no tool named "${name}" in this catalog` });
        return;
      }
      ctx.patch({ editor: detail, editError: undefined });
      const { view, actions: app } = ctx.get();
      if (!stay && view.panel !== 'evaluate') app.setView({ panel: 'evaluate' });
    },
    closeEditor: () => ctx.patch({ editor: undefined, editError: undefined }),
    saveEdit: (text) =>
      inOrder(async () => {
        const editor = ctx.state().editor;
        if (!editor) return false;
        const before = textOf(toolOf(editor));
        const after = settleDerived(before, text);
        if (changedFields(before, after).length === 0) return true;
        const rows = shown(ctx.get().rows);
        const problem = renameProblem(
          after.name,
          before.name,
          (rows ?? []).map((row) => row.name),
        );
        if (problem) {
          ctx.patch({ editError: problem });
          return false;
        }
        ctx.patch({ editing: true, editError: undefined });
        try {
          await apply(before.name, after);
          setHistory(pushEdit(historyOf(), { before, after }));
          await followChange(before.name, after.name);
          return true;
        } catch (error) {
          ctx.patch({ editError: messageOf(error) });
          return false;
        } finally {
          ctx.patch({ editing: false });
        }
      }),
    undo: () => step(undoStep, true),
    redo: () => step(redoStep, false),
    dismissEditError: () => ctx.patch({ editError: undefined }),
    applyLive: (run) =>
      inOrder(async () => {
        await run();
        // An editor open on a changed tool shows its new text; the search, rows and
        // evaluation follow, each read against what it was before.
        await followChange('', '');
      }),
    catalogChanged: () =>
      inOrder(async () => {
        const catalog = ctx.get().catalog;
        if (!catalog) return;
        const key = catalogKeyOf(catalog);
        const saved = ctx.state().histories[key];
        const entries = saved ? appliedEntries(saved) : [];
        const settings = ctx.state().catalogSettings?.[key];
        const withSettings = settings !== undefined && !isEmptySettings(settings);
        ctx.patch((s) => ({
          catalogKey: key,
          catalogSeq: s.catalogSeq + 1,
          editor: undefined,
          editError: undefined,
          evaluation: IDLE,
          reapplying: entries.length > 0 || withSettings,
          settingsView: undefined,
          settingsError: undefined,
          proposals: undefined,
        }));
        // The settings go first: edits are made (and saved) on the tools as the settings show
        // them, so their "before" texts match once the settings are back.
        if (withSettings) {
          try {
            await applySettings(settings);
          } catch (error) {
            ctx.set({ notice: `Saved catalog settings could not be applied: ${messageOf(error)}` });
          }
          if (entries.length === 0) {
            ctx.patch({ reapplying: false });
            await followSettings();
            return;
          }
        }
        if (entries.length === 0) {
          ctx.state().actions.ensure();
          return;
        }
        try {
          const done = await reapply(entries);
          if (done < entries.length && saved) {
            // The file changed under the same name. The rest stay in the history (on the redo
            // stack), so nothing is lost, but they are not forced onto tools they do not fit.
            const left = entries.length - done;
            setHistory({ entries: saved.entries, applied: done });
            ctx.set({
              notice: `${left} saved edit${left === 1 ? '' : 's'} to ${catalog.source} did not match the catalog as loaded and ${left === 1 ? 'was' : 'were'} not re-applied.`,
            });
          }
        } catch (error) {
          ctx.set({ notice: `Saved edits could not be re-applied: ${messageOf(error)}` });
        } finally {
          ctx.patch({ reapplying: false });
        }
        if (withSettings) ctx.get().actions.retry('facets');
        await followChange('', '');
      }),
  };
  return { ...actions, ...settingsActions };
};
