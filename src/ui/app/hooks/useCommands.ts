import { useMemo } from 'react';
import type { Ranker } from '../../../engine/core';
import type { CatalogRow } from '../../../worker/boundary';
import { RANKER_CHOICES } from '../../shared/rankers';
import { shown } from '../../shared/request';
import type { WorkspaceStore } from '../../shared/savedWork';
import { PANELS, toolView } from '../../shared/view';
import { demoView } from '../../tour';
import { FILE_INPUT_ID } from '../shell/CatalogPicker/CatalogPicker';
import type { Command } from '../shell/CommandPalette/commands';
import { useRecentQueries } from '../shell/CommandPalette/useRecentQueries';
import { PANEL_LABELS } from '../shell/PanelTabs/PanelTabs';
import { type AppStore, useAppState } from '../store/appStore';
import type { Actions } from '../store/types';

/**
 * Everything the palette offers: the recent queries, the loaded catalog's tools (Enter opens the
 * tool's lens in Search), the panels, and the commands (what the header and shortcuts can do).
 */
export const useCommands = (store: AppStore, storage?: WorkspaceStore): Command[] => {
  const { actions, ranker, rows } = useAppState(store, (state) => ({
    actions: state.actions,
    ranker: state.view.ranker,
    rows: state.rows,
  }));
  const recent = useRecentQueries(store, storage);
  const fixed = useFixedCommands(actions, ranker);
  const tools = useToolCommands(actions, shown(rows));
  return useMemo(
    () => [
      ...recent.map(
        (query): Command => ({
          id: `recent-${query}`,
          label: query,
          group: 'recent',
          run: () => actions.setView({ panel: 'search', query, tool: undefined, why: undefined }),
        }),
      ),
      ...tools,
      ...fixed,
    ],
    [recent, tools, fixed, actions],
  );
};

/** A tool's entry: its name, found also by its domains and capabilities. */
const useToolCommands = (actions: Actions, rows: CatalogRow[] | undefined): Command[] =>
  useMemo(
    () =>
      (rows ?? []).map(
        (row): Command => ({
          id: `tool-${row.name}`,
          label: row.name,
          keywords: [...row.domains, ...row.capabilities].join(' '),
          detail: row.domains.join(', '),
          group: 'tools',
          run: () => actions.setView(toolView(row.name)),
        }),
      ),
    [actions, rows],
  );

const useFixedCommands = (actions: Actions, ranker: Ranker): Command[] =>
  useMemo(
    () => [
      ...PANELS.map((panel, i) => ({
        id: `panel-${panel}`,
        label: `Go to ${PANEL_LABELS[panel]}`,
        keywords: 'panel tab switch',
        group: 'panels' as const,
        shortcut: String(i + 1),
        run: () => actions.setView({ panel }),
      })),
      {
        id: 'focus-query',
        label: 'Focus the query',
        keywords: 'search type',
        shortcut: '/',
        run: actions.focusQuery,
      },
      ...RANKER_CHOICES.filter((option) => option.ranker !== ranker).map((option) => ({
        id: `ranker-${option.ranker}`,
        label: `Rank by ${option.label}`,
        keywords: `toggle ranker order ${option.title}`,
        run: () => actions.setView({ ranker: option.ranker }),
      })),
      {
        id: 'load-demo',
        label: 'Load the demo catalog',
        keywords: 'catalog 169 built-in',
        run: () => void actions.loadBuiltIn('demo'),
      },
      {
        id: 'load-sample',
        label: 'Load the sample catalog',
        keywords: 'catalog 8 built-in small',
        run: () => void actions.loadBuiltIn('sample'),
      },
      {
        id: 'load-synthetic',
        label: 'Load the synthetic 10,000-tool catalog',
        keywords: 'catalog built-in large scale 10k',
        run: () => void actions.loadBuiltIn('synthetic10k'),
      },
      {
        id: 'import-file',
        label: 'Import a catalog file…',
        keywords: 'open upload json mcp openai anthropic',
        run: () => document.getElementById(FILE_INPUT_ID)?.click(),
      },
      {
        id: 'paste',
        label: 'Paste a catalog…',
        keywords: 'import json text',
        run: () => actions.openOverlay('paste'),
      },
      {
        id: 'connect',
        label: 'Connect to an MCP server…',
        keywords: 'mcp server live url streamable http sse tools list import connect',
        run: () => actions.openOverlay('connect'),
      },
      {
        id: 'share',
        label: 'Share link, embed code, workspace file…',
        keywords: 'share link embed iframe export import workspace save backup',
        run: () => actions.openOverlay('share'),
      },
      {
        id: 'shortcuts',
        label: 'Show keyboard shortcuts',
        keywords: 'help keys',
        shortcut: '?',
        run: () => actions.openOverlay('shortcuts'),
      },
      {
        id: 'demo',
        label: 'Start the guided demo',
        keywords: 'tour walkthrough stakeholders present timeline prompt',
        run: () => actions.setView(demoView(1)),
      },
      {
        id: 'present',
        label: 'Present the tour (large type, one panel at a time)',
        keywords: 'presenter slides stakeholders demo fullscreen',
        run: () => actions.setView({ ...demoView(1), presenter: true }),
      },
    ],
    [actions, ranker],
  );
