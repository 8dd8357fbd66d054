import type { CatalogSettings, ScaffoldingProposal, Tool } from '../../engine';
import {
  applyToTool,
  loadTokenCounter,
  proposeScaffolding,
  readCatalogSettings,
  readSettingsMap,
  rootsReport,
  ToollensError,
} from '../../engine';
import type { CatalogSettingsView } from '../boundary';
import { currentCatalog, requireLoaded } from './state';

/**
 * The user's scaffolding marks and capability-line edits, applied in the worker on
 * top of the catalog as loaded and edited: the index holds the tools with the settings applied,
 * so search (scaffolding leaves the results), the capability line, the cost figures and the
 * timeline all read them; `base` keeps the tools without them, so a changed setting (a drop
 * undone) is applied afresh rather than on top of the last one.
 */

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

const view = async (): Promise<CatalogSettingsView> => {
  const state = requireLoaded();
  const settings = state.settings ?? { scaffolding: {}, rename: {}, drop: [] };
  const base = { ...state.catalog, tools: state.base ?? state.index.tools };
  const report = rootsReport(base, settings);
  const counter = await loadTokenCounter();
  const ownScaffolding = base.tools.filter((tool) => tool.scaffolding === true).map((t) => t.name);
  return {
    ...report,
    settings,
    ownScaffolding,
    lineTokens: counter.count(report.line),
    tokenizer: counter.name,
  };
};

/**
 * A tool edit made while settings are in force, as the tool to index. The editor shows the
 * tools with the settings applied: capabilities it left as they were keep their own (unrenamed)
 * form in the base, capabilities the author changed become the base; the scaffolding mark is
 * the catalog's, never the editor's copy of the setting.
 */
export const throughSettings = (
  tool: Tool,
  previousName: string,
): { tool: Tool; commit: () => void } => {
  const state = requireLoaded();
  const { settings, base } = state;
  if (!settings || !base) return { tool, commit: () => {} };
  const at = base.findIndex((each) => each.name === previousName);
  const old = base[at];
  const current = state.index.tool(previousName);
  const own: Tool = { ...tool };
  if (old && current && sameList(tool.capabilities, current.capabilities))
    own.capabilities = old.capabilities;
  if (old?.scaffolding) own.scaffolding = true;
  else delete own.scaffolding;
  // Committed once the index took the edit: a refused edit (a taken name) changes nothing.
  const commit = () => {
    if (at === -1) base.push(own);
    else base[at] = own;
  };
  return { tool: applyToTool(own, settings), commit };
};

export const settingsApi = {
  /** Applies the settings (replacing any before), re-indexing only the tools they change. */
  async setCatalogSettings(settings: CatalogSettings): Promise<CatalogSettingsView> {
    const read = readCatalogSettings(settings, 'catalog settings');
    if (!read.ok) throw new ToollensError(`toollens: ${read.errors.join('; ')}`, 'invalid');
    const state = requireLoaded();
    state.base ??= [...state.index.tools];
    state.settings = read.settings;
    for (const tool of state.base) {
      const next = applyToTool(tool, read.settings);
      const now = state.index.tool(tool.name);
      if (
        !now ||
        now.scaffolding !== next.scaffolding ||
        !sameList(now.capabilities, next.capabilities)
      )
        state.index.updateTool(next);
    }
    return await view();
  },

  /** The settings in force, each root with its tools, the line in characters and tokens. */
  catalogSettingsView(): Promise<CatalogSettingsView> {
    return view();
  },

  readCatalogSettings(value: unknown, path: string) {
    return readCatalogSettings(value, path);
  },

  readSettingsMap(value: unknown, path: string) {
    return readSettingsMap(value, path);
  },

  /** Scaffolding candidates by the rule in catalogSettingsReport.ts, on the catalog as it is. */
  proposeScaffolding(): ScaffoldingProposal[] {
    return proposeScaffolding(currentCatalog());
  },
};
