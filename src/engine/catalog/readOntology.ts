import { type IssueLog, pointer } from './issues';
import type { Concept, Ontology } from './types';
import { describeValue, isRecord, own, quote } from './values';

/**
 * The native format's ontology: concepts whose glossary text is indexed with every tool tagged
 * with them. Absent means no concepts; tools may still name concepts (each is then a warning).
 */
export const readOntology = (root: Record<string, unknown>, log: IssueLog): Ontology => {
  const ontology = own(root, 'ontology');
  if (ontology === undefined) return { concepts: [] };
  if (!isRecord(ontology)) {
    const message = `ontology must be an object {"concepts": […]}, found ${describeValue(ontology)}`;
    log.errors.push({ path: '/ontology', field: 'ontology', message });
    return { concepts: [] };
  }
  const list = own(ontology, 'concepts');
  if (list === undefined) return { concepts: [] };
  if (!Array.isArray(list)) {
    const message = `concepts must be an array, found ${describeValue(list)}`;
    log.errors.push({ path: '/ontology/concepts', field: 'concepts', message });
    return { concepts: [] };
  }
  const concepts: Concept[] = [];
  const firstPath = new Map<string, string>();
  list.forEach((item: unknown, index) => {
    const at = pointer('/ontology/concepts', index);
    const concept = readConcept(item, at, log);
    if (concept === undefined) return;
    const earlier = firstPath.get(concept.id);
    if (earlier !== undefined) {
      const message = `duplicate concept id ${quote(concept.id)}; the first is at ${earlier}`;
      log.errors.push({ path: pointer(at, 'id'), field: 'id', message });
      return;
    }
    firstPath.set(concept.id, at);
    concepts.push(concept);
  });
  return { concepts };
};

const readConcept = (item: unknown, at: string, log: IssueLog): Concept | undefined => {
  if (!isRecord(item)) {
    const message = `a concept must be an object {id, label?, glossary}, found ${describeValue(item)}`;
    log.errors.push({ path: at, message });
    return undefined;
  }
  const before = log.errors.length;
  const id = own(item, 'id');
  if (typeof id !== 'string' || id.trim() === '') {
    const message = `concept id must be a non-empty string, found ${describeValue(id)}`;
    log.errors.push({ path: pointer(at, 'id'), field: 'id', message });
  }
  const label = own(item, 'label');
  if (label !== undefined && typeof label !== 'string') {
    const message = `concept label must be a string, found ${describeValue(label)}`;
    log.errors.push({ path: pointer(at, 'label'), field: 'label', message });
  }
  const glossary = own(item, 'glossary');
  if (glossary !== undefined && typeof glossary !== 'string') {
    const message = `concept glossary must be a string, found ${describeValue(glossary)}`;
    log.errors.push({ path: pointer(at, 'glossary'), field: 'glossary', message });
  }
  if (log.errors.length > before || typeof id !== 'string') return undefined;
  if (glossary === undefined) {
    const message = `concept ${quote(id)} has no glossary, so tagging a tool with it adds no text`;
    log.warnings.push({ path: pointer(at, 'glossary'), field: 'glossary', message });
  }
  const concept: Concept = { id, glossary: typeof glossary === 'string' ? glossary : '' };
  if (typeof label === 'string') concept.label = label;
  return concept;
};
