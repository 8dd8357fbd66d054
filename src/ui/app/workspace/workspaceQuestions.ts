import type { ImportedCatalog, SavedWork } from '../../authoring';
import { plural } from '../../shared/format';

/** The page as the workspace sees it: `window` in the app, a fake in tests. */
export type Page = {
  location: Pick<Location, 'hash' | 'pathname' | 'search'>;
  history: Pick<History, 'replaceState'>;
  confirm: (message: string) => boolean;
};

/**
 * What the workspace asks and says when work arrives from outside (a link, a workspace file)
 * that would replace the user's own: the questions, the notices, and what would be lost.
 */

export const sameCatalog = (a: ImportedCatalog | undefined, b: ImportedCatalog | undefined) =>
  a !== undefined && b !== undefined && a.name === b.name && a.text === b.text;

/** Asked when a link's valid catalog would replace the user's own imported one. */
export const replaceCatalogQuestion = (shared: string, own: string) =>
  `This link carries the catalog ${shared}. Replace your imported catalog ${own} with it?\n\nOK replaces ${own} and saves ${shared}. Cancel opens ${shared} for this visit only: it is not saved, and ${own} stays saved.`;

/** Said while a link's catalog is viewed without saving it. */
export const viewOnlyNotice = (shared: string, own: string) =>
  `${shared} from the link is shown for this visit only and is not saved; your own ${own} stays saved. Import ${shared} to keep it.`;

/**
 * What of the user's own work a workspace file would replace: query sets it does not carry as
 * they are, edits it does not carry as they are, an imported catalog it replaces. Empty when
 * nothing is lost (a fresh workspace, or the same file again).
 */
export const workLost = (
  state: Pick<SavedWork, 'querySets' | 'histories' | 'catalogSettings'> & {
    imported: ImportedCatalog | undefined;
  },
  file: Pick<SavedWork, 'querySets' | 'histories' | 'catalogSettings'> & {
    catalog: ImportedCatalog | undefined;
  },
): string[] => {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const lost: string[] = [];
  const sets = state.querySets.filter(
    (set) =>
      !same(
        set,
        file.querySets.find((each) => each.id === set.id),
      ),
  );
  if (sets.length > 0) lost.push(plural(sets.length, 'query set'));
  const edits = Object.entries(state.histories).filter(
    ([key, history]) => history.entries.length > 0 && !same(history, file.histories[key]),
  );
  if (edits.length > 0) lost.push(`edits to ${plural(edits.length, 'catalog')}`);
  const settings = Object.entries(state.catalogSettings ?? {}).filter(
    ([key, mine]) => !same(mine, file.catalogSettings?.[key]),
  );
  if (settings.length > 0)
    lost.push(`scaffolding and capability-line settings of ${plural(settings.length, 'catalog')}`);
  if (state.imported && file.catalog && !sameCatalog(state.imported, file.catalog))
    lost.push(`imported catalog ${state.imported.name}`);
  return lost;
};

/** The catalog a settings key names (`editHistory.catalogKeyOf`: source|format|tools). */
const catalogOf = (key: string) => key.split('|')[0] ?? key;

/** Asked when a link carries catalog settings that differ from the user's saved ones. */
export const settingsQuestion = (key: string, ownToo: boolean) =>
  `This link carries scaffolding and capability-line settings for ${catalogOf(key)}. Save them${ownToo ? ' in place of your own' : ''}?\n\nOK applies and saves them. Cancel applies them for this visit only: they are not saved${ownToo ? ', and your own stay saved' : ''}.`;

/** Said while a link's settings are applied without saving them. */
export const settingsViewOnlyNotice = (key: string) =>
  `The link's scaffolding and capability-line settings for ${catalogOf(key)} are applied for this visit only and are not saved.`;

/** Said when a link's settings are refused: the engine's problems, then what was done. */
export const settingsRefusedNotice = (errors: readonly string[]) =>
  `${errors.join('; ')}. The link's scaffolding and capability-line settings were not applied.`;

/** How the notice of refused saved settings names them. */
export const savedSettingsName = (key: string) =>
  `the saved scaffolding and capability-line settings of ${catalogOf(key)}`;
