import { type Catalog, capabilityLine } from '../catalog/core';
import { declarationLine, declaredTools, varyingLine } from './assemble';
import { schemaChars } from './cost';
import { HARNESS_TOOLS } from './harnessTools';
import type { TokenCounter } from './tokens';

/**
 * The standing tool surface of one turn, against declaring the whole catalog: the design's cost
 * bars (docs/design/prompt.md), measured on the very texts that prompt assembly emits.
 */

export type Size = { chars: number; tokens: number };

export type SurfaceCost = {
  capabilityLine: Size;
  /** The always-declared tools' declaration lines. */
  scaffolding: Size;
  /** The working set's declaration lines. */
  workingSet: Size;
  varyingLine: Size;
  /** The four parts above, added up. */
  standing: Size;
  /** Every tool declared natively (declaration lines with descriptions and schemas). */
  everythingDeclared: Size;
  /** Every parameter schema alone: the design's "all 169 schemas, before descriptions" bar. */
  allSchemas: Size;
};

export type SurfaceOptions = {
  catalog: Catalog;
  workingSet: readonly string[];
  budget: number;
  clock?: number;
  counter: TokenCounter;
};

export const surfaceCost = (options: SurfaceOptions): SurfaceCost => {
  const { catalog, budget, counter } = options;
  const clock = options.clock ?? 0;
  const size = (text: string): Size => ({ chars: text.length, tokens: counter.count(text) });
  const declared = declaredTools(catalog, options.workingSet);
  // Catalog order, as the design's figures were measured; the harness's tools (declared only for
  // a catalog without scaffolding of its own) are not in the catalog, so they come after it.
  const known = [...catalog.tools, ...declared.filter((tool) => HARNESS_TOOLS.includes(tool))];
  const lines = (names: readonly string[]) => {
    const wanted = new Set(names);
    return known
      .filter((tool) => wanted.has(tool.name))
      .map((tool) => declarationLine(tool, clock))
      .join('\n');
  };
  const held = declared.filter((tool) => tool.scaffolding !== true).map((tool) => tool.name);
  const scaffolding = declared.filter((tool) => tool.scaffolding === true).map((t) => t.name);
  const parts = {
    capabilityLine: size(capabilityLine(catalog.tools, catalog.lineBudget)),
    scaffolding: size(lines(scaffolding)),
    workingSet: size(lines(held)),
    varyingLine: size(varyingLine(held.length, budget)),
  };
  const standing = Object.values(parts).reduce(
    (total, part) => ({ chars: total.chars + part.chars, tokens: total.tokens + part.tokens }),
    { chars: 0, tokens: 0 },
  );
  const schemas = catalog.tools.map((tool) => JSON.stringify(tool.parameters));
  return {
    ...parts,
    standing,
    everythingDeclared: size(catalog.tools.map((tool) => declarationLine(tool, clock)).join('\n')),
    allSchemas: {
      chars: catalog.tools.reduce((total, tool) => total + schemaChars(tool), 0),
      tokens: counter.count(schemas.join('')),
    },
  };
};
