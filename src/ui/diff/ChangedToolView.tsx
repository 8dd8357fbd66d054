import type { ChangeClass, ChangedTool } from '../../worker/boundary';
import { WordDiffText } from '../authoring/components';
import { ServerText } from '../shared/text/ServerText';
import { SCHEMA_KIND_LABELS, schemaPlace } from './schemaKinds';

/** A change's class as a badge: its word is its name, the colour only repeats it. */
export const ClassBadge = ({ value }: { value: ChangeClass }) => (
  <span className={`change-class change-${value}`}>{value}</span>
);

/** One tool in both versions: its description's word diff and each schema change, classed. */
export const ChangedToolView = ({ tool }: { tool: ChangedTool }) => {
  const headingId = `changed-${tool.name}`;
  return (
    <article className="changed-tool" aria-labelledby={headingId} data-testid="changed-tool">
      <h4 id={headingId}>
        <span className="mono">
          <ServerText text={tool.name} />
        </span>
        {tool.renamedFrom !== undefined && (
          <span className="muted">
            {' '}
            renamed from{' '}
            <span className="mono">
              <ServerText text={tool.renamedFrom} />
            </span>
          </span>
        )}{' '}
        <ClassBadge value={tool.class} />
      </h4>
      {tool.description && (
        <div className="changed-description">
          <span className="field-label">Description</span>
          <WordDiffText parts={tool.description} />
        </div>
      )}
      {tool.schema.length > 0 && (
        <ul className="schema-changes" aria-label={`Schema changes of ${tool.name}`}>
          {tool.schema.map((change) => (
            <li key={`${change.path}:${change.kind}`}>
              <ClassBadge value={change.class} />{' '}
              <span className="mono">
                <ServerText text={schemaPlace(change)} />
              </span>
              : {SCHEMA_KIND_LABELS[change.kind]}
              {(change.before !== undefined || change.after !== undefined) && (
                <span className="mono muted">
                  {' '}
                  (<ServerText text={change.before ?? '—'} /> →{' '}
                  <ServerText text={change.after ?? '—'} />)
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
};
