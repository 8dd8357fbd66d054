import type { FieldName } from '../search/types';
import { prepare } from './textCache';

/** What a tool offers besides its description, for explaining a match found elsewhere. */
export type PrefixSource = {
  name: string;
  capabilities: readonly string[];
  /** Labels and glossary text of the tool's concepts. */
  concepts: readonly { label: string; glossary: string }[];
};

const contains = (text: string, stems: readonly string[]) => {
  const { tokens } = prepare(text);
  return tokens.some((token) => stems.includes(token.stem));
};

/**
 * When a query term matched only in the name, a capability or the glossary, the excerpt says
 * so first (`Tool name: archive work item`), so a name-only match does not show an unrelated
 * description opening as if it were the reason. Undefined when every term is in the description.
 */
export const fieldPrefix = (
  fields: Readonly<Record<string, readonly FieldName[]>>,
  source: PrefixSource,
): string | undefined => {
  const elsewhere = Object.entries(fields)
    .filter(([, where]) => !where.includes('description'))
    .map(([stem]) => stem);
  if (elsewhere.length === 0) return undefined;
  const inField = (field: FieldName) => elsewhere.filter((stem) => fields[stem]?.includes(field));
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
  return parts.length > 0 ? parts.join(' · ') : undefined;
};
