import { useMemo } from 'react';
import type { ToolDetail } from '../../../worker/boundary';
import { formatCount } from '../../shared/format';
import { ServerText } from '../../shared/text/ServerText';
import { shownTitle, type Titled, titleField } from '../titles';
import { ArgumentTable } from './ArgumentTable';
import { BoundedPre } from './BoundedPre';
import { JsonTree } from './JsonTree';

type Props = {
  /** The tool, with its MCP titles when the worker sends them. */
  detail: ToolDetail & Titled;
  tokens: number | undefined;
  onClose: () => void;
  /** Opens the tool in the editor (Evaluate panel), where its queries re-run on every edit. */
  onEdit?: (() => void) | undefined;
  /** Marks or unmarks the tool as scaffolding (a catalog setting). */
  onScaffolding?: ((marked: boolean) => void) | undefined;
};

const Tags = ({
  label,
  values,
  derived,
}: {
  label: string;
  values: string[];
  derived?: boolean;
}) =>
  values.length === 0 ? null : (
    <>
      <dt>{label}</dt>
      <dd className="mono">
        <ServerText text={values.join(', ')} />
        {derived && <span className="tag derived">derived from the name</span>}
      </dd>
    </>
  );

/** The declaration parsed for the tree; undefined if it is not JSON (then only the text shows). */
const parsed = (declaration: string): unknown => {
  try {
    return JSON.parse(declaration);
  } catch {
    return undefined;
  }
};

/**
 * One tool as the catalog holds it: its arguments as a table, its declaration as a tree that
 * folds, and the declaration's exact text, as an activation sends it.
 */
export const ToolDetailView = ({ detail, tokens, onClose, onEdit, onScaffolding }: Props) => {
  const tree = useMemo(() => parsed(detail.declaration), [detail.declaration]);
  const title = shownTitle(detail);
  return (
    <section
      className="panel tool-detail"
      data-testid="tool-detail"
      aria-labelledby="tool-detail-title"
    >
      <header className="panel-header">
        <h2 id="tool-detail-title" className="mono">
          <ServerText text={detail.name} />
        </h2>
        {onEdit && (
          <button
            type="button"
            className="button small"
            data-testid="edit-tool"
            title="Edit the name, title, description, tags or argument descriptions and watch the queries re-rank"
            onClick={onEdit}
          >
            Edit
          </button>
        )}
        <button
          type="button"
          className="dismiss"
          aria-label="Close the tool detail"
          onClick={onClose}
        >
          ×
        </button>
      </header>
      {title !== undefined && (
        <p className="tool-title" data-testid="tool-title">
          <ServerText text={title} />{' '}
          <span className="muted">
            (MCP <span className="mono">{titleField(detail)}</span>: the name clients show people)
          </span>
        </p>
      )}
      <p className="muted">
        #{detail.order + 1} in the catalog · declaration {formatCount(detail.declarationChars)}{' '}
        characters
        {tokens !== undefined && ` · ${formatCount(tokens)} tokens`}
        {detail.live && ' · live description'}
        {detail.scaffolding && ' · scaffolding (always declared)'}
      </p>
      {onScaffolding && (
        <label className="detail-scaffolding">
          <input
            type="checkbox"
            data-testid="detail-scaffolding"
            checked={detail.scaffolding}
            onChange={(event) => onScaffolding(event.target.checked)}
          />{' '}
          Scaffolding: always declared, never a search result
        </label>
      )}
      <dl className="tag-list">
        <Tags
          label="capabilities"
          values={detail.capabilities}
          derived={detail.derived.capabilities}
        />
        <Tags label="domains" values={detail.domains} derived={detail.derived.domains} />
        <Tags label="entities" values={detail.entities} />
        <Tags label="relationships" values={detail.relationships} />
      </dl>
      <h3>Arguments</h3>
      <div className="argument-scroll">
        <ArgumentTable parameters={detail.parameters} />
      </div>
      <h3>Declaration</h3>
      {tree !== undefined && <JsonTree key={`t${detail.name}`} value={tree} testId="tool-tree" />}
      <h4 className="exact-text-heading">Exact text, as sent to the model</h4>
      <BoundedPre key={`d${detail.name}`} text={detail.declaration} testId="tool-declaration" />
      <h3>Glossary concepts</h3>
      {detail.concepts.length === 0 ? (
        <p className="empty">No ontology concepts are tagged.</p>
      ) : (
        <dl className="glossary" data-testid="tool-concepts">
          {detail.concepts.map((concept) => (
            <div key={concept.id}>
              <dt>
                <ServerText text={concept.label} />{' '}
                <span className="muted mono">
                  <ServerText text={concept.id} />
                </span>
              </dt>
              <dd dir="auto">
                <ServerText text={concept.glossary} isolate={false} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
};
