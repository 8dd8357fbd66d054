import { escapeHidden, type Finding, type Severity, TARGET_INFO } from '../../../engine/core';
import { RequestErrorNote } from '../../shared/messages/RequestError';
import type { RequestMessage as Failure } from '../../shared/request';
import { ServerText } from '../../shared/text/ServerText';

type Props = {
  findings: Finding[] | undefined;
  severity: Severity | 'all';
  /** The report's failure, from the store's list (`requestMessages`). */
  error: Failure | undefined;
  onSeverity: (severity: Severity | 'all') => void;
  /** Opens a tool in the editor; absent in a read-only embed (the names are plain text). */
  onEditTool?: ((name: string) => void) | undefined;
};

const SEVERITIES: { id: Severity | 'all'; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'error', label: 'Errors' },
  { id: 'warning', label: 'Warnings' },
  { id: 'info', label: 'Info' },
];

/** The catalog report: each finding, the tools it names, and what to change. */
export const LintReport = ({ findings, severity, error, onSeverity, onEditTool }: Props) => {
  if (error) {
    return <RequestErrorNote message={error} testId="lint-error" />;
  }
  if (!findings) return <p className="empty">Checking the catalog…</p>;
  const count = (id: Severity | 'all') =>
    id === 'all' ? findings.length : findings.filter((f) => f.severity === id).length;
  const shown = severity === 'all' ? findings : findings.filter((f) => f.severity === severity);
  return (
    <div className="lint" data-testid="lint">
      <fieldset className="segmented" aria-label="Severity">
        {SEVERITIES.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            aria-pressed={severity === id}
            data-testid={`lint-${id}`}
            onClick={() => onSeverity(id)}
          >
            {label} ({count(id)})
          </button>
        ))}
      </fieldset>
      {shown.length === 0 ? (
        <p className="empty">
          {findings.length === 0 ? 'No findings: the catalog passes every rule.' : 'None here.'}
        </p>
      ) : (
        <ul className="findings" aria-label="Findings">
          {shown.map((finding, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: findings have no id; the list is replaced whole
              key={i}
              className={`finding finding-${finding.severity}`}
              data-testid="finding"
            >
              <div className="finding-head">
                <span className={`severity severity-${finding.severity}`}>{finding.severity}</span>
                <span className="mono muted">{finding.rule}</span>
                {finding.agent && (
                  <span className="muted" data-testid="finding-agent">
                    under {TARGET_INFO[finding.agent].label}
                  </span>
                )}
                {finding.tools.map((name) =>
                  onEditTool ? (
                    <button
                      key={name}
                      type="button"
                      className="link mono"
                      title={`Edit ${escapeHidden(name)}`}
                      onClick={() => onEditTool(name)}
                    >
                      <ServerText text={name} />
                    </button>
                  ) : (
                    <span key={name} className="mono">
                      <ServerText text={name} />
                    </span>
                  ),
                )}
              </div>
              <p>
                <ServerText text={finding.message} />
              </p>
              <p className="fix">
                <strong>Fix:</strong> <ServerText text={finding.fix} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
