import { catalogNamer } from '../discover';

/**
 * A tool name as Claude Code's log gives it, in the catalog's terms, through the one name
 * mapper every format uses (`catalogNamer`: `mcp__<server>__<tool>`, pooled `server__tool`
 * names). A name the catalog lacks is kept as the log gave it and marked unknown; without a
 * catalog every name is kept as it is.
 */

type ResolvedName = { name: string; known: boolean };

export type NameResolver = (agentName: string) => ResolvedName;

export const catalogNameResolver = (catalogNames: readonly string[] | undefined): NameResolver => {
  if (catalogNames === undefined) return (name) => ({ name, known: true });
  const namer = catalogNamer(catalogNames);
  return (agentName) => {
    const name = namer(agentName);
    return name === undefined ? { name: agentName, known: false } : { name, known: true };
  };
};
