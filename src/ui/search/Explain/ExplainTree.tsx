import { memo } from 'react';
import type { HitExplanation, KeyValue, ToollensExplanation } from '../../../engine/core';
import { ServerText } from '../../shared/text/ServerText';

type Props = { explanation: HitExplanation };

const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  description: 'description',
  capabilities: 'capabilities',
  glossary: 'glossary',
  arguments: 'arguments',
};

const num = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** The ranker's keys in the order it compares them: the first that differs decides. */
const Keys = ({ keys }: { keys: KeyValue[] }) => (
  <p className="explain-keys" data-testid="explain-keys">
    <span className="key-label">Keys, in order:</span>{' '}
    {keys.map(({ key, label, value }, i) => (
      <span key={key}>
        {i > 0 && ' › '}
        {label} <span className="mono">{num(value)}</span>
      </span>
    ))}
  </p>
);

/** Term × field: each row one field of one term; the term's contribution on its last row. */
const TermTable = ({ own }: { own: ToollensExplanation }) => (
  <div className="table-scroll">
    <table className="explain-table" data-testid="explain-terms">
      <thead>
        <tr>
          <th>term</th>
          <th className="num" title="BM25 idf within the scope">
            idf
          </th>
          <th className="num" title="w(t) = 1 + ln((N + 1) / (df + 1))">
            w(t)
          </th>
          <th>field</th>
          <th className="num">count</th>
          <th className="num" title="1 − b + b × length / average length">
            norm
          </th>
          <th className="num">weight</th>
          <th className="num" title="weight × count / norm">
            part
          </th>
          <th className="num" title="idf × tf × (k1 + 1) / (tf + k1), tf = Σ parts">
            contribution
          </th>
        </tr>
      </thead>
      <tbody>
        {own.terms.flatMap((term) => {
          const rows = term.fields.length > 0 ? term.fields : [undefined];
          return rows.map((field, i) => (
            <tr key={`${term.stem}-${field?.field ?? 'none'}`} data-testid="explain-row">
              <td className="mono">{i === 0 ? term.term : ''}</td>
              <td className="num">{i === 0 ? term.idf.toFixed(2) : ''}</td>
              <td className="num">{i === 0 ? term.weight.toFixed(2) : ''}</td>
              <td>{field ? FIELD_LABELS[field.field] : <em>not in this tool</em>}</td>
              <td className="num">{field?.count ?? 0}</td>
              <td
                className="num"
                title={
                  field ? `length ${field.length}, average ${field.averageLength.toFixed(1)}` : ''
                }
              >
                {field ? field.norm.toFixed(2) : ''}
              </td>
              <td className="num">{field ? num(field.fieldWeight) : ''}</td>
              <td className="num">{field ? field.part.toFixed(2) : ''}</td>
              <td className="num">{i === rows.length - 1 ? term.contribution.toFixed(2) : ''}</td>
            </tr>
          ));
        })}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={8}>
            BM25F (k1 {own.k1}, b {own.b}, N {own.n})
          </td>
          <td className="num" data-testid="explain-bm25f">
            {own.bm25f.toFixed(2)}
          </td>
        </tr>
      </tfoot>
    </table>
  </div>
);

/**
 * Why a hit scored what it did, as the engine computed it (explainHit.ts): the rank keys in
 * the order the ranker compares them, the first one that put it below the hit above, the name
 * match, and under toollens each term's parts field by field, adding up to the score.
 */
const ExplainTreeView = ({ explanation: hit }: Props) => {
  const own = hit.toollens;
  return (
    <section className="panel explain" data-testid="explain-tree" aria-labelledby="explain-title">
      <h2 id="explain-title">
        Why #{hit.rank}{' '}
        <span className="mono">
          <ServerText text={hit.name} />
        </span>
      </h2>
      <Keys keys={hit.keys} />
      <p data-testid="explain-below">
        {hit.below ? (
          <>
            Below{' '}
            <span className="mono">
              <ServerText text={hit.below.name} />
            </span>{' '}
            on <strong>{hit.below.label}</strong> (by {num(hit.below.gap)}).
          </>
        ) : (
          'First: no hit above it.'
        )}
      </p>
      {own ? (
        <>
          <p data-testid="explain-name">
            Name match <strong>{own.name.value.toFixed(2)}</strong>: the query says{' '}
            {own.name.stemsInOrder} of the name's stems and {own.name.wordsInOrder} of its words in
            order, of {own.name.longer} (name:{' '}
            <span className="mono">
              <ServerText text={own.name.nameWords.join(' ')} />
            </span>
            {own.name.value === 0 && `; below ${own.name.minimum} counts as 0`}).
          </p>
          <TermTable own={own} />
          <p className="formula mono" data-testid="explain-score">
            score = {own.bm25f.toFixed(2)} × (1 + {own.coverageBonus} × {own.share.toFixed(2)}) ={' '}
            {own.score.toFixed(2)}
          </p>
        </>
      ) : (
        <p data-testid="explain-spec">
          Coverage {hit.spec.coverage}, Σw {hit.spec.weightSum.toFixed(2)}, Orama's BM25{' '}
          {hit.spec.bm25.toFixed(2)} (one number: Orama does not give its parts). Terms:{' '}
          {hit.spec.terms
            .map((t) => `${t.term} w ${t.weight.toFixed(2)} in ${t.fields.join(', ') || 'none'}`)
            .join('; ')}
          .
        </p>
      )}
    </section>
  );
};

export const ExplainTree = memo(ExplainTreeView);
