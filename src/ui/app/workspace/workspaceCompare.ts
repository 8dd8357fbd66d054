import type { CompareChoice } from '../../diff';
import { BUILT_IN_CHOICES } from '../../shared/builtInChoices';
import type { WorkspaceStore } from '../../shared/savedWork';
import type { AppStore } from '../store/appStore';

/**
 * "Compare with…"'s choice across visits: the other version (a file's text too, which stays in
 * the browser) and its side. Read back at start; a stored value of another shape is dropped, as
 * a setting is. Saved whenever the user chooses, swaps or stops comparing.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored choice, or undefined when it is none or not one. */
export const readCompareChoice = (value: unknown): CompareChoice | undefined => {
  if (!isRecord(value) || !isRecord(value.source)) return undefined;
  if (value.otherIs !== 'old' && value.otherIs !== 'new') return undefined;
  const { source } = value;
  const otherIs = value.otherIs;
  if (source.kind === 'loaded') return { source: { kind: 'loaded' }, otherIs };
  if (source.kind === 'builtIn') {
    const choice = BUILT_IN_CHOICES.find((each) => each.name === source.name);
    return choice ? { source: { kind: 'builtIn', name: choice.name }, otherIs } : undefined;
  }
  if (source.kind === 'file' && typeof source.name === 'string' && typeof source.text === 'string')
    return { source: { kind: 'file', name: source.name, text: source.text }, otherIs };
  return undefined;
};

/** Restores the saved choice, then saves each change of it. */
export const keepCompareChoice = async (store: AppStore, storage: WorkspaceStore) => {
  const saved = readCompareChoice(await storage.get<unknown>('compareWith'));
  if (saved) store.getState().diff.actions.restore(saved);
  store.subscribe((state, previous) => {
    const choice = state.diff.choice;
    if (choice === previous.diff.choice) return;
    void (choice ? storage.set('compareWith', choice) : storage.remove('compareWith'));
  });
};
