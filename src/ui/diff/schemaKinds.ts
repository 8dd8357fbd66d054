import type { SchemaChange } from '../../worker/boundary';

/** Each schema change kind as a sentence's verb, for the changed tool's list. */
export const SCHEMA_KIND_LABELS: Record<SchemaChange['kind'], string> = {
  'property-removed': 'property removed',
  'property-added-required': 'required property added',
  'property-added-optional': 'optional property added',
  'made-required': 'made required',
  'made-optional': 'made optional',
  'type-narrowed': 'type narrowed',
  'type-widened': 'type widened',
  'type-changed': 'type changed',
  'enum-narrowed': 'values removed',
  'enum-widened': 'values added',
  'additional-properties-closed': 'other properties refused',
  'additional-properties-opened': 'other properties allowed',
};

/** Where a change is: its property's path, or the schema itself. */
export const schemaPlace = (change: SchemaChange): string => change.path || '(the schema)';
