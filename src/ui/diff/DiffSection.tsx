import type { CompareReport, FindabilityChange } from '../../worker/boundary';
import { formatCount } from '../shared/format';
import { ServerText } from '../shared/text/ServerText';
import { ChangedToolView } from './ChangedToolView';
import { FindabilityTable } from './FindabilityTable';
import { type CompareChoice, sourceName } from './state/diffTypes';
import './diff.css';

export type DiffSectionProps = {
  choice: CompareChoice;
  /** The loaded catalog's name. */
  currentSource: string | undefined;
  report: CompareReport | undefined;
  pending: boolean;
  error: string | undefined;
  findability: FindabilityChange[] | undefined;
  findabilityPending: boolean;
  findabilityError: string | undefined;
  /** The open query set's name in Evaluate, if one with queries is open. */
  querySet: string | undefined;
  k: number;
  onSwap: () => void;
  onChange: () => void;
  onClear: () => void;
  onRetry: () => void;
};

/** Names and changed tools drawn at most: a server replaced wholesale lists thousands. */
const SHOWN_NAMES = 500;
const SHOWN_CHANGED = 200;

/** What a bounded list left out; the counts above it are whole. */
const LeftOut = ({ total, shown, what }: { total: number; shown: number; what: string }) =>
  total > shown ? (
    <p className="muted">
      … and {formatCount(total - shown)} more {what}.
    </p>
  ) : null;

const NameList = ({ label, names }: { label: string; names: string[] }) =>
  names.length === 0 ? null : (
    <div className="diff-names">
      <h3>{label}</h3>
      <ul aria-label={label}>
        {names.slice(0, SHOWN_NAMES).map((name) => (
          <li key={name} className="mono">
            <ServerText text={name} />
          </li>
        ))}
      </ul>
      <LeftOut total={names.length} shown={SHOWN_NAMES} what={`${label.toLowerCase()} tools`} />
    </div>
  );

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The release diff of the loaded catalog against the other version: the counts, the tools
 * removed, renamed and added, each changed tool, and the open query set's findability change.
 */
const DiffSection = (props: DiffSectionProps) => {
  const { choice, report } = props;
  const other = report?.ok ? report.other.source : sourceName(choice.source);
  const current = props.currentSource ?? 'the loaded catalog';
  const [oldName, newName] = choice.otherIs === 'old' ? [other, current] : [current, other];
  const diff = report?.ok ? report.diff : undefined;
  return (
    <section className="diff-section" aria-labelledby="diff-heading" aria-busy={props.pending}>
      <header className="diff-header">
        <h2 id="diff-heading">Release diff</h2>
        <p className="diff-sides" data-testid="diff-sides">
          old{' '}
          <span className="mono">
            <ServerText text={oldName} />
          </span>{' '}
          → new{' '}
          <span className="mono">
            <ServerText text={newName} />
          </span>
        </p>
        <div className="diff-actions">
          <button type="button" className="button" onClick={props.onSwap}>
            Swap old and new
          </button>
          <button type="button" className="button" onClick={props.onChange}>
            Compare with another…
          </button>
          <button type="button" className="button" onClick={props.onClear}>
            Stop comparing
          </button>
        </div>
      </header>
      {props.error && (
        <div role="alert" className="diff-error">
          <p>
            <ServerText text={props.error} />
          </p>
          <button type="button" className="button" onClick={props.onRetry}>
            Try again
          </button>
        </div>
      )}
      {report && !report.ok && (
        <div role="alert" className="diff-error" data-testid="compare-import-error">
          <p>
            Could not read{' '}
            <span className="mono">
              <ServerText text={report.source} />
            </span>
            :
          </p>
          <ul className="issues">
            {report.errors.map((issue, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a replaced list, never reordered
              <li key={i} className="mono">
                <ServerText text={issue.text} />
              </li>
            ))}
          </ul>
          <p className="hint">
            <ServerText text={`The loaded catalog (${current}) is unchanged.`} />
          </p>
        </div>
      )}
      {!report && props.pending && <p className="muted">Comparing…</p>}
      {diff && (
        <>
          <dl className="diff-counts" data-testid="diff-counts" aria-label="Release diff counts">
            {(
              [
                ['added', diff.added.length],
                ['removed', diff.removed.length],
                ['renamed', diff.renamed.length],
                ['changed', diff.changed.length],
                ['breaking', diff.breaking],
                ['unchanged', diff.unchanged],
              ] as const
            ).map(([label, count]) => (
              <div
                key={label}
                className={`diff-count count-${label}`}
                data-testid={`count-${label}`}
              >
                <dt>{label}</dt>
                <dd>{formatCount(count)}</dd>
              </div>
            ))}
          </dl>
          <div className="diff-lists">
            <NameList label="Removed" names={diff.removed} />
            {diff.renamed.length > 0 && (
              <div className="diff-names">
                <h3>Renamed</h3>
                <ul aria-label="Renamed">
                  {diff.renamed.slice(0, SHOWN_NAMES).map((rename) => (
                    <li key={rename.from} className="mono">
                      <ServerText text={rename.from} /> → <ServerText text={rename.to} />{' '}
                      <span className="muted">
                        (names {percent(rename.nameSimilarity)} alike, schemas{' '}
                        {percent(rename.schemaSimilarity)})
                      </span>
                    </li>
                  ))}
                </ul>
                <LeftOut total={diff.renamed.length} shown={SHOWN_NAMES} what="renames" />
              </div>
            )}
            <NameList label="Added" names={diff.added} />
          </div>
          {diff.renameSearch === 'same-words' && (
            <p className="muted" data-testid="rename-search">
              Too many tools left and arrived to compare every pair: renames were looked for only
              between names with the same words.
            </p>
          )}
          {diff.changed.length > 0 && (
            <div className="diff-changed">
              <h3>Changed</h3>
              {diff.changed.slice(0, SHOWN_CHANGED).map((tool) => (
                <ChangedToolView key={tool.name} tool={tool} />
              ))}
              <LeftOut total={diff.changed.length} shown={SHOWN_CHANGED} what="changed tools" />
            </div>
          )}
          <div className="diff-findability">
            <h3>Findability</h3>
            {props.querySet === undefined ? (
              <p className="muted">
                Open a query set in Evaluate to see how each of its queries moves.
              </p>
            ) : props.findabilityError ? (
              <p role="alert" className="diff-error">
                <ServerText text={props.findabilityError} />
              </p>
            ) : props.findability ? (
              <>
                <p className="muted">
                  <ServerText text={props.querySet} />: the rank of each query's first relevant
                  tool, old and new, worst fall first.
                </p>
                <FindabilityTable rows={props.findability} k={props.k} />
              </>
            ) : (
              props.findabilityPending && <p className="muted">Ranking the queries…</p>
            )}
          </div>
        </>
      )}
    </section>
  );
};

export default DiffSection;
