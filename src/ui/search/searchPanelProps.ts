import type {
  AgentTargetId,
  Facets,
  Hit,
  ToolSearchResult,
  ToolText,
  WhyNot,
} from '../../engine/core';
import type { Findability, TargetColumn } from '../../worker/boundary';
import type { ResultMark } from '../authoring';
import type { RequestMessage as Failure } from '../shared/request';
import type { View } from '../shared/view';
import type { LensState, MenuTokens } from './state/searchTypes';
import type { AskNameFixes } from './Targets/NameFixes';
import type { NameOrder } from './WhyNot/nearestFirst';

/**
 * What the Search panel draws from, and the requests it makes (usePanelProps.ts gives them).
 * Each `…Error` is its request's message in the store's list (`requestMessages`), Retry included.
 */
export type SearchPanelProps = {
  view: View;
  result: ToolSearchResult | undefined;
  /** The query typed while `result`, an earlier answer, is held in view (midWord.ts). */
  heldFor?: string | undefined;
  /** With no hits: the tools the palette would list for the query, offered as choices. */
  nearestTools?: readonly string[] | undefined;
  searchError: Failure | undefined;
  /** The movement column's ranks for `result`, in hit order; undefined while pending. */
  movement?: readonly Hit['ranks'][] | undefined;
  movementError?: Failure | undefined;
  /** The agent targets this build runs; undefined until the choice asks for them. */
  targetList?: readonly AgentTargetId[] | undefined;
  /** Each hit's place under each chosen target, for `result`; undefined while pending. */
  targetColumns?: readonly TargetColumn[] | undefined;
  targetsError?: Failure | undefined;
  /** The picked tool's findability card under the chosen targets; undefined while pending. */
  findability?: Findability | undefined;
  findabilityError?: Failure | undefined;
  /** Asks for the fixes of the name forms the card's agents miss; absent, the card proposes none. */
  onNameFixes?: AskNameFixes | undefined;
  /** Saves a fix's text of a tool as an ordinary edit; absent in a reader's embed. */
  onApplyFix?: ((name: string, text: ToolText) => Promise<boolean>) | undefined;
  /** An edit is on its way: the card's Apply waits. */
  editing?: boolean | undefined;
  /** Asks for the list of targets (the choice, when opened). */
  onEnsureTargets?: (() => void) | undefined;
  facets: Facets | undefined;
  toolNames: NameOrder | undefined;
  lens: LensState | undefined;
  lensError: Failure | undefined;
  whyNot: WhyNot | undefined;
  whyNotError: Failure | undefined;
  menuTokens: MenuTokens | undefined;
  menuTokensError: Failure | undefined;
  /** A count of the menu is on its way (after "Count exactly", the tokenizer loading). */
  menuTokensPending: boolean;
  /** Counts the menu with the real tokenizer, loading it (the menu's "Count exactly"). */
  onCountTokensExactly: () => void;
  focusRequest: number;
  /** How long the page-budget chart waits for typing to pause (`SearchTiming.chartSettleMs`). */
  chartSettleMs?: number | undefined;
  onView: (patch: Partial<View>) => void;
  onMoveSelection: (delta: number) => void;
  /** How the results are marked for this query in the open query set. */
  marks: Readonly<Record<string, ResultMark>>;
  /** The open query set's name; undefined when marking will start one. */
  markSet: string | undefined;
  /** Marks relevance into the open query set; absent in a read-only embed, and no ✓/✗ then. */
  onMark?: ((tool: string, mark: ResultMark | undefined) => void) | undefined;
  /** Ranks before a connected server's last change, when this search was shown then. */
  since?: Readonly<Record<string, number>> | undefined;
  /** Starts the guided demo from the landing; absent where there is none. */
  onTour?: (() => void) | undefined;
};
