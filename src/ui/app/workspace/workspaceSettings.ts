import {
  type CatalogSettings,
  isEmptySettings,
  isRecord,
  type SettingsMapRead,
  type SettingsRead,
} from '../../../engine/core';
import { messageOf } from '../../shared/request';
import type { AppStore, Engine } from '../store/appStore';
import {
  savedSettingsName,
  settingsQuestion,
  settingsRefusedNotice,
  settingsViewOnlyNotice,
} from './workspaceQuestions';

/**
 * Catalog settings (scaffolding, capability line) as they come from storage and from links.
 * The worker reads them, off the page's thread: each field is bounded by its count, then read in
 * one pass (a list searched once per root takes 33 s over the 200,000 roots a link can carry).
 *
 * - Saved settings the worker refuses are left out of the visit, said at start-up, and kept in
 *   storage as they were (written back with the rest) until the user discards them.
 * - A link's settings are asked before they are saved, as a link's catalog is: OK saves them,
 *   Cancel applies them for this visit only and the user's own stay saved.
 */

export type SettingsEngine = Pick<Engine, 'call'>;

type SettingsMap = Record<string, CatalogSettings>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const createWorkspaceSettings = (
  store: AppStore,
  engine: SettingsEngine,
  confirm: (message: string) => boolean,
  save: (value: Record<string, unknown>) => void,
) => {
  /** Saved settings the worker refused, by catalog key, as they were stored. */
  const aside: Record<string, unknown> = {};
  /** A link's settings applied for this visit only, and the user's own they stand in for. */
  let visitOnly:
    | { key: string; settings: CatalogSettings; own: CatalogSettings | undefined }
    | undefined;

  /** What to store for the settings in use: the refused kept, a visit-only one not saved. */
  const stored = (inUse: SettingsMap | undefined): Record<string, unknown> => {
    const out: Record<string, unknown> = { ...aside, ...inUse };
    if (visitOnly && inUse?.[visitOnly.key] === visitOnly.settings) {
      if (visitOnly.own) out[visitOnly.key] = visitOnly.own;
      else delete out[visitOnly.key];
    } else {
      // The user changed them: from here on they are the user's own, saved as any edit.
      visitOnly = undefined;
    }
    return out;
  };

  const report = (key: string, errors: readonly string[]) =>
    store.getState().actions.reportSavedFailure({
      id: `settings:${key}`,
      what: savedSettingsName(key),
      message: errors.join('; '),
      pronoun: 'them',
      // The page already opened without them.
      openWithout: () => {},
      discard: () => {
        delete aside[key];
        save(stored(store.getState().authoring.catalogSettings));
      },
    });

  return {
    stored,

    /** The stored settings that read, by catalog key; each refused one is reported and kept. */
    readSaved: async (value: unknown): Promise<SettingsMap | undefined> => {
      if (value === undefined) return undefined;
      let read: SettingsMapRead;
      try {
        read = await engine.call('readSettingsMap', value, '/catalogSettings');
      } catch (error) {
        read = { settings: {}, refused: [], errors: [messageOf(error)] };
      }
      if (read.errors.length > 0) {
        if (isRecord(value)) Object.assign(aside, value);
        report('', read.errors);
        return undefined;
      }
      for (const { key, errors } of read.refused) {
        aside[key] = (value as Record<string, unknown>)[key];
        report(key, errors);
      }
      return read.settings;
    },

    /**
     * A link's settings for the catalog `key`: the settings to restore (none when refused or the
     * same as the user's), and what to say once the catalog is loaded.
     */
    fromLink: async (
      key: string,
      value: unknown,
    ): Promise<{ settings?: SettingsMap; notice?: string }> => {
      let read: SettingsRead;
      try {
        read = await engine.call('readCatalogSettings', value, 'share link /settings/settings');
      } catch (error) {
        read = { ok: false, errors: [`share link /settings/settings: ${messageOf(error)}`] };
      }
      if (!read.ok) return { notice: settingsRefusedNotice(read.errors) };
      const mine = store.getState().authoring.catalogSettings;
      const own = mine?.[key];
      if (same(own, read.settings) || (!own && isEmptySettings(read.settings))) return {};
      const settings = { ...mine, [key]: read.settings };
      if (confirm(settingsQuestion(key, own !== undefined))) return { settings };
      visitOnly = { key, settings: read.settings, own };
      return { settings, notice: settingsViewOnlyNotice(key) };
    },
  };
};
