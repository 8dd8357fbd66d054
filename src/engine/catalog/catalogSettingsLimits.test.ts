import { describe, expect, it } from 'vitest';
import { MAX_SETTINGS_ENTRIES, readCatalogSettings, readSettingsMap } from './catalogSettings';

/**
 * Settings arrive from links and files: what they may carry is bounded before a single entry is
 * read, and reading what is allowed is one pass (a set, not a list searched per root).
 */

const roots = (n: number) => Array.from({ length: n }, (_, i) => `r${i.toString(36)}`);

/** `list` behind a proxy that counts how many of its items are read. */
const counted = (list: string[]) => {
  const reads = { count: 0 };
  const proxy = new Proxy(list, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads.count++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { proxy, reads };
};

describe('catalog settings bounds', () => {
  it('refuses 200,000 dropped roots by their count, naming the field, without reading one', () => {
    const { proxy, reads } = counted(roots(200_000));
    expect(readCatalogSettings({ drop: proxy }, 'share link /settings/settings')).toEqual({
      ok: false,
      errors: ['share link /settings/settings/drop: 200,000 roots; toollens reads at most 10,000'],
    });
    expect(reads.count).toBe(0);
  });

  it('refuses too many scaffolding marks and renames the same way', () => {
    const many = roots(MAX_SETTINGS_ENTRIES + 1);
    const read = readCatalogSettings(
      {
        scaffolding: Object.fromEntries(many.map((name) => [name, true])),
        rename: Object.fromEntries(many.map((root) => [root, 'x'])),
      },
      '/catalogSettings/demo',
    );
    expect(read).toEqual({
      ok: false,
      errors: [
        '/catalogSettings/demo/scaffolding: 10,001 tools; toollens reads at most 10,000',
        '/catalogSettings/demo/rename: 10,001 roots; toollens reads at most 10,000',
      ],
    });
  });

  it('reads the bound itself, and finds a root listed twice', () => {
    const drop = roots(MAX_SETTINGS_ENTRIES);
    const read = readCatalogSettings({ drop });
    expect(read.ok && read.settings.drop.length).toBe(MAX_SETTINGS_ENTRIES);
    expect(readCatalogSettings({ drop: ['a', 'b', 'a'] })).toEqual({
      ok: false,
      errors: ['/drop/2: "a" is listed twice'],
    });
  });

  it('checks 200,000 roots for duplicates in one pass when the bound allows them', () => {
    // Searching the list read so far for each root took 33 s for these 200,000 in Chromium.
    const drop = roots(200_000);
    const started = performance.now();
    const read = readCatalogSettings({ drop }, '', 200_000);
    expect(read.ok && read.settings.drop.length).toBe(200_000);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('readSettingsMap', () => {
  it('keeps each catalog’s good settings and refuses the others by key', () => {
    const read = readSettingsMap(
      {
        'demo|toollens|169': { drop: roots(200_000) },
        'mine.json|plain|2': { drop: ['file'] },
      },
      '/catalogSettings',
    );
    expect(read.settings).toEqual({
      'mine.json|plain|2': { scaffolding: {}, rename: {}, drop: ['file'] },
    });
    expect(read.refused).toEqual([
      {
        key: 'demo|toollens|169',
        errors: [
          '/catalogSettings/demo|toollens|169/drop: 200,000 roots; toollens reads at most 10,000',
        ],
      },
    ]);
    expect(read.errors).toEqual([]);
  });

  it('refuses a map of too many catalogs, or one that is no map, before reading any', () => {
    const many = Object.fromEntries(roots(MAX_SETTINGS_ENTRIES + 1).map((key) => [key, {}]));
    expect(readSettingsMap(many, '/catalogSettings').errors).toEqual([
      '/catalogSettings: settings of 10,001 catalogs; toollens reads at most 10,000',
    ]);
    expect(readSettingsMap([], '/catalogSettings').errors).toEqual([
      '/catalogSettings: expected an object of catalog → settings',
    ]);
  });
});
