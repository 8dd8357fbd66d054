import { plural } from '../text/core';
import type { Transcript, Turn } from './transcript';
import type { RejectedEvent } from './workingSetTouches';

/**
 * Whether a turn activated the right tool, judged by its labels: the tools a query set labels
 * relevant for the turn's request (a simulated agent writes them on each turn it makes; a
 * hand-written transcript may carry them too). This is the one definition of "the right tool";
 * the replay applies it once per turn, and the Timeline, the savings card and the CLI read
 * the replay's verdicts.
 *
 * A turn's activation is right when the turn itself activated at least one of its labelled
 * tools: an activate_tool call the replay accepted, or a search that loaded it. A labelled
 * turn that activated nothing is not right; a label the catalog lacks can never be activated, so
 * it counts as never found, as in `eval`. A turn without labels is not judged.
 */

export type LabelledActivation = {
  /** The turn's labelled tools, as written. */
  relevant: string[];
  /** What the turn activated, in order, each name once. */
  activated: string[];
  /** The labelled tools among them. */
  found: string[];
  /** At least one labelled tool activated. */
  right: boolean;
};

export type ActivationAccuracy = {
  /** Turns with labels: the ones judged. */
  labelledTurns: number;
  rightTurns: number;
  /** The judged turns that activated no labelled tool, 1-based. */
  wrongTurns: number[];
  /**
   * The activations were chosen from the labels themselves (a simulated agent with the
   * `relevant` strategy), so being right says nothing of search: it is true by construction.
   */
  byConstruction: boolean;
};

/** The turn's verdict, or undefined for a turn without labels. */
export const judgeActivation = (
  turn: Turn,
  rejected: readonly RejectedEvent[],
): LabelledActivation | undefined => {
  const relevant = turn.relevant ?? [];
  if (relevant.length === 0) return undefined;
  const refused = new Set(rejected.map((each) => each.event));
  const activated = new Set<string>();
  turn.events.forEach((event, position) => {
    if (event.type === 'activate' && !refused.has(position)) {
      for (const name of event.names) activated.add(name);
    }
    // A loading search's `loaded` holds catalog names only (`unknown` keeps the others).
    if (event.type === 'discover') for (const name of event.loaded) activated.add(name);
  });
  const labels = new Set(relevant);
  const found = [...activated].filter((name) => labels.has(name));
  return { relevant, activated: [...activated], found, right: found.length > 0 };
};

const list = (names: readonly string[]) => names.join(', ');

/** What a wrong turn did and needed: "Activated read_file; the labelled tool is write_file." */
export const wrongToolMessage = ({ activated, relevant }: LabelledActivation): string => {
  const did = activated.length === 0 ? 'Activated nothing' : `Activated ${list(activated)}`;
  const labels =
    relevant.length === 1
      ? `the labelled tool is ${list(relevant)}`
      : `the labelled tools are ${list(relevant)}`;
  return `${did}; ${labels}.`;
};

/** Over the judged turns; undefined when no turn has labels. */
export const activationAccuracy = (
  turns: readonly { turn: number; labelled?: LabelledActivation | undefined }[],
  transcript: Pick<Transcript, 'simulation'>,
): ActivationAccuracy | undefined => {
  const judged = turns.filter((turn) => turn.labelled !== undefined);
  if (judged.length === 0) return undefined;
  const wrongTurns = judged.filter((turn) => !turn.labelled?.right).map((turn) => turn.turn);
  return {
    labelledTurns: judged.length,
    rightTurns: judged.length - wrongTurns.length,
    wrongTurns,
    byConstruction: transcript.simulation?.strategy === 'relevant',
  };
};

/**
 * What stands beside every saving shown for a labelled timeline: "the right tool on 4 of 8
 * turns" ("of 6 labelled turns" when some turns have no labels), or, when the labels chose the
 * activations, that it holds by construction rather than as a result.
 */
export const accuracyHeadline = (accuracy: ActivationAccuracy, turns: number): string => {
  const of = plural(
    accuracy.labelledTurns,
    accuracy.labelledTurns < turns ? 'labelled turn' : 'turn',
  );
  if (accuracy.byConstruction) {
    return `the labelled tools on ${accuracy.rightTurns} of ${of}, by construction`;
  }
  return `the right tool on ${accuracy.rightTurns} of ${of}`;
};

/** Why a by-construction figure is not a result, for the line under the headline. */
export const BY_CONSTRUCTION_NOTE =
  'the relevant strategy activates each query’s labelled tools, so this run measures the cost of an agent that always picks right, not how well search finds them';
