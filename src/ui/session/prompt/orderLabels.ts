import type { ComparedOrder } from '../../../engine';

/**
 * The compared declaration orders as the page names them. The engine names them in
 * `ORDER_LABELS` (src/engine/session/declarationOrders.ts), which its light entry does not
 * export yet and the page may not import from the full one; this copy is held equal to it by
 * orderLabels.test.ts, so the CLI and the page cannot drift apart. It goes once the light
 * entry exports the engine's.
 */
const LABELS: Readonly<Record<ComparedOrder, string>> = {
  sorted: 'sorted by name (the design)',
  appended: 'appended as activated',
  inline: 'found tools in the conversation (the Claude API)',
};

/** The label of a compared order, as the CLI prints it. */
export const orderLabel = (order: ComparedOrder): string => LABELS[order];
