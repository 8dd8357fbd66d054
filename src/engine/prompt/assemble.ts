import { type Catalog, capabilityLine, descriptionAt, quote, type Tool } from '../catalog/core';
import { ToollensError } from '../errors';
import { noun } from '../text/core';
import { scaffoldingOf } from './harnessTools';

/**
 * The system instruction, rebuilt every turn from sections. The discipline that keeps provider
 * prefix caches warm: every static section first, declarations sorted by name (so an unchanged
 * working set gives a byte-identical block), and the one varying line last. The two
 * counterfactual switches break that discipline on purpose, to show what it buys.
 */

export type SectionId =
  | 'protocol'
  | 'capabilities'
  | 'discovery'
  | 'declarations'
  | 'varying'
  | 'found';

export type PromptSection = {
  id: SectionId;
  /** A label for the UI. */
  title: string;
  text: string;
  /** Offsets of `text` in the assembled prompt: `[start, end)`. */
  start: number;
  end: number;
};

export type AssembledPrompt = {
  /** In prompt order. */
  sections: PromptSection[];
  text: string;
  /** The declared tools (scaffolding and working set) in the order they are emitted. */
  declared: string[];
};

/**
 * - `sorted` (default): the design's discipline (docs/design/prompt.md). The scaffolding sorted by
 *   name, then the working set sorted by name, so an unchanged set gives a byte-identical block
 *   whatever its recency;
 * - `recency`: the scaffolding in catalog order, then the working set most recently touched
 *   first, as a harness that does not sort would emit them;
 * - `appended`: the scaffolding sorted, then the working set in the order its tools were
 *   activated, each new one added at the end and an evicted one taken out where it was;
 * - `inline`: the Claude API's tool search. The declarations hold the scaffolding alone; every
 *   tool found so far is expanded in the conversation where the search returned it (a last
 *   section, `found`, after the system text in every provider's layout), in the order it was
 *   found and never taken out; and there is no working-set line, as that API has none.
 *
 * For `appended` and `inline` the caller passes the tools in that order (declarationOrders.ts
 * keeps it across turns); assembly keeps the order given.
 */
export type DeclarationOrder = 'sorted' | 'recency' | 'appended' | 'inline';

export type AssembleOptions = {
  catalog: Catalog;
  /** The activated tools, most recently touched first (as `projectWorkingSet` returns them). */
  workingSet: readonly string[];
  /** The M of "N of M": the working-set budget. */
  budget: number;
  /** The clock live descriptions are read at, in ms since the epoch. Default 0. */
  clock?: number;
  /** Default `sorted`. */
  order?: DeclarationOrder;
  /** Put the varying line first instead of last (a counterfactual). Default false. */
  varyingFirst?: boolean;
  /**
   * The working set's size, for the varying line, when `workingSet` declares more than it holds
   * (`inline` keeps every tool found). Default: the tools declared.
   */
  held?: number;
};

/** Sections are joined with a blank line. */
export const SECTION_SEPARATOR = '\n\n';

export const SECTION_TITLES: Record<SectionId, string> = {
  protocol: 'Protocol',
  capabilities: 'Capabilities',
  discovery: 'Discovery',
  declarations: 'Tool declarations',
  varying: 'Working-set status',
  found: 'Found tools, in the conversation',
};

const protocolText = (catalog: Catalog): string =>
  `Your declared tools are a bounded working set, not the full catalog. The catalog has ${catalog.tools.length} ${noun(catalog.tools.length, 'tool')}; besides the always-declared scaffolding, only the tools you activated or used most recently are declared, and the least recently used fall out when the set is full. Activate a tool again whenever you need it back.`;

const DISCOVERY_TEXT =
  'To find a tool, call search_tools with a query and, optionally, filters: capabilities (a root such as "file" covers "file:read"), domains, entities and relationships. Its result is a menu: it declares nothing. To hold a tool, call activate_tool with its exact names; it is then declared with its full schema. Calling a declared tool keeps it in the set. Never claim that a capability is unavailable without searching for it first.';

