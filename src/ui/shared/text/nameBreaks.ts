/**
 * Where a tool's name may wrap on screen: after a separator (`_`, `-`, `.`, `/`, `:`) and where
 * a camelCase word starts (`getUser|Name`, `HTML|Parser`, `v2|Beta`). A name is one word to the
 * browser (`firecrawl_scrape` holds no space), so a narrow cell would otherwise cut it anywhere
 * ("firecrawl_scr" / "ape"); between these pieces it reads as the words it is made of.
 */
const BREAK = /(?<=[_\-./:])(?=[^_\-./:])|(?<=[\p{Ll}\d])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/** `text` cut where it may wrap; joined, the pieces are `text` again. */
export const nameBreaks = (text: string): string[] => text.split(BREAK);
