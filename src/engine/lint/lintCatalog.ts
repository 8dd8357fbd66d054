import { AGENT_TARGETS } from '../agents/core';
import { type Catalog, descriptionAt, type Tool } from '../catalog/core';
import { isValidToolName, TOOL_NAME_CHARS } from '../edit';
import { schemaChars } from '../prompt/core';
import { ToolIndex } from '../search';
import { termWeight } from '../search/core';
import { analyzedPart, analyzeStems } from '../text';
import { plural } from '../text/core';
import { limitFindings } from './agentLimits';
import { DEFAULT_MIN_LINE_COVERAGE, lineCoverageFindings } from './lineCoverage';
import { checkSchema } from './schemaRules';
import { targetFindings } from './targetRules';
import type { Finding, LintOptions, Severity } from './types';

/**
 * A catalog report for description authors: each finding names the tools, says what is wrong,
 * and says what to change. Rules are plain functions over the index, so the Evaluate panel,
 * the CLI and the tests share them.
 */

/**
 * What the rules read: the tools, their descriptions as indexed, and an index for the
 * name-query check, built only when that check runs (it is skipped above `maxNameQueries`
 * tools, so linting a large catalog file never pays for an index it does not use).
 */
type Subject = {
  tools: readonly Tool[];
  size: number;
  description: (name: string) => string | undefined;
  index: () => ToolIndex;
};

const subjectOf = (source: ToolIndex | Catalog): Subject => {
  if (source instanceof ToolIndex) {
    const tools = source.tools;
    return {
      tools,
      size: source.size,
      description: (name) => source.description(name),
      index: () => source,
    };
  }
  const descriptions = new Map(source.tools.map((tool) => [tool.name, descriptionAt(tool)]));
  let index: ToolIndex | undefined;
  return {
    tools: source.tools,
    size: source.tools.length,
    description: (name) => descriptions.get(name),
    index: () => {
      index ??= new ToolIndex(source);
      return index;
    },
  };
};

const nameRules = (tools: readonly Tool[]): Finding[] => {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const tool of tools) {
    if (seen.has(tool.name)) {
      findings.push({
        rule: 'duplicate-name',
        severity: 'error',
        tools: [tool.name],
        message: `"${tool.name}" is used by more than one tool.`,
        fix: 'Give each tool a unique name; activate_tool and calls address tools by name.',
      });
    }
    seen.add(tool.name);
    if (!isValidToolName(tool.name)) {
      findings.push({
        rule: 'invalid-name',
        severity: 'error',
        tools: [tool.name],
        message: `"${tool.name}" is not a valid tool name for OpenAI or Anthropic.`,
        fix: `Use only ${TOOL_NAME_CHARS}.`,
      });
    }
  }
  return findings;
};

const textRules = (index: Subject, options: Settings): Finding[] =>
  index.tools.flatMap((tool): Finding[] => {
    const findings: Finding[] = [];
    const description = index.description(tool.name) ?? '';
    // Counted in the part search reads: a 30 MB description is not split whole to learn it has 6 words.
    const words = analyzedPart(description)
      .split(/\s+/)
      .filter((word) => word !== '').length;
    if (!tool.scaffolding && (description.length < options.minDescriptionChars || words < 6)) {
      findings.push({
        rule: 'thin-description',
        severity: 'warning',
        tools: [tool.name],
        message: `The description has ${plural(description.length, 'character')} (${plural(words, 'word')}): too little to be found or chosen.`,
        fix: 'Say what the tool does and returns, when to use it, and how it differs from similar tools.',
      });
    }
    const size = schemaChars(tool);
    if (size > options.maxSchemaChars) {
      findings.push({
        rule: 'heavy-schema',
        severity: 'warning',
        tools: [tool.name],
        message: `The parameter schema is ${plural(size, 'character')}; every turn it is activated pays for it.`,
        fix: 'Shorten property descriptions, move long enums or examples out, or split the tool.',
      });
    }
    for (const problem of checkSchema(tool.parameters)) {
      findings.push({
        rule: problem.rule,
        severity: problem.severity,
        tools: [tool.name],
        message: problem.message,
        fix: problem.fix,
      });
    }
    return findings;
  });

/** Each tool's most informative words: unique stems of name and description by catalog IDF. */
const topTerms = (index: Subject, count: number): Map<string, string[]> => {
  const df = new Map<string, number>();
  const stems = new Map<string, Set<string>>();
  for (const tool of index.tools) {
    // Cut before joining: the analyzer would read no further, and a 30 MB text is not copied.
    const own = new Set(
      analyzeStems(`${tool.name} ${analyzedPart(index.description(tool.name) ?? '')}`),
    );
    stems.set(tool.name, own);
    for (const stem of own) df.set(stem, (df.get(stem) ?? 0) + 1);
  }
  const n = index.size;
  // w(t) once per stem, not once per comparison.
  const weight = new Map<string, number>();
  for (const [stem, count] of df) weight.set(stem, termWeight(n, count));
  // Higher weight first, then the stem in code-unit order: a total order, so keeping the
  // best `count` while scanning gives what sorting all of a tool's stems would.
  const before = (a: string, b: string) => {
    const difference = (weight.get(a) ?? 0) - (weight.get(b) ?? 0);
    return difference !== 0 ? difference > 0 : a < b;
  };
  const top = (own: Set<string>): string[] => {
    const best: string[] = [];
    for (const stem of own) {
      if (best.length === count && !before(stem, best[count - 1] ?? '')) continue;
      let at = Math.min(best.length, count - 1);
      if (best.length < count) best.push(stem);
      else best[at] = stem;
      while (at > 0 && before(stem, best[at - 1] ?? '')) {
        best[at] = best[at - 1] ?? '';
        best[at - 1] = stem;
        at--;
      }
    }
    return best;
  };
  return new Map([...stems].map(([name, own]) => [name, count > 0 ? top(own) : []]));
};

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

