import { useMemo } from 'react';
import {
  boundDiff,
  changedArguments,
  changedFields,
  TAG_FIELDS,
  type ToolText,
  type WordPart,
  wordDiff,
} from '../../../engine/core';
import { formatCount } from '../../shared/format';
import { ServerText } from '../../shared/text/ServerText';
import './edit.css';

/**
 * A text's word diff: removed words struck through, added words marked. Long unchanged runs
 * and long changes are cut (boundDiff), so a huge description draws in bounded time.
 */
export const TextDiff = ({ before, after }: { before: string; after: string }) => {
  const parts = useMemo(() => wordDiff(before, after), [before, after]);
  return <WordDiffText parts={parts} />;
};

/** A word diff already made (the engine's release diff), drawn as TextDiff draws its own. */
export const WordDiffText = ({ parts: whole }: { parts: readonly WordPart[] }) => {
  const parts = useMemo(() => boundDiff(whole), [whole]);
  return (
    <p className="text-diff" data-testid="text-diff">
      {parts.map((part, i) =>
        part.kind === 'elided' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff is rendered whole, never reordered
          <span key={i} className="diff-elided">
            {' … '}
            {formatCount(part.chars)} characters{' … '}
          </span>
        ) : part.kind === 'same' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff is rendered whole, never reordered
          <span key={i}>
            <ServerText text={part.text} isolate={false} />
          </span>
        ) : part.kind === 'added' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <ins key={i}>
            <ServerText text={part.text} isolate={false} />
          </ins>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <del key={i}>
            <ServerText text={part.text} isolate={false} />
          </del>
        ),
      )}
    </p>
  );
};

/** Everything that differs between two versions of a tool's text, field by field. */
export const ToolDiff = ({ before, after }: { before: ToolText; after: ToolText }) => {
  const fields = changedFields(before, after);
  if (fields.length === 0) return <p className="empty">No changes.</p>;
  return (
    <dl className="tool-diff">
      {/* Every group is a div (a <dl> may not mix divs and bare dt/dd). */}
      {fields.includes('name') && (
        <div className="tool-diff-row">
          <dt>name</dt>
          <dd className="mono">
            <del>
              <ServerText text={before.name} />
            </del>{' '}
            →{' '}
            <ins>
              <ServerText text={after.name} />
            </ins>
          </dd>
        </div>
      )}
      {fields.includes('title') && (
        <div className="tool-diff-row">
          <dt>title</dt>
          <dd>
            <TextDiff before={before.title ?? ''} after={after.title ?? ''} />
          </dd>
        </div>
      )}
      {fields.includes('description') && (
        <div className="tool-diff-row">
          <dt>description</dt>
          <dd>
            <TextDiff before={before.description} after={after.description} />
          </dd>
        </div>
      )}
      {fields.includes('searchHint') && (
        <div className="tool-diff-row">
          <dt>search hint</dt>
          <dd>
            <TextDiff before={before.searchHint ?? ''} after={after.searchHint ?? ''} />
          </dd>
        </div>
      )}
      {TAG_FIELDS.filter((field) => fields.includes(field)).map((field) => (
        <div key={field} className="tool-diff-row">
          <dt>{field}</dt>
          <dd className="mono">
            <TextDiff before={before[field].join(', ')} after={after[field].join(', ')} />
          </dd>
        </div>
      ))}
      {changedArguments(before, after).map((change) => (
        <div key={change.pointer} className="tool-diff-row" data-testid="argument-diff">
          <dt>
            argument{' '}
            <span className="mono">
              <ServerText text={change.label} />
            </span>
          </dt>
          <dd>
            <TextDiff before={change.before} after={change.after} />
          </dd>
        </div>
      ))}
    </dl>
  );
};
