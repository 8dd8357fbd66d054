import { describeValue, isRecord, own, quote } from '../catalog/core';
import { FILTER_AXES } from '../search/core';
import { argumentsProblem } from './limits';
import type { TranscriptEvent } from './transcript';

/**
 * One event of toollens transcript JSON, read and validated: the fields each type may have, and
 * every problem reported by its JSON-pointer path.
 */

/**
 * The fields each event type may have; the first ones listed are required. Unknown fields are
 * errors rather than ignored, because a misspelt filter (`capabilites`) would otherwise
 * silently widen a search.
 */
const EVENT_FIELDS: Record<TranscriptEvent['type'], { required: string[]; optional: string[] }> = {
  user: { required: ['text'], optional: [] },
  assistant: { required: ['text'], optional: [] },
  search: {
    required: ['query'],
    optional: [...FILTER_AXES, 'menu'],
  },
  activate: { required: ['names'], optional: [] },
  call: { required: ['name'], optional: ['args'] },
  discover: {
    required: ['via', 'query', 'form', 'returned', 'loaded'],
    optional: ['unknown', 'error', 'limit', 'clientVersion', 'execution'],
  },
  compact: { required: [], optional: ['trigger', 'preTokens', 'carried', 'uncarried'] },
};

const DISCOVER_FORMS: readonly string[] = ['search', 'select', 'pattern'];

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export type Fail = (path: string, message: string) => void;

export const checkKeys = (
  object: Record<string, unknown>,
  path: string,
  allowed: readonly string[],
  fail: Fail,
) => {
  for (const key of Object.keys(object)) {
    if (!allowed.includes(key)) {
      fail(`${path}/${key}`, `unknown field; expected one of ${allowed.map(quote).join(', ')}`);
    }
  }
};

export const readEvent = (
  value: unknown,
  path: string,
  fail: Fail,
): TranscriptEvent | undefined => {
  if (!isRecord(value)) {
    fail(path, `expected an event object, found ${describeValue(value)}`);
    return undefined;
  }
  const type = own(value, 'type');
  if (typeof type !== 'string' || !Object.hasOwn(EVENT_FIELDS, type)) {
    const types = Object.keys(EVENT_FIELDS).map(quote).join(', ');
    fail(`${path}/type`, `expected one of ${types}, found ${describeValue(type)}`);
    return undefined;
  }
  const fields = EVENT_FIELDS[type as TranscriptEvent['type']];
  // A half-valid event is never returned: any problem in it drops the whole event.
  let failed = false;
  const local: Fail = (where, message) => {
    failed = true;
    fail(where, message);
  };
  checkKeys(value, path, ['type', ...fields.required, ...fields.optional], local);
  const event = buildEvent(type as TranscriptEvent['type'], value, path, local);
  return failed ? undefined : event;
};

const buildEvent = (
  type: TranscriptEvent['type'],
  value: Record<string, unknown>,
  path: string,
  fail: Fail,
): TranscriptEvent => {
  const text = (key: string, allowEmpty = true): string => {
    const field = own(value, key);
    if (typeof field === 'string' && (allowEmpty || field.trim() !== '')) return field;
    const wanted = allowEmpty ? 'a string' : 'a non-empty string';
    fail(`${path}/${key}`, `expected ${wanted}, found ${describeValue(field)}`);
    return '';
  };
  const names = (key: string): string[] => {
    const field = own(value, key);
    if (isStringArray(field)) return field;
    fail(`${path}/${key}`, `expected an array of strings, found ${describeValue(field)}`);
    return [];
  };
  switch (type) {
    case 'user':
    case 'assistant':
      return { type, text: text('text') };
    case 'activate':
      return { type, names: names('names') };
    case 'call': {
      const event: TranscriptEvent = { type, name: text('name', false) };
      const args = own(value, 'args');
      if (args !== undefined) {
        const deep = isRecord(args) ? argumentsProblem(args) : undefined;
        if (deep) fail(`${path}/args`, deep);
        else if (isRecord(args)) event.args = args;
        else fail(`${path}/args`, `expected an object, found ${describeValue(args)}`);
      }
      return event;
    }
    case 'discover': {
      const form = own(value, 'form');
      if (typeof form !== 'string' || !DISCOVER_FORMS.includes(form)) {
        const forms = DISCOVER_FORMS.map(quote).join(', ');
        fail(`${path}/form`, `expected one of ${forms}, found ${describeValue(form)}`);
      }
      const event: TranscriptEvent = {
        type,
        via: text('via', false),
        query: text('query'),
        form: form as 'search' | 'select' | 'pattern',
        returned: names('returned'),
        loaded: names('loaded'),
      };
      if (own(value, 'unknown') !== undefined) event.unknown = names('unknown');
      if (own(value, 'error') !== undefined) event.error = text('error');
      const limit = own(value, 'limit');
      if (limit !== undefined) {
        if (Number.isInteger(limit) && (limit as number) >= 1) event.limit = limit as number;
        else
          fail(
            `${path}/limit`,
            `expected a whole number of at least 1, found ${describeValue(limit)}`,
          );
      }
      if (own(value, 'clientVersion') !== undefined) event.clientVersion = text('clientVersion');
      const execution = own(value, 'execution');
      if (execution === 'server' || execution === 'client') event.execution = execution;
      else if (execution !== undefined) {
        fail(
          `${path}/execution`,
          `expected "server" or "client", found ${describeValue(execution)}`,
        );
      }
      return event;
    }
    case 'compact': {
      const event: TranscriptEvent = { type };
      if (own(value, 'trigger') !== undefined) event.trigger = text('trigger');
      const preTokens = own(value, 'preTokens');
      if (preTokens !== undefined) {
        if (Number.isInteger(preTokens) && (preTokens as number) >= 0) {
          event.preTokens = preTokens as number;
        } else {
          fail(
            `${path}/preTokens`,
            `expected a whole number of at least 0, found ${describeValue(preTokens)}`,
          );
        }
      }
      if (own(value, 'carried') !== undefined) event.carried = names('carried');
      if (own(value, 'uncarried') !== undefined) event.uncarried = names('uncarried');
      return event;
    }
    case 'search': {
      const event: TranscriptEvent = { type, query: text('query') };
      for (const axis of FILTER_AXES) {
        if (own(value, axis) !== undefined) event[axis] = names(axis);
      }
      const menu = own(value, 'menu');
      if (menu !== undefined) event.menu = text('menu');
      return event;
    }
  }
};
