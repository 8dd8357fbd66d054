import { type JsonSchema, MAX_SCHEMA_DEPTH } from '../catalog/core';
import {
  closedTo,
  enumOf,
  enumWords,
  itemsOf,
  propertiesOf,
  requiredOf,
  typesOf,
  typesWithin,
  typeWords,
} from './schemaValues';
import type { ChangeClass, SchemaChange } from './types';

/**
 * How a tool's input schema changed, as an existing caller feels it: a change is breaking when
 * a call the old schema accepted may be refused by the new one, compatible when every old call
 * is still accepted. Walks object properties and array items from the root.
 */

type Kind = SchemaChange['kind'];

/** Each kind's class, defined once: the report, the gate and the docs read it from here. */
export const SCHEMA_CHANGE_CLASS: Record<Kind, ChangeClass> = {
  'property-removed': 'breaking',
  'property-added-required': 'breaking',
  'property-added-optional': 'compatible',
  'made-required': 'breaking',
  'made-optional': 'compatible',
  'type-narrowed': 'breaking',
  'type-widened': 'compatible',
  'type-changed': 'breaking',
  'enum-narrowed': 'breaking',
  'enum-widened': 'compatible',
  'additional-properties-closed': 'breaking',
  'additional-properties-opened': 'compatible',
};

const change = (
  path: string,
  kind: Kind,
  words?: { before: string; after: string },
): SchemaChange => ({ path, kind, class: SCHEMA_CHANGE_CLASS[kind], ...words });

const join = (path: string, name: string) => (path === '' ? name : `${path}.${name}`);

type Schema = Record<string, unknown>;

/** The type change at one place, or undefined; `type-changed` means the two share no ground. */
const typeChange = (path: string, before: Schema, after: Schema): SchemaChange | undefined => {
  const old = typesOf(before);
  const next = typesOf(after);
  const widened = typesWithin(old, next);
  const narrowed = typesWithin(next, old);
  if (widened && narrowed) return undefined;
  const kind: Kind = widened ? 'type-widened' : narrowed ? 'type-narrowed' : 'type-changed';
  return change(path, kind, { before: typeWords(old), after: typeWords(next) });
};

/** Enum values removed (or an enum where any value of the type went) narrow; added ones widen. */
const enumChange = (path: string, before: Schema, after: Schema): SchemaChange | undefined => {
  const old = enumOf(before);
  const next = enumOf(after);
  if (old === undefined && next === undefined) return undefined;
  const words = {
    before: old === undefined ? typeWords(typesOf(before)) : enumWords(old),
    after: next === undefined ? typeWords(typesOf(after)) : enumWords(next),
  };
  if (old === undefined) return change(path, 'enum-narrowed', words);
  if (next === undefined) return change(path, 'enum-widened', words);
  if (old.some((value) => !next.includes(value))) return change(path, 'enum-narrowed', words);
  if (next.some((value) => !old.includes(value))) return change(path, 'enum-widened', words);
  return undefined;
};

const compare = (
  path: string,
  before: Schema,
  after: Schema,
  depth: number,
  out: SchemaChange[],
): void => {
  const type = typeChange(path, before, after);
  if (type) out.push(type);
  // Two schemas with nothing in common: what lies inside them is not the same thing changed.
  if (type?.kind === 'type-changed' || depth >= MAX_SCHEMA_DEPTH) return;
  const values = enumChange(path, before, after);
  if (values) out.push(values);
  if (closedTo(before) !== closedTo(after)) {
    out.push(
      change(
        path,
        closedTo(after) ? 'additional-properties-closed' : 'additional-properties-opened',
      ),
    );
  }
  const [oldProperties, newProperties] = [propertiesOf(before), propertiesOf(after)];
  const [oldRequired, newRequired] = [requiredOf(before), requiredOf(after)];
  const names = new Set([
    ...oldProperties.keys(),
    ...oldRequired,
    ...newProperties.keys(),
    ...newRequired,
  ]);
  for (const name of [...names].sort()) {
    const at = join(path, name);
    const wasThere = oldProperties.has(name) || oldRequired.has(name);
    const isThere = newProperties.has(name) || newRequired.has(name);
    if (!isThere) out.push(change(at, 'property-removed'));
    else if (!wasThere) {
      out.push(
        change(at, newRequired.has(name) ? 'property-added-required' : 'property-added-optional'),
      );
    } else {
      if (!oldRequired.has(name) && newRequired.has(name)) out.push(change(at, 'made-required'));
      if (oldRequired.has(name) && !newRequired.has(name)) out.push(change(at, 'made-optional'));
      compare(at, oldProperties.get(name) ?? {}, newProperties.get(name) ?? {}, depth + 1, out);
    }
  }
  const [oldItems, newItems] = [itemsOf(before), itemsOf(after)];
  if (oldItems || newItems)
    compare(join(path, 'items'), oldItems ?? {}, newItems ?? {}, depth + 1, out);
};

/** Every change from `before` to `after`, parents before their properties, names in order. */
export const diffSchemas = (before: JsonSchema, after: JsonSchema): SchemaChange[] => {
  const out: SchemaChange[] = [];
  compare('', before, after, 0, out);
  return out;
};
