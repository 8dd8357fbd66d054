/**
 * The tour's words, each defined once in plain words for a room that has not read the design:
 * a caption names a term with `term(…)` and the caption glosses it at its first use in the tour
 * (demoSteps.ts finds where). The wording is the product's (docs/design.md), said without its
 * jargon.
 */

export type TermId =
  | 'search_tools'
  | 'activate_tool'
  | 'working set'
  | 'slot'
  | 'turn'
  | 'capability line'
  | 'standing surface'
  | 'varying line'
  | 'prefix cache';

export const GLOSSARY: Readonly<Record<TermId, string>> = {
  search_tools: 'the one tool the agent calls to look other tools up by words',
  activate_tool: 'the tool the agent calls to load a found tool, ready to use',
  'working set': 'the few tools loaded right now, each declared in full',
  slot: 'a place for one tool in the working set',
  turn: 'each turn is one request the agent sends the model',
  'capability line': 'one line of the prompt that says what kinds of tools exist',
  'standing surface': 'everything about tools the prompt carries on every turn',
  'varying line': 'the one line that changes every turn, kept last so the rest stays the same',
  'prefix cache':
    'the provider keeps the start of the last prompt; a new prompt that starts with the same bytes is read from it, cheaper and faster',
};

/** A word of the caption that the glossary defines. */
export type GlossTerm = { term: TermId; text: string };

/** `term('slot', 'slots')`: the word as the sentence needs it, glossed as `id`. */
export const term = (id: TermId, text: string = id): GlossTerm => ({ term: id, text });

/** A turn as the panels label it (`t3`), glossed as a turn. */
export const turnTerm = (turn: number): GlossTerm => ({ term: 'turn', text: `t${turn}` });

/** The words a caption puts in brackets after `term` at its first use. */
export const glossOf = ({ term: id, text }: GlossTerm): string =>
  id === 'turn' ? `turn ${text.slice(1)}: ${GLOSSARY.turn}` : GLOSSARY[id];

/** Providers by the names people know; the replay keys them by a lowercase id. */
const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  anthropic: 'Anthropic',
  openai: 'OpenAI',
};

/** A provider's name as a caption writes it: the known ones by name, any other by its id. */
export const providerName = (id: string): string => PROVIDER_NAMES[id] ?? id;
