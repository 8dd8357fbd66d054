import { useMemo } from 'react';
import type { Ranker } from '../../engine/core';
import { demoView } from '../demo/demoSteps';
import { RANKERS } from '../rankers';
import { FILE_INPUT_ID } from '../shell/CatalogPicker/CatalogPicker';
import type { Command } from '../shell/CommandPalette/commands';
import { PANEL_LABELS } from '../shell/PanelTabs/PanelTabs';
import type { Actions } from '../store/types';
import { PANELS } from '../url/viewHash';

/** The command palette's commands: everything the header, tabs and shortcuts can do. */
export const useCommands = (actions: Actions, ranker: Ranker): Command[] =>
  useMemo(
    () => [
      ...PANELS.map((panel, i) => ({
        id: `panel-${panel}`,
        label: `Go to ${PANEL_LABELS[panel]}`,
        keywords: 'panel tab switch',
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
      ...RANKERS.filter((option) => option.ranker !== ranker).map((option) => ({
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
    ],
    [actions, ranker],
  );
