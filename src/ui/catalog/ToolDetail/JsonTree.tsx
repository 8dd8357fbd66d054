import { useState } from 'react';
import { formatCount } from '../../shared/format';
import { ServerText } from '../../shared/text/ServerText';

/**
 * A parsed JSON value as a pretty-printed tree: keys, strings, numbers and literals coloured,
 * each object and array a native <details>, so it folds with a click, Enter or Space and a
 * screen reader announces it expanded or collapsed. Drawing is bounded whatever the input:
 * a folded node draws none of its children, an open one at most CHILD_PAGE at a time, and a
 * string at most STRING_CHARS characters (a 2 MB description must not freeze the page).
 */

/** Children drawn per page of an open node. */
export const CHILD_PAGE = 100;
/** Characters of a string drawn in the tree; the exact text below shows the rest. */
export const STRING_CHARS = 600;

/** Values (of any kind) under a node that still open at first: a few screens at most. */
const OPEN_NODES = 80;

/** The number of values in `value`, counting no further than `cap`. */
const weight = (value: unknown, cap: number): number => {
  let seen = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && seen <= cap) {
    const next = stack.pop();
    seen++;
    if (next !== null && typeof next === 'object') stack.push(...Object.values(next).slice(0, cap));
  }
  return seen;
};

/**
 * Open at first: the declaration and its schema, then any node small enough to read at a
 * glance, however deep (a tool's arguments and their array items), so a wide schema starts
 * folded and a small one needs no click.
 */
const openAtFirst = (depth: number, value: object) =>
  depth < 2 || weight(value, OPEN_NODES) <= OPEN_NODES;

const Scalar = ({ value }: { value: unknown }) => {
  if (typeof value === 'string') {
    if (value.length <= STRING_CHARS) {
      return (
        <span className="json-string">
          <ServerText text={JSON.stringify(value)} />
        </span>
      );
    }
    return (
      <>
        <span className="json-string">
          <ServerText text={`${JSON.stringify(value.slice(0, STRING_CHARS)).slice(0, -1)}…`} />
        </span>{' '}
        <span className="muted json-cut">
          ({formatCount(value.length - STRING_CHARS)} more characters: see the exact text below)
        </span>
      </>
    );
  }
  if (typeof value === 'number') return <span className="json-number">{String(value)}</span>;
  return <span className="json-literal">{JSON.stringify(value) ?? String(value)}</span>;
};

const Key = ({ name }: { name: string | undefined }) =>
  name === undefined ? null : (
    <>
      <span className="json-key">
        <ServerText text={JSON.stringify(name)} />
      </span>
      {': '}
    </>
  );

type NodeProps = { name?: string | undefined; value: unknown; depth: number };

const Branch = ({ name, value, depth }: NodeProps & { value: object }) => {
  const [open, setOpen] = useState(() => openAtFirst(depth, value));
  const [shown, setShown] = useState(CHILD_PAGE);
  const isArray = Array.isArray(value);
  const entries: [string | undefined, unknown][] = isArray
    ? (value as unknown[]).map((item) => [undefined, item])
    : Object.entries(value);
  const [opening, closing] = isArray ? ['[', ']'] : ['{', '}'];
  const size = `${formatCount(entries.length)} ${isArray ? (entries.length === 1 ? 'item' : 'items') : entries.length === 1 ? 'key' : 'keys'}`;
  if (entries.length === 0) {
    return (
      <>
        <Key name={name} />
        <span className="json-punct">{`${opening}${closing}`}</span>
      </>
    );
  }
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <Key name={name} />
        <span className="json-punct">{opening}</span>
        {!open && (
          <>
            <span className="muted"> {size} </span>
            <span className="json-punct">{closing}</span>
          </>
        )}
      </summary>
      {/* Children exist only while open: a folded 100k-wide node costs one line. */}
      {open && (
        <>
          <ul className="json-children">
            {entries.slice(0, shown).map(([key, child], i) => (
              <li key={key ?? i}>
                <JsonNode name={key} value={child} depth={depth + 1} />
                {i < entries.length - 1 && <span className="json-punct">,</span>}
              </li>
            ))}
          </ul>
          {entries.length > shown && (
            <button
              type="button"
              className="link json-more"
              onClick={() => setShown(shown + CHILD_PAGE)}
            >
              Show {formatCount(Math.min(CHILD_PAGE, entries.length - shown))} more of{' '}
              {formatCount(entries.length - shown)}
            </button>
          )}
          <span className="json-punct">{closing}</span>
        </>
      )}
    </details>
  );
};

const JsonNode = ({ name, value, depth }: NodeProps) =>
  value !== null && typeof value === 'object' ? (
    <Branch name={name} value={value} depth={depth} />
  ) : (
    <span className="json-leaf">
      <Key name={name} />
      <Scalar value={value} />
    </span>
  );

type Props = { value: unknown; testId: string };

/** The tree of `value`, its root open. */
export const JsonTree = ({ value, testId }: Props) => (
  <div className="json-tree" data-testid={testId}>
    <JsonNode value={value} depth={0} />
  </div>
);
