import { memo, useMemo } from 'react';
import {
  type ActivationAccuracy,
  accuracyHeadline,
  BY_CONSTRUCTION_NOTE,
  type ReplayTurn,
} from '../../../engine/core';
import { coversText, type LineCoverage, leavesToolsOut } from '../../catalog';
import { formatCount } from '../../shared/format';
import { providerName } from '../../tour';
import { formatShare, savingsFigures } from './storyFigures';
// The cost chart's provider colours (--cache-1…3), so a provider reads the same in both.
import '../cost/cost.css';
import './savings.css';

type Props = {
  /** The replay's turns: every figure comes from them. */
  turns: readonly ReplayTurn[];
  /** How many labelled turns activated a labelled tool (the replay's); none without labels. */
  accuracy: ActivationAccuracy | undefined;
  /** The selected turn, 1-based. */
  turn: number;
  /** What the replay's capability line covers, when known: said when it leaves tools out. */
  line?: LineCoverage | undefined;
};

/** Under the headline: what the count means, and which turns were wrong. */
const AccuracyNote = ({ accuracy }: { accuracy: ActivationAccuracy }) => {
  if (accuracy.byConstruction) {
    return (
      <p className="savings-accuracy-note" data-testid="savings-accuracy-note">
        By construction: {BY_CONSTRUCTION_NOTE}.
      </p>
    );
  }
  const wrong = accuracy.wrongTurns.map((turn) => `t${turn}`).join(', ');
  return (
    <p className="savings-accuracy-note" data-testid="savings-accuracy-note">
      A turn is right when it activated one of its query’s labelled tools.{' '}
      {wrong
        ? `Wrong tool at ${wrong}, marked on ${accuracy.wrongTurns.length === 1 ? 'its turn' : 'their turns'}.`
        : 'Every labelled turn found one.'}
    </p>
  );
};

/**
 * What toollens saves, in one card for a stakeholder: the standing surface it declares each turn
 * (capability line, search_tools and activate_tool, the working set, the varying line) against
 * declaring every tool of the catalog, the share saved, and how much of each turn's prompt each
 * provider serves from its cache. Every number is read from the replay. When the turns carry a
 * query set's labels, the headline says beside the saving how many found the right tool: a
 * saving of an agent that picks wrong is no saving.
 */
const SavingsCardView = ({ turns, accuracy, turn, line }: Props) => {
  const figures = useMemo(() => savingsFigures(turns), [turns]);
  if (turns.length === 0) return null;
  const at = Math.min(Math.max(1, turn), turns.length);
  const here = figures.perTurn[at - 1] ?? 0;
  const later = turns.length > 1 ? `t2–t${turns.length}` : undefined;
  const coverage = line && leavesToolsOut(line) ? `, which ${coversText(line)}` : '';
  return (
    <section
      className="panel savings-card"
      data-testid="savings-card"
      aria-labelledby="savings-title"
    >
      <div className="savings-lead">
        <strong className="savings-big" data-testid="savings-percent">
          {formatShare(figures.savedShare)}
        </strong>
        <div>
          <h2 id="savings-title">
            fewer tool tokens a turn than declaring every tool
            {accuracy && (
              <span className="savings-accuracy" data-testid="savings-accuracy">
                {' '}
                · {accuracyHeadline(accuracy, turns.length)}
              </span>
            )}
          </h2>
          <p className="muted">
            What toollens declares (capability line{coverage}, search_tools and activate_tool, the
            working set) against declaring every tool, over {figures.turns} turn
            {figures.turns === 1 ? '' : 's'} of this scenario.
          </p>
          {accuracy && <AccuracyNote accuracy={accuracy} />}
        </div>
      </div>
      <dl className="savings-figures">
        <div>
          <dt>toollens, mean per turn</dt>
          <dd data-testid="savings-mean">{formatCount(figures.meanStanding.tokens)}</dd>
        </div>
        <div>
          <dt>every tool declared</dt>
          <dd data-testid="savings-everything">{formatCount(figures.everythingDeclared.tokens)}</dd>
        </div>
        <div>
          <dt>saved per turn</dt>
          <dd data-testid="savings-saved">{formatCount(figures.savedPerTurn.tokens)}</dd>
        </div>
        <div>
          <dt>
            this turn (t{at}) · peak (t{figures.peak.turn})
          </dt>
          <dd>
            <span data-testid="savings-turn">{formatCount(here)}</span> ·{' '}
            <span data-testid="savings-peak">{formatCount(figures.peak.tokens)}</span>
          </dd>
        </div>
      </dl>
      <p className="savings-unit muted">Tokens of the tool surface.</p>
      {later && figures.caches.length > 0 && (
        <div className="savings-caches">
          <h3>Served from the provider’s cache, {later}</h3>
          <ul>
            {figures.caches.map((cache, index) => (
              <li key={cache.id} data-testid={`savings-cache-${cache.id}`}>
                <span className="savings-provider">{providerName(cache.id)}</span>
                <span className="savings-bar" aria-hidden="true">
                  {/* The chart colours its providers in this order (CostChart's PROVIDER_FILLS). */}
                  <span
                    style={{
                      width: `${cache.share * 100}%`,
                      background: `var(--cache-${(index % 3) + 1})`,
                    }}
                  />
                </span>
                <strong data-testid="savings-cache-share">{formatShare(cache.share)}</strong>
                <span className="muted">
                  {' '}
                  of the prompt’s tokens · a hit on{' '}
                  <span data-testid="savings-cache-hits">{cache.hitTurns}</span> of {cache.turns}{' '}
                  turns
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
};

export const SavingsCard = memo(SavingsCardView);
