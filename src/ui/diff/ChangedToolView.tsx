import type { ChangeClass, ChangedTool } from '../../worker/boundary';
import { WordDiffText } from '../authoring/components';
import { ServerText } from '../shared/text/ServerText';
import { SCHEMA_KIND_LABELS, schemaPlace } from './schemaKinds';

/** A change's class as a badge: its word is its name, the colour only repeats it. */
const ClassBadge = ({ value }: { value: ChangeClass }) => (
  <span className={`change-class change-${value}`}>{value}</span>
);

/** The texts a change can reword, each shown as a word diff under its label. */
const TEXT_FIELDS = [
  { key: 'title', label: 'Title' },
  { key: 'annotationTitle', label: 'annotations.title' },
  { key: 'description', label: 'Description' },
] as const;

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
      {TEXT_FIELDS.map(({ key, label }) => {
        const parts = tool[key];
        return parts ? (
          <div className="changed-description" key={key}>
            <span className="field-label">{label}</span>
            <WordDiffText parts={parts} />
          </div>
        ) : null;
      })}
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
