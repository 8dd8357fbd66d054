import { prepare } from '../excerpt';
import { renderOpening } from '../excerpt/core';
import { noun } from '../text/core';
import type { ArgumentEntry } from './argumentText';
import type { TextField } from './types';

/** What a tool offers besides its description, for explaining a match found elsewhere. */
export type PrefixSource = {
  name: string;
  capabilities: readonly string[];
  /** Labels and glossary text of the tool's concepts. */
  concepts: readonly { label: string; glossary: string }[];
  /** The tool's arguments (argumentEntries), for a match the toollens ranker found there. */
  arguments?: readonly ArgumentEntry[];
};

/** At most this many arguments are named in a prefix: it shares the entry's characters. */
const PREFIX_ARGUMENTS = 2;
/** An argument's description is cut to this many characters in a prefix. */
const PREFIX_ARGUMENT_CHARS = 80;

/**
 * `password (For encrypted PDFs.)`: the argument and what it is, cut to a bounded length. In
 * brackets, as the glossary's words are: the excerpt joins its prefix to the description with
 * ` — `, so a dash here would read as the description of an argument that has none.
 */
const describeArgument = (entry: ArgumentEntry) => {
  const description = entry.description?.trim();
  if (!description) return entry.name;
  return `${entry.name} (${renderOpening(description, PREFIX_ARGUMENT_CHARS).text})`;
};

const contains = (text: string, stems: readonly string[]) => {
  const { tokens } = prepare(text);
  return tokens.some((token) => stems.includes(token.stem));
};

/**
 * When a query term matched only in the name, a capability, the glossary or (under toollens)
 * an argument, the excerpt says so first (`Tool name: archive work item`, `Argument: password
 * (For encrypted PDFs.)`), so a match elsewhere does not show an unrelated description opening as
 * if it were the reason. Undefined when every term is in the description.
 */
export const fieldPrefix = (
  fields: Readonly<Record<string, readonly TextField[]>>,
  source: PrefixSource,
): string | undefined => {
  const elsewhere = Object.entries(fields)
    .filter(([, where]) => !where.includes('description'))
    .map(([stem]) => stem);
  if (elsewhere.length === 0) return undefined;
  const inField = (field: TextField) => elsewhere.filter((stem) => fields[stem]?.includes(field));
  const parts: string[] = [];
  if (inField('name').length > 0) parts.push(`Tool name: ${source.name.replace(/[_\-.]+/g, ' ')}`);
  const capabilityStems = inField('capabilities').filter((stem) => !fields[stem]?.includes('name'));
  const capabilities = source.capabilities.filter((c) => contains(c, capabilityStems));
  if (capabilities.length > 0) parts.push(`Capability: ${capabilities.join(', ')}`);
  const glossaryStems = inField('glossary').filter(
    (stem) => !fields[stem]?.includes('name') && !fields[stem]?.includes('capabilities'),
  );
  const concepts = source.concepts.filter((c) => contains(c.glossary, glossaryStems));
  if (concepts.length > 0) {
    // The glossary's own words that matched, so the reader sees why: "Label (colored, tag)".
    const words = new Set(
      concepts.flatMap((c) =>
        prepare(c.glossary)
          .tokens.filter((token) => glossaryStems.includes(token.stem))
          .map((token) => c.glossary.slice(token.start, token.end).toLowerCase()),
      ),
    );
    parts.push(`Glossary: ${concepts.map((c) => c.label).join(', ')} (${[...words].join(', ')})`);
  }
  // Last: a term the other fields explain needs no argument named for it.
  const argumentStems = inField('arguments').filter(
    (stem) =>
      !(['name', 'capabilities', 'glossary'] as const).some((f) => fields[stem]?.includes(f)),
  );
  const matchedArguments = (source.arguments ?? [])
    .filter((entry) => contains(`${entry.name}\n${entry.description ?? ''}`, argumentStems))
    .slice(0, PREFIX_ARGUMENTS);
  if (matchedArguments.length > 0) {
    const label = noun(matchedArguments.length, 'Argument');
    parts.push(`${label}: ${matchedArguments.map(describeArgument).join('; ')}`);
  }
  return parts.length > 0 ? parts.join(' · ') : undefined;
};