const competingPairs = (index: Subject, options: Settings): Finding[] => {
  const reasons = new Map<string, { tools: [string, string]; why: string[] }>();
  const note = (a: string, b: string, why: string) => {
    const key = pairKey(a, b);
    const entry = reasons.get(key) ?? { tools: a < b ? [a, b] : [b, a], why: [] };
    entry.why.push(why);
    reasons.set(key, entry);
  };

  // Shared top terms, found through a term → tools map instead of comparing every pair.
  const terms = topTerms(index, options.topTerms);
  const holders = new Map<string, string[]>();
  for (const [name, list] of terms) {
    for (const term of list) {
      const names = holders.get(term);
      if (names) names.push(name);
      else holders.set(term, [name]);
    }
  }
  const shared = new Map<string, number>();
  for (const names of holders.values()) {
    if (names.length > 50) continue; // a term this common says nothing about a pair
    for (let i = 0; i < names.length; i++) {
      for (let j = i + 1; j < names.length; j++) {
        const key = pairKey(names[i] ?? '', names[j] ?? '');
        shared.set(key, (shared.get(key) ?? 0) + 1);
      }
    }
  }
  for (const [key, count] of shared) {
    const [a = '', b = ''] = key.split('\u0000');
    const union = new Set([...(terms.get(a) ?? []), ...(terms.get(b) ?? [])]).size;
    if (union > 0 && count / union >= options.overlap) {
      note(a, b, `they share ${count} of their ${options.topTerms} most telling words`);
    }
  }

  if (index.size <= options.maxNameQueries) {
    const searchable = index.index();
    for (const tool of index.tools) {
      const query = tool.name.replace(/[_\-.]+/g, ' ');
      const top = searchable.search({ query, limit: 1 }).hits[0];
      if (top && top.name !== tool.name)
        note(tool.name, top.name, `searching "${query}" ranks ${top.name} first`);
    }
  }

  return [...reasons.values()].map(({ tools: [a, b], why }) => ({
    rule: 'competing-pair',
    severity: 'warning',
    tools: [a, b],
    message: `${a} and ${b} compete for the same queries: ${why.join('; ')}.`,
    fix: `Say in each description what sets it apart, e.g. when to use ${a} instead of ${b}.`,
  }));
};

/** The options every rule reads; the agent targets' own are passed to their rule alone. */
type Settings = Required<Omit<LintOptions, 'targets' | 'limits' | 'server' | 'lineBudget'>>;

/** The line's budget: the option's, else the catalog's own; an index carries none. */
const lineBudgetOf = (options: LintOptions, source: ToolIndex | Catalog) => {
  const budget =
    options.lineBudget ?? (source instanceof ToolIndex ? undefined : source.lineBudget);
  return budget === undefined ? {} : { lineBudget: budget };
};

const ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/**
 * Lints an index (the app's, with its edits and clock) or a catalog (the CLI's: an index is
 * built only if the name-query check runs). Every pass is linear or n log n in the tools.
 */
export const lintCatalog = (source: ToolIndex | Catalog, options: LintOptions = {}): Finding[] => {
  const index = subjectOf(source);
  const settings: Settings = {
    minDescriptionChars: options.minDescriptionChars ?? 40,
    maxSchemaChars: options.maxSchemaChars ?? 2_500,
    topTerms: options.topTerms ?? 5,
    overlap: options.overlap ?? 0.6,
    maxNameQueries: options.maxNameQueries ?? 3_000,
    minLineCoverage: options.minLineCoverage ?? DEFAULT_MIN_LINE_COVERAGE,
  };
  const catalog = source instanceof ToolIndex ? { tools: source.tools } : source;
  const server = options.server === undefined ? {} : { server: options.server };
  return [
    ...nameRules(index.tools),
    ...textRules(index, settings),
    ...competingPairs(index, settings),
    ...targetFindings(catalog, {
      targets: options.targets ?? [],
      maxNameQueries: settings.maxNameQueries,
      ...server,
    }),
    ...limitFindings(catalog, { agents: options.limits ?? AGENT_TARGETS, ...server }),
    ...lineCoverageFindings(index.tools, {
      minShare: settings.minLineCoverage,
      ...lineBudgetOf(options, source),
    }),
  ].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
};
