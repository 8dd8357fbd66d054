import { WORKING_SET_RULE_INFO } from '../../engine/core';
import type { Diagnosis, DiscoveryShare, FailureKind, FindingPlace } from '../../worker/boundary';
import { formatShare } from '../replay';
import { formatCount } from '../shared/format';
import { FAILURE_LABELS } from './failureKinds';

type Props = {
  diagnosis: Diagnosis;
  /** The address of a session's Timeline at a turn, so each marker is a link. */
  linkTo: (place: FindingPlace) => string;
  onOpen: (place: FindingPlace) => void;
};

/** The kinds in the engine's order (its counts list every kind, in the order reports show). */
const kindsOf = (diagnosis: Diagnosis) => Object.keys(diagnosis.counts) as FailureKind[];

const shareText = (share: DiscoveryShare) =>
  `${formatShare(share.turns === 0 ? 0 : share.discoveryTurns / share.turns)} of turns (${formatCount(share.discoveryTurns)} of ${formatCount(share.turns)}), ${formatShare(share.tokens === 0 ? 0 : share.discoveryTokens / share.tokens)} of tokens (${formatCount(share.discoveryTokens)} of ${formatCount(share.tokens)})`;

/**
 * The discovery failures: a count per kind for each session and for all, the share of turns and
 * tokens spent discovering, and every failure as a link to its session's Timeline at its turn.
 */
export const FailuresView = ({ diagnosis, linkTo, onOpen }: Props) => (
  <section className="sessions-section" aria-labelledby="sessions-failures">
    <h3 id="sessions-failures">Discovery failures</h3>
    <div className="table-scroll">
      <table
        className="sessions-table"
        data-testid="failure-counts"
        aria-labelledby="sessions-failures"
      >
        <thead>
          <tr>
            <th scope="col">Failure</th>
            {diagnosis.sessions.map((each) => (
              <th scope="col" className="num" key={each.session}>
                {each.session}
              </th>
            ))}
            <th scope="col" className="num">
              All
            </th>
          </tr>
        </thead>
        <tbody>
          {kindsOf(diagnosis).map((kind) => (
            <tr key={kind}>
              <th scope="row">{FAILURE_LABELS[kind]}</th>
              {diagnosis.sessions.map((each) => (
                <td key={each.session} className="num">
                  {formatCount(each.counts[kind])}
                </td>
              ))}
              <td className="num">{formatCount(diagnosis.counts[kind])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    <p data-testid="discovery-share">Spent discovering, in all: {shareText(diagnosis.share)}.</p>
    {diagnosis.sessions.map((each) => (
      <details key={each.session} className="session-failures" open={each.failures.length > 0}>
        <summary>
          {each.session}: {formatCount(each.failures.length)}{' '}
          {each.failures.length === 1 ? 'failure' : 'failures'}; discovering {shareText(each.share)}
          ; replayed under “{WORKING_SET_RULE_INFO[each.rule].label}”
        </summary>
        {each.failures.length > 0 && (
          <ul aria-label={`Failures of ${each.session}`}>
            {each.failures.map((failure) => (
              <li
                key={`${failure.kind}:${failure.at.turn}:${failure.at.event ?? ''}:${failure.detail}`}
              >
                <a
                  href={linkTo(failure.at)}
                  className={`failure-marker failure-${failure.kind}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onOpen(failure.at);
                  }}
                >
                  Turn {failure.at.turn}
                </a>{' '}
                <span className="failure-kind">{FAILURE_LABELS[failure.kind]}:</span>{' '}
                {failure.detail}
              </li>
            ))}
          </ul>
        )}
      </details>
    ))}
  </section>
);
