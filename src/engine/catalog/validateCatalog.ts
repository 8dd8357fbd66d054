import { type IssueLog, pointer } from './issues';
import type { ReadTool } from './readTool';
import type { Ontology } from './types';
import { quote } from './values';

/**
 * Checks across tools, after each tool has been read on its own: names must be unique (search
 * results, activation and the prompt all key on them), and concept tags should resolve.
 */
export const validateCatalog = (read: ReadTool[], ontology: Ontology, log: IssueLog): void => {
  checkUniqueNames(read, log);
  checkConceptReferences(read, ontology, log);
};

const checkUniqueNames = (read: ReadTool[], log: IssueLog): void => {
  // A Map, not an object: a tool may well be called "constructor" or "__proto__".
  const firstAt = new Map<string, string>();
  for (const { name, site } of read) {
    if (name === undefined) continue;
    const earlier = firstAt.get(name);
    if (earlier === undefined) {
      firstAt.set(name, site.at);
      continue;
    }
    const message = `duplicate tool name ${quote(name)}; the first is at ${earlier}`;
    log.errors.push({ path: pointer(site.at, 'name'), tool: name, field: 'name', message });
  }
};

/** An unknown concept is a warning: the tool still works, it just gets no glossary text. */
const checkConceptReferences = (read: ReadTool[], ontology: Ontology, log: IssueLog): void => {
  const known = new Set(ontology.concepts.map((concept) => concept.id));
  for (const { tool, site } of read) {
    tool?.concepts.forEach((id, index) => {
      if (known.has(id)) return;
      const path = pointer(pointer(site.at, 'concepts'), index);
      const message = `concept ${quote(id)} is not in the ontology, so it adds no glossary text`;
      log.warnings.push({ path, tool: tool.name, field: 'concepts', message });
    });
  }
};
