import {
  assemblePrompt,
  type Catalog,
  DEFAULT_WORKING_SET_BUDGET,
  projectWorkingSet,
  scaffoldingOf,
  searchTools,
  type Tool,
  ToolIndex,
  type Transcript,
  type TranscriptEvent,
  validateActivation,
} from '../engine';

/**
 * The spec's harness, answered by the engine for a real model: `search_tools` returns the
 * engine's menu (the excerpt lens's page), `activate_tool` checks the names as the replay does,
 * and what is declared each request is re-derived from the run's own transcript by the
 * working-set projection, exactly as the Timeline replays it. The system text is the assembled
 * prompt's sections but the declarations, which go in the request's `tools`.
 */

/** The filter arguments search_tools takes, as the harness tool declares them. */
const FILTERS = ['capabilities', 'domains', 'entities', 'relationships'] as const;

const stringsOf = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;

export class Harness {
  readonly catalog: Catalog;
  readonly budget: number;
  #index: ToolIndex;
  #names: Set<string>;
  #transcript: Transcript = { name: 'play', turns: [] };

  constructor(catalog: Catalog, budget = DEFAULT_WORKING_SET_BUDGET) {
    this.catalog = catalog;
    this.budget = budget;
    this.#index = new ToolIndex(catalog);
    this.#names = new Set(catalog.tools.map((tool) => tool.name));
  }

  /** A new task: a turn of the run's transcript, at `at` (ISO time). */
  turn(at: string, text: string, relevant: readonly string[]): void {
    this.#transcript.turns.push({
      at,
      events: [{ type: 'user', text }],
      ...(relevant.length > 0 ? { relevant: [...relevant] } : {}),
    });
  }

  #push(event: TranscriptEvent): void {
    this.#transcript.turns.at(-1)?.events.push(event);
  }

  /** The activated tools declared now, most recently touched first. */
  workingSet(): string[] {
    const projections = projectWorkingSet(this.#transcript, {
      catalog: this.catalog,
      budget: this.budget,
    });
    return projections.at(-1)?.workingSet ?? [];
  }

  /** The system text: every section of the assembled prompt but the declarations. */
  system(): string {
    const prompt = assemblePrompt({
      catalog: this.catalog,
      workingSet: this.workingSet(),
      budget: this.budget,
    });
    return prompt.sections
      .filter((section) => section.id !== 'declarations')
      .map((section) => section.text)
      .join('\n\n');
  }

  /** The tools declared now: the scaffolding, then the working set (by name, as the prompt sorts). */
  declared(): Tool[] {
    const set = new Set(this.workingSet());
    const held = this.catalog.tools
      .filter((tool) => set.has(tool.name))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return [...scaffoldingOf(this.catalog), ...held];
  }

  /** Whether `name` is one of the harness's own two tools. */
  isHarnessTool(name: string): boolean {
    return scaffoldingOf(this.catalog).some((tool) => tool.name === name);
  }

  /** search_tools: the engine's menu, and the names it shows. */
  search(args: unknown): { text: string; query: string; returned: string[] } {
    const input = (typeof args === 'object' && args !== null ? args : {}) as Record<
      string,
      unknown
    >;
    const query = typeof input.query === 'string' ? input.query : '';
    const filters = Object.fromEntries(
      FILTERS.flatMap((key) => {
        const value = stringsOf(input[key]);
        return value ? [[key, value]] : [];
      }),
    );
    const limit =
      typeof input.limit === 'number' && Number.isInteger(input.limit) && input.limit > 0
        ? Math.min(input.limit, 25)
        : 8;
    const result = searchTools(this.#index, { query, ...filters, limit });
    this.#push({ type: 'search', query, ...filters, menu: result.menu.text });
    return { text: result.menu.text, query, returned: result.hits.map((hit) => hit.name) };
  }

  /** activate_tool: accepted whole or refused whole with the nearest names, as the replay does. */
  activate(args: unknown): string {
    const names = stringsOf((args as { names?: unknown } | null)?.names) ?? [];
    const checked = validateActivation(names, this.#names);
    if (!checked.ok) return checked.error;
    this.#push({ type: 'activate', names: checked.names });
    return `Activated ${checked.names.join(', ')}. You currently have ${this.workingSet().length} of ${this.budget} activated tools loaded.`;
  }

  /** A call of an author's tool: it keeps the tool warm in the set. */
  call(name: string, args: unknown): void {
    const plain =
      typeof args === 'object' && args !== null && !Array.isArray(args)
        ? (args as Record<string, unknown>)
        : undefined;
    this.#push({ type: 'call', name, ...(plain ? { args: plain } : {}) });
  }
}
