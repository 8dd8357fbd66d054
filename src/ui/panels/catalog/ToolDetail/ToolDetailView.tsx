import type { ToolDetail } from '../../../../worker/boundary';
import { BoundedPre } from './BoundedPre';

type Props = {
  detail: ToolDetail;
  tokens: number | undefined;
  onClose: () => void;
  /** Opens the tool in the editor (Evaluate panel), where its queries re-run on every edit. */
  onEdit?: (() => void) | undefined;
  /** Marks or unmarks the tool as scaffolding (a catalog setting, issue 17). */
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
        {values.join(', ')}
        {derived && <span className="tag derived">derived from the name</span>}
      </dd>
    </>
  );

/** One tool as the catalog holds it, and exactly as an activation would declare it. */
export const ToolDetailView = ({ detail, tokens, onClose, onEdit, onScaffolding }: Props) => (
  <section
    className="panel tool-detail"
    data-testid="tool-detail"
    aria-labelledby="tool-detail-title"
  >
    <header className="panel-header">
      <h2 id="tool-detail-title" className="mono">
        {detail.name}
      </h2>
      {onEdit && (
        <button
          type="button"
          className="button small"
          data-testid="edit-tool"
          title="Edit the name, description or tags and watch the queries re-rank"
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
    <p className="muted">
      #{detail.order + 1} in the catalog · declaration{' '}
      {detail.declarationChars.toLocaleString('en')} characters
      {tokens !== undefined && ` · ${tokens.toLocaleString('en')} tokens`}
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
    <h3>Declaration</h3>
    <BoundedPre key={`d${detail.name}`} text={detail.declaration} testId="tool-declaration" />
    <h3>Schema</h3>
    <BoundedPre
      key={`s${detail.name}`}
      text={JSON.stringify(detail.parameters, null, 2)}
      testId="tool-schema"
    />
    <h3>Glossary concepts</h3>
    {detail.concepts.length === 0 ? (
      <p className="empty">No ontology concepts are tagged.</p>
    ) : (
      <dl className="glossary" data-testid="tool-concepts">
        {detail.concepts.map((concept) => (
          <div key={concept.id}>
            <dt>
              {concept.label} <span className="muted mono">{concept.id}</span>
            </dt>
            <dd>{concept.glossary}</dd>
          </div>
        ))}
      </dl>
    )}
  </section>
);
