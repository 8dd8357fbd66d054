import type { AlwaysLoadReport } from '../../worker/boundary';
import { formatShare } from '../replay';
import { formatCount } from '../shared/format';

type Props = {
  report: AlwaysLoadReport;
  /** The what-if is shown: the recommended tools declared always, before and after. */
  whatIf: boolean;
  onWhatIf: (shown: boolean) => void;
};

type Total = 'tokens' | 'iterations' | 'cacheShare';
const TOTALS: { key: Total; label: string; show: (n: number) => string }[] = [
  { key: 'tokens', label: 'Prompt tokens', show: formatCount },
  { key: 'iterations', label: 'Model iterations', show: formatCount },
  { key: 'cacheShare', label: 'Served from the cache', show: formatShare },
];

/**
 * What to declare always: per tool how the sessions searched for, loaded and called it, what
 * declaring it would save and cost by the formula (shown with its inputs), and the what-if.
 */
export const AlwaysLoadView = ({ report, whatIf, onWhatIf }: Props) => {
  const recommended = report.tools.filter((tool) => tool.recommended);
  return (
    <section className="sessions-section" aria-labelledby="sessions-always">
      <h3 id="sessions-always">What to always load</h3>
      <p className="sessions-formula" data-testid="always-formula">
        {report.formula}
      </p>
      <dl className="sessions-inputs" aria-label="The formula's inputs">
        {Object.entries(report.inputs).map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      {report.tools.length === 0 ? (
        <p className="empty">No session searched for, loaded or called a tool.</p>
      ) : (
        <div className="table-scroll">
          <table className="sessions-table" aria-label="Always-load by tool">
            <thead>
              <tr>
                <th scope="col">Tool</th>
                <th scope="col" className="num">
                  Searched
                </th>
                <th scope="col" className="num">
                  Loaded
                </th>
                <th scope="col" className="num">
                  Called
                </th>
                <th scope="col" className="num">
                  Sessions
                </th>
                <th scope="col" className="num">
                  First needed
                </th>
                <th scope="col" className="num">
                  Discoveries (n_t)
                </th>
                <th scope="col" className="num">
                  Re-read (P_t)
                </th>
                <th scope="col" className="num">
                  Schema (s_t)
                </th>
                <th scope="col" className="num">
                  Turns not held (c_t)
                </th>
                <th scope="col" className="num">
                  Saves
                </th>
                <th scope="col" className="num">
                  Costs
                </th>
                <th scope="col">Recommended</th>
              </tr>
            </thead>
            <tbody>
              {report.tools.map((tool) => (
                <tr key={tool.name} className={tool.recommended ? 'recommended' : undefined}>
                  <th scope="row">
                    <code>{tool.name}</code>
                  </th>
                  <td className="num">{formatCount(tool.searched)}</td>
                  <td className="num">{formatCount(tool.loaded)}</td>
                  <td className="num">{formatCount(tool.called)}</td>
                  <td className="num">{formatCount(tool.sessions)}</td>
                  <td className="num">
                    {tool.firstNeeded === null ? '—' : `turn ${tool.firstNeeded}`}
                  </td>
                  <td className="num">{formatCount(tool.searchedFirst)}</td>
                  <td className="num">{formatCount(tool.iterationTokens)}</td>
                  <td className="num">{formatCount(tool.schemaTokens)}</td>
                  <td className="num">{formatCount(tool.undeclaredTurns)}</td>
                  <td className="num">{formatCount(tool.saves)}</td>
                  <td className="num">{formatCount(tool.costs)}</td>
                  <td>{tool.recommended ? 'Declare always' : 'Keep found'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <button
        type="button"
        className="button"
        aria-pressed={whatIf}
        disabled={recommended.length === 0}
        onClick={() => onWhatIf(!whatIf)}
      >
        Declare the recommended tools always
      </button>
      {recommended.length === 0 && (
        <p className="muted">No tool saves more than it costs: nothing is recommended.</p>
      )}
      {whatIf && recommended.length > 0 && (
        <div className="table-scroll">
          <table
            className="sessions-table"
            aria-label="What if the recommended tools were declared"
          >
            <caption>
              Declaring {recommended.map((tool) => tool.name).join(', ')} always, every session
              replayed
            </caption>
            <thead>
              <tr>
                <th scope="col">Over every session</th>
                <th scope="col" className="num">
                  Before
                </th>
                <th scope="col" className="num">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {TOTALS.map(({ key, label, show }) => (
                <tr key={key}>
                  <th scope="row">
                    {label}
                    {key === 'cacheShare' && report.whatIf.before.provider
                      ? ` (${report.whatIf.before.provider})`
                      : ''}
                  </th>
                  <td className="num">{show(report.whatIf.before[key])}</td>
                  <td className="num">{show(report.whatIf.after[key])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};
