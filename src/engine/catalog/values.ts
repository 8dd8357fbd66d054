/**
 * Small, defensive readers for untrusted parsed JSON. Every importer reads input through these,
 * so an inherited property (or a polluted `Object.prototype`) is never mistaken for input data.
 */

/** A plain object (not null, not an array, not a Date or Map). Works across realms. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]';

/** The value of an own property, or undefined: never one inherited through the prototype. */
export const own = <T>(object: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(object, key) ? object[key] : undefined;

/**
 * An empty record to key by names from outside (tool names, grades by tool): it has no
 * prototype, so `__proto__` is stored like any other name and `constructor` is never found in
 * it unless set. Read one that crossed a structured clone or JSON with `own`.
 */
export const byName = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/** Whether `key` is an own property, even when its value is undefined or null. */
export const hasOwnKey = (object: Record<string, unknown>, key: string): boolean =>
  Object.hasOwn(object, key);

/** Strings in messages are cut to this many characters so one bad value can't flood a line. */
const PREVIEW_CHARS = 40;

/** A JSON-quoted, length-capped preview of a string; JSON quoting keeps messages on one line. */
export const quote = (text: string): string =>
  JSON.stringify(text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text);

/**
 * A short description of a value for error messages, e.g. `null`, `an array`, `the number 42`,
 * `the string "abc"`, `an object with keys "a", "b"`. Never throws.
 */
export const describeValue = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty array' : 'an array';
  switch (typeof value) {
    case 'string':
      return value === '' ? 'an empty string' : `the string ${quote(value)}`;
    case 'number':
    case 'bigint':
      return `the number ${String(value)}`;
    case 'boolean':
      return `the boolean ${String(value)}`;
    case 'function':
      return 'a function';
    case 'object':
      return isRecord(value) ? describeKeys(value) : 'a non-plain object';
    default:
      return `a ${typeof value}`;
  }
};

/** At most this many keys are listed when describing an object. */
const KEYS_SHOWN = 6;

const describeKeys = (value: Record<string, unknown>): string => {
  const keys = Object.keys(value);
  if (keys.length === 0) return 'an empty object';
  const shown = keys.slice(0, KEYS_SHOWN).map(quote).join(', ');
  return `an object with keys ${shown}${keys.length > KEYS_SHOWN ? ', …' : ''}`;
};

/**
 * Nesting depth of a JSON value, counted without recursion and stopping past `limit`: a value
 * nested 10,000 levels deep overflows JSON.stringify and cannot be structured-cloned.
 */
export const nestingDepth = (value: unknown, limit: number): number => {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() ?? [undefined, 0];
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
};
