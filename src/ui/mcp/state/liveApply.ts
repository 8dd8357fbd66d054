import { type HeldChange, schemaArguments, textOf } from '../../../engine/core';
import type { CatalogSummary, LiveApplied } from '../../../worker/boundary';
import type { Engine } from '../../../worker/EngineClient';
import type { LiveConflict } from '../../authoring';
import { EMPTY_HISTORY, editedOrigins, toolOf } from '../../authoring';
import { formatCount } from '../../shared/format';
import { keyOf, messageOf, shown } from '../../shared/request';
import type { GetState, SetState } from '../../shared/slice';
import type { LinkUpdate, McpLink } from '../linkTypes';
import { describeChange, ranksOf } from '../liveChange';
import type { McpReads, McpState, McpWrites } from './mcpTypes';

/**
 * A connected server's new list, applied to the catalog shown (the worker compares it with the
 * list last applied and holds the user's edited tools, engine/catalog/liveMerge.ts), and what the
 * page says about it: the change, a refused list (naming the server, the tool and why; nothing
 * changes, not even what the next list is compared with), and each change held for the user's
 * edit, on that tool, with the server's text to take.
 */

export type LiveEngine = Pick<Engine, 'call'>;

/** The notice for an applied list, with what the user's edits held. */
export const appliedNotice = (applied: LiveApplied, notifications: number): string => {
  const change = describeChange(applied, notifications);
  if (applied.held.length === 0) return change;
  const n = applied.held.length;
  const names = applied.held.map((held) => held.name).join(', ');
  const held = `the server's ${n === 1 ? 'change' : 'changes'} to ${names} held for your ${n === 1 ? 'edit' : 'edits'} (open the tool to see or take the server's text)`;
  return applied.changed.length + applied.added.length + applied.removed.length === 0
    ? `${change.replace(/: .*$/, '')}: ${held}`
    : `${change}; ${held}`;
};

/** A refused list in the page's words: when, which server, which tool, why, and what stays. */
export const refusedMessage = (
  source: string,
  error: unknown,
  tools: number | undefined,
  at: Date = new Date(),
) => {
  const message = messageOf(error);
  const why = message.startsWith(source)
    ? message
    : `${source}: its new tool list could not be applied (${message})`;
  const kept = tools === undefined ? '' : ` (${formatCount(tools)} tools)`;
  const clock = at.toTimeString().slice(0, 8);
  return `${clock}: ${why}. The catalog stays as last applied${kept}; the next list is compared with that one.`;
};

export const createLiveApply = (
  engine: LiveEngine,
  set: SetState<McpWrites>,
  get: GetState<McpReads>,
) => {
  const patchMcp = (change: (mcp: McpState) => object) =>
    set((s) => ({ mcp: { ...s.mcp, ...change(s.mcp) } }));

  /** The conflicts of a list: the server's text of each changed tool, named as the page has it. */
  const conflictsOf = async (
    source: string,
    held: readonly HeldChange[],
    origins: ReadonlyMap<string, string>,
  ): Promise<LiveConflict[]> => {
    const nameOf = new Map([...origins].map(([now, origin]) => [origin, now]));
    return Promise.all(
      held.map(async ({ name: tool, kind }) => {
        const served = kind === 'changed' ? await engine.call('servedTool', tool) : undefined;
        const description = typeof served?.description === 'string' ? served.description : '';
        return {
          source,
          tool,
          name: nameOf.get(tool) ?? tool,
          kind,
          ...(kind === 'changed' ? { description } : {}),
        };
      }),
    );
  };

  /** Applies `update` from `link` while its catalog is shown; answers whether it was applied. */
  const apply = async (link: McpLink, update: LinkUpdate): Promise<boolean> => {
    const { result, authoring, catalog } = get();
    if (catalog?.source !== link.source) return false;
    const before = shown(result);
    const key = keyOf(result);
    const history =
      (authoring.catalogKey && authoring.histories[authoring.catalogKey]) || EMPTY_HISTORY;
    const origins = editedOrigins(history);
    let applied: LiveApplied | undefined;
    try {
      await authoring.actions.applyLive(async () => {
        const answer = await engine.call('applyToolChanges', {
          text: update.text,
          source: link.source,
          edited: [...new Set(origins.values())],
        });
        applied = answer;
        set((s) => ({
          catalog: s.catalog && ({ ...s.catalog, tools: answer.tools } satisfies CatalogSummary),
          mcp: {
            ...s.mcp,
            status:
              s.mcp.status.kind === 'connected'
                ? { ...s.mcp.status, tools: answer.tools }
                : s.mcp.status,
            liveMoves:
              before && key
                ? { key, catalogSeq: get().authoring.catalogSeq, before: ranksOf(before.page) }
                : undefined,
          },
        }));
      });
    } catch (error) {
      if (!applied) {
        patchMcp(() => ({ error: refusedMessage(link.source, error, get().catalog?.tools) }));
        return false;
      }
    }
    if (!applied) return false;
    const conflicts = await conflictsOf(link.source, applied.held, origins);
    patchMcp((mcp) => ({
      error: undefined,
      conflicts: [
        ...mcp.conflicts.filter(
          (old) => !conflicts.some((now) => now.tool === old.tool && now.source === old.source),
        ),
        ...conflicts,
      ],
    }));
    set({ notice: appliedNotice(applied, update.notifications) });
    return true;
  };

  const drop = (conflict: LiveConflict) =>
    patchMcp((mcp) => ({ conflicts: mcp.conflicts.filter((each) => each !== conflict) }));

  /**
   * Takes the server's description and argument descriptions for the tool the editor shows, as
   * an edit of its own (undoable, saved like any edit).
   */
  const takeServerText = async (conflict: LiveConflict): Promise<void> => {
    const { authoring } = get();
    const editor = authoring.editor;
    if (!editor || editor.name !== conflict.name) return;
    const served = await engine.call('servedTool', conflict.tool);
    if (!served) return;
    const theirs = new Map(
      schemaArguments(served.parameters).map((each) => [each.pointer, each.description ?? '']),
    );
    const mine = textOf(toolOf(editor));
    const saved = await authoring.actions.saveEdit({
      ...mine,
      description: typeof served.description === 'string' ? served.description : mine.description,
      ...(mine.arguments
        ? {
            arguments: mine.arguments.map((argument) => ({
              ...argument,
              description: theirs.get(argument.pointer) ?? argument.description,
            })),
          }
        : {}),
    });
    if (saved) drop(conflict);
  };

  return { apply, takeServerText, keepMine: drop };
};
