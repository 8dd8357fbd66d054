import { useEffect } from 'react';
import type { ReplayTurn } from '../../../engine/core';
import type { CatalogSettingsView } from '../../../worker/boundary';

/**
 * The catalog's settings view (its capability line's budget and coverage) while its line is
 * the one `turn` sends, else undefined: after a change of settings a new replay may be on its
 * way, and the card must not set the new coverage beside the old line. Asks for the view once
 * a turn is shown and there is none (a fresh catalog, or after a load cleared it). The Prompt
 * and Timeline panels both read the line through here, so their savings cards say the same.
 */
export const useLineShown = (
  line: CatalogSettingsView | undefined,
  turn: ReplayTurn | undefined,
  onEnsureLine: (() => void) | undefined,
): CatalogSettingsView | undefined => {
  useEffect(() => {
    if (turn && !line) onEnsureLine?.();
  }, [turn, line, onEnsureLine]);
  const capabilities = turn?.prompt.sections.find((section) => section.id === 'capabilities');
  return line && capabilities?.text === line.line ? line : undefined;
};
