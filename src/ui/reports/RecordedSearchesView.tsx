import type { RecordedSearchCheck, RecordedSearchesReport } from '../../engine';
import type { FindingPlace } from '../../worker/boundary';
import { formatCount, noun } from '../shared/format';

type Props = {
  report: RecordedSearchesReport;
  linkTo: (place: FindingPlace) => string;
  onOpen: (place: FindingPlace) => void;
};

const VERDICT_LABELS: Record<RecordedSearchCheck['verdict'], string> = {
  same: 'same as the emulator',
  reordered: 'the same tools in another order',
  different: 'differs',
};

const names = (list: readonly string[]) => list.join(', ');

/** One search that does not agree, as a link to its turn, with what each side has alone. */
const CheckItem = ({
  check,
  linkTo,
  onOpen,
}: { check: RecordedSearchCheck } & Omit<Props, 'report'>) => (
  <li>
    <a
      href={linkTo(check.at)}
      className="recorded-marker"
      onClick={(event) => {
        event.preventDefault();
        onOpen(check.at);
      }}
    >
      {check.at.session}, turn {check.at.turn}
    </a>{' '}
    <code>{check.query}</code>: <strong>{VERDICT_LABELS[check.verdict]}</strong>
    {check.verdict === 'reordered' ? (
      <span>
        {' '}
        — recorded {names(check.recorded)}; the emulator {names(check.emulated)}
      </span>
    ) : (
      <>
        {check.onlyRecorded.length > 0 && (
          <span> — recorded only: {names(check.onlyRecorded)}</span>
        )}
        {check.onlyEmulated.length > 0 && (
          <span> — the emulator only: {names(check.onlyEmulated)}</span>
        )}
      </>
    )}
    {check.reasons.length > 0 && (
      <ul className="recorded-reasons">
        {check.reasons.map((reason) => (
          <li key={reason.code}>Likely: {reason.detail}</li>
        ))}
      </ul>
    )}
  </li>
);

/**
 * The searches the sessions recorded, each asked again of the agent target that emulates its
 * agent on this catalog: per discovery tool how many agree, and every one that does not, one
 * click from its turn in the Timeline.
 */
export const RecordedSearchesView = ({ report, linkTo, onOpen }: Props) => (
  <section className="sessions-section" aria-labelledby="sessions-recorded">
    <h3 id="sessions-recorded">Recorded searches against the emulators</h3>
    {report.groups.length === 0 ? (
      <p className="muted">
        No session recorded a search with its result: nothing to hold the emulators against.
      </p>
    ) : (
      report.groups.map((group) => {
        const open = report.checks.filter(
          (check) => check.via === group.via && check.verdict !== 'same',
        );
        const versions =
          group.clientVersions.length > 0 ? ` (client ${group.clientVersions.join(', ')})` : '';
        return (
          <div key={group.via} className="recorded-group">
            <p data-testid="recorded-summary">
              <strong>
                {group.label}
                {versions}:
              </strong>{' '}
              {group.checked === 0
                ? 'no recorded search checked'
                : `${formatCount(group.same)} of ${formatCount(group.checked)} recorded ${noun(group.checked, 'search', 'searches')} returned what the emulator (${group.target}) returns`}
              {group.reordered > 0 && `; ${formatCount(group.reordered)} in another order`}
              {group.different > 0 && `; ${formatCount(group.different)} differ`}
              {group.skipped > 0 &&
                `; ${formatCount(group.skipped)} not checked (${group.target === undefined ? 'no emulator' : 'the search failed'})`}
              .
            </p>
            {open.length > 0 && (
              <ul aria-label={`${group.label} searches that differ`}>
                {open.map((check) => (
                  <CheckItem
                    key={`${check.at.session}:${check.at.turn}:${check.at.event ?? ''}`}
                    check={check}
                    linkTo={linkTo}
                    onOpen={onOpen}
                  />
                ))}
              </ul>
            )}
          </div>
        );
      })
    )}
  </section>
);
