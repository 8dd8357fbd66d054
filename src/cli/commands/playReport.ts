import { formatCount, plural, TARGET_INFO } from '../../engine/core';
import type { PlayFigures, PlayPredictions, PlayRun, PlayTaskOutcome } from '../../play';
import { table } from '../table';

/** `play`'s text: a line per task, the run's figures, and each real search beside the emulator's. */

const share = (n: number, of: number) =>
  of === 0 ? '—' : `${n}/${of} (${((100 * n) / of).toFixed(0)}%)`;

const yes = (value: boolean | null) => (value === null ? '—' : value ? 'yes' : 'no');

/** One task as it ends: found, chosen, valid arguments, how it stopped. */
export const taskLine = (task: PlayTaskOutcome): string =>
  `${task.id} "${task.query}": ${plural(task.searches.length, 'search', 'searches')}, found ${yes(task.found)}, called ${task.calls.map((call) => call.tool).join(', ') || 'nothing'}, chosen ${yes(task.chosen)}, arguments valid ${yes(task.validArgs)}; ${task.stop}${task.error ? `: ${task.error}` : ''}`;

export const renderPlayReport = (
  run: PlayRun,
  figures: PlayFigures,
  predictions: PlayPredictions,
  output: string | undefined,
): string => {
  const rows = run.tasks.map((task) => [
    task.id,
    String(task.searches.length),
    yes(task.found),
    task.calls.map((call) => call.tool).join(', ') || '—',
    yes(task.chosen),
    yes(task.validArgs),
    task.stop,
  ]);
  const compared = predictions.checks.map(
    (check) =>
      `  "${check.query}": real ${check.recorded.join(', ') || 'nothing'}; ${TARGET_INFO[check.target].label} emulator ${check.emulated.join(', ') || 'nothing'} (${check.verdict})`,
  );
  return [
    `${run.provider} ${run.model}, search ${run.search}${run.cancelled ? ' (cancelled)' : ''}`,
    table(['task', 'searches', 'found', 'called', 'chosen', 'args valid', 'stop'], rows),
    `found and chosen ${share(figures.foundAndChosen, figures.labelled)} · found ${share(figures.found, figures.labelled)} · chosen ${share(figures.chosen, figures.labelled)} · arguments valid ${share(figures.validArgs, figures.chosen)}${figures.labelled < figures.tasks ? ` (of the ${plural(figures.labelled, 'labelled task')}; typed tasks name no tool)` : ''}`,
    `${plural(figures.searches, 'search', 'searches')} (${(figures.searches / Math.max(1, figures.tasks)).toFixed(1)} a task), ${plural(figures.requests, 'request')}, ${formatCount(figures.usage.input)} input and ${formatCount(figures.usage.output)} output tokens (as the provider counted them)`,
    ...(compared.length > 0 ? ['each real search beside the emulator:', ...compared] : []),
    ...(predictions.note ? [`emulator: ${predictions.note}`] : []),
    ...(output
      ? [`wrote the run's log to ${output}: toollens diagnose --sessions ${output} reads it`]
      : []),
  ].join('\n');
};