export const varyingLine = (loaded: number, budget: number): string =>
  `You currently have ${loaded} of ${budget} activated tools loaded.`;

/** One tool declared natively: a JSON line with the shape of a provider's tool definition. */
export const declarationLine = (tool: Tool, clock = 0): string =>
  JSON.stringify({
    name: tool.name,
    description: descriptionAt(tool, clock),
    input_schema: tool.parameters,
  });

/**
 * Code-unit order, never `localeCompare`: the bytes of the prompt must not depend on the
 * machine's locale.
 */
const byName = (a: Tool, b: Tool): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * The tools declared for a working set: the scaffolding (the catalog's, else the harness's two,
 * see harnessTools.ts) plus the set, in the requested order.
 */
export const declaredTools = (
  catalog: Catalog,
  workingSet: readonly string[],
  order: DeclarationOrder = 'sorted',
): Tool[] => {
  const byNameMap = new Map(catalog.tools.map((tool) => [tool.name, tool]));
  // A copy: sorting must never reorder the catalog or the harness's own list.
  const scaffolding = [...scaffoldingOf(catalog)];
  const held = [...new Set(workingSet)]
    .map((name) => {
      const tool = byNameMap.get(name);
      if (!tool)
        throw new ToollensError(
          `toollens: the working set holds unknown tool ${quote(name)}`,
          'not-found',
        );
      return tool;
    })
    .filter((tool) => tool.scaffolding !== true);
  // Scaffolding first in both orders: it never changes, so it belongs to the static prefix.
  // Sorting both groups together would let a newly activated tool (add_comment) land among
  // the scaffolding (before search_tools) and break the prefix there, on every activation.
  if (order === 'recency') return [...scaffolding, ...held];
  return order === 'sorted'
    ? [...scaffolding.sort(byName), ...held.sort(byName)]
    : [...scaffolding.sort(byName), ...held];
};

/** The system instruction for a working set: its sections in order, each with its offsets. */
export const assemblePrompt = (options: AssembleOptions): AssembledPrompt => {
  const { catalog, workingSet, budget } = options;
  const clock = options.clock ?? 0;
  const tools = declaredTools(catalog, workingSet, options.order ?? 'sorted');
  const loaded = options.held ?? tools.filter((tool) => tool.scaffolding !== true).length;
  const inline = options.order === 'inline';
  const lines = (each: readonly Tool[]) =>
    each.map((tool) => declarationLine(tool, clock)).join('\n');
  const parts: [SectionId, string][] = [
    ['protocol', protocolText(catalog)],
    ['capabilities', capabilityLine(catalog.tools, catalog.lineBudget)],
    ['discovery', DISCOVERY_TEXT],
    ['declarations', lines(inline ? tools.filter((tool) => tool.scaffolding === true) : tools)],
  ];
  const found = tools.filter((tool) => tool.scaffolding !== true);
  if (inline) {
    if (found.length > 0) parts.push(['found', lines(found)]);
  } else {
    const varying: [SectionId, string] = ['varying', varyingLine(loaded, budget)];
    if (options.varyingFirst) parts.unshift(varying);
    else parts.push(varying);
  }

  const sections: PromptSection[] = [];
  let offset = 0;
  for (const [id, text] of parts) {
    if (sections.length > 0) offset += SECTION_SEPARATOR.length;
    sections.push({
      id,
      title: SECTION_TITLES[id],
      text,
      start: offset,
      end: offset + text.length,
    });
    offset += text.length;
  }
  return {
    sections,
    text: parts.map(([, text]) => text).join(SECTION_SEPARATOR),
    declared: tools.map((tool) => tool.name),
  };
};

/**
 * The section of `prompt` that holds character `offset`. A separator belongs to the section
 * after it; an offset at or past the end belongs to the last section.
 */
export const sectionAt = (prompt: AssembledPrompt, offset: number): SectionId | undefined =>
  (prompt.sections.find((section) => offset < section.end) ?? prompt.sections.at(-1))?.id;
