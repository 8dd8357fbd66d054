import { Suspense, useMemo } from 'react';
import type { ReplayTurn } from '../../../engine/core';
import type { ReplayView } from '../../../worker/boundary';
import { percentOf, sectionPrefixes, slotRows } from '../../replay';
import { SavingsCard, WorkingSetFigure } from '../../replay/components';
import { plural } from '../../shared/format';
import { shown } from '../../shared/request';
import { ServerText } from '../../shared/text/ServerText';
import {
  breakCause,
  causeText,
  PRESENTER_FIGURE_IDS as IDS,
  replayFor,
  type TourPlan,
  tourView,
} from '../../tour';
import { OrdersFigure } from '../../tour/components';
import { type AppStore, useAppState } from '../store/appStore';

/**
 * The session steps' figures for a room, each from the step's own replay (never the step
 * before's): the Timeline's working-set figure, the re-indexed tool and the search that found
 * it, the prompt's stable prefix, and the savings card. Nothing here edits or picks.
 */

/** The step's replay and the transcript it replayed, once the replay is the step's own. */
const useStepReplay = (store: AppStore, plan: TourPlan, step: number) => {
  const replay = useAppState(store, (s) => shown(s.session.replay));
  const view = tourView(plan, step);
  const own = replayFor(replay?.view, view.scenario, view.unsorted ?? false);
  return own && replay ? { view: own, transcript: replay.transcript } : undefined;
};

const Waiting = () => <p className="empty">Replaying the session…</p>;

export type FigureProps = { store: AppStore; plan: TourPlan; step: number };
type Props = FigureProps;

export const WorkingSetView = ({ store, plan, step }: Props) => {
  const replay = useStepReplay(store, plan, step);
  const rows = useMemo(
    () =>
      replay
        ? slotRows(replay.transcript, replay.view.turns, replay.view.markers, replay.view.budget)
        : [],
    [replay],
  );
  if (!replay) return <Waiting />;
  return (
    <div className="presenter-ws">
      <p className="presenter-figure-head">
        <ServerText text={replay.transcript.title ?? replay.transcript.name} /> ·{' '}
        <strong data-testid={IDS.budget}>{replay.view.budget}</strong> slots
      </p>
      <Suspense fallback={<Waiting />}>
        {/* Its turn buttons do nothing here: the step, not the click, picks the turn. */}
        <WorkingSetFigure
          rows={rows}
          turn={tourView(plan, step).turn ?? 1}
          budget={replay.view.budget}
          onTurn={() => undefined}
        />
      </Suspense>
    </div>
  );
};

/** The turn's re-indexed tool, and each search of the turn with the tools it found. */
export const ReindexView = ({ store, plan, step }: Props) => {
  const replay = useStepReplay(store, plan, step);
  const at = tourView(plan, step).turn ?? 1;
  const turn = replay?.view.turns[at - 1];
  if (!replay || !turn) return <Waiting />;
  return (
    <figure className="presenter-reindex" aria-label={`What happened at t${at}`}>
      <p className="presenter-figure-head">
        <ServerText text={replay.transcript.title ?? replay.transcript.name} /> · t{at} ·{' '}
        {plural(replay.view.budget, 'slot')}
      </p>
      {turn.reindexed.length > 0 && (
        <p className="presenter-fresh">
          ⟳ <span data-testid={IDS.reindexed}>{turn.reindexed.join(', ')}</span> re-indexed: the
          clock passed its refresh, its description changed
        </p>
      )}
      {turn.searches.map((search) => (
        <div key={search.event} className="presenter-search">
          <code data-testid={IDS.search}>search_tools(“{search.query}”)</code>
          <span className="muted"> finds </span>
          <ol className="presenter-found">
            {search.hits.map((name) => (
              <li key={name} className={turn.reindexed.includes(name) ? 'fresh' : undefined}>
                <ServerText text={name} />
                {turn.reindexed.includes(name) && ' ⟳ new text'}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </figure>
  );
};

/**
 * Where the turn's prompt stops matching the turn before's, said as the Prompt panel says it,
 * and why, when the replay's working sets tell (a tool activated, evicted or moved).
 */
const breakText = (turn: ReplayTurn, title: string | undefined, view: ReplayView) => {
  if (turn.turn === 1) return 'The first turn has nothing cached yet.';
  if (turn.breakSection === null)
    return `Byte-identical to t${turn.turn - 1}: nothing breaks, the whole prompt can come from the cache.`;
  const cause = breakCause(view, turn.turn);
  return `Breaks in the ${title?.toLowerCase() ?? turn.breakSection}: everything after it is sent uncached.${cause ? ` ${causeText(cause)}.` : ''}`;
};

/** The stable prefix: its share, where it breaks, and the prompt's sections to scale. */
export const PrefixView = ({ store, plan, step }: Props) => {
  const replay = useStepReplay(store, plan, step);
  const turn = replay?.view.turns[(tourView(plan, step).turn ?? 1) - 1];
  const sections = useMemo(
    () => (turn ? sectionPrefixes(turn.prompt.sections, turn.stablePrefixChars) : []),
    [turn],
  );
  if (!turn) return <Waiting />;
  const broken = sections.find((section) => section.state !== 'all');
  return (
    <figure className="presenter-prefix" aria-labelledby="presenter-prefix-title">
      <p className="presenter-figure-head" id="presenter-prefix-title">
        The prompt at t{turn.turn}, against t{turn.turn - 1}’s ·{' '}
        {replay?.view.order === 'recency' ? 'declared by last use' : 'declared by name'}
      </p>
      <p className="presenter-lead">
        <strong className="presenter-big" data-testid={IDS.prefixShare}>
          {percentOf(turn.stablePrefixTokens, turn.promptTokens)}%
        </strong>{' '}
        of it is the same bytes as the turn before: a stable prefix
      </p>
      <p className="presenter-break" data-testid={IDS.prefixBreak}>
        {replay && breakText(turn, broken?.title, replay.view)}
      </p>
      <ol className="presenter-strip" aria-label="The prompt’s sections, to scale">
        {sections.map((section) => (
          <li
            key={section.id}
            className={`strip-${section.state}`}
            style={{ flexGrow: Math.max(section.text.length, 1) }}
          >
            <span
              className="presenter-strip-fill"
              style={{ width: `${(section.stable / Math.max(1, section.text.length)) * 100}%` }}
            />
            <span className="presenter-strip-label">{section.title}</span>
          </li>
        ))}
      </ol>
      <p className="muted presenter-strip-key">
        Filled: the same as the turn before, served from the cache. Empty: sent again.
      </p>
    </figure>
  );
};

export const SavingsView = ({ store, plan, step }: Props) => {
  const replay: { view: ReplayView } | undefined = useStepReplay(store, plan, step);
  if (!replay) return <Waiting />;
  return (
    <Suspense fallback={<Waiting />}>
      <SavingsCard
        turns={replay.view.turns}
        accuracy={replay.view.summary.accuracy}
        turn={tourView(plan, step).turn ?? 1}
      />
    </Suspense>
  );
};

/** The finale: the same turns under three declaration orders, and what each caches. */
export const OrdersView = ({ store, plan, step }: Props) => {
  const replay = useStepReplay(store, plan, step);
  if (!replay?.view.orders) return <Waiting />;
  return <OrdersFigure replay={replay.view} />;
};
