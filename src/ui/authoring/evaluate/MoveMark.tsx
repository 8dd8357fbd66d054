import type { Move } from './queryRows';

/** A rank's movement: ↑N (better), ↓N (worse), found, lost; nothing when it did not move. */
export const MoveMark = ({ move, what = 'since the last edit' }: { move: Move; what?: string }) => {
  if (!move || move.kind === 'same') return null;
  const up = move.kind === 'up' || move.kind === 'found';
  const text =
    move.kind === 'up'
      ? `↑${move.by}`
      : move.kind === 'down'
        ? `↓${move.by}`
        : up
          ? '↑ found'
          : '↓ lost';
  return (
    <span className={up ? 'eval-move up' : 'eval-move down'} data-testid="move" title={what}>
      {text}
      <span className="visually-hidden"> {what}</span>
    </span>
  );
};
