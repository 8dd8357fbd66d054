import { rankMove } from './liveChange';

type Props = { before: Readonly<Record<string, number>>; name: string; rank: number };

/** A hit's move since the connected server's last tools/list_changed: ↑2, ↓1 or new. */
export const LiveMove = ({ before, name, rank }: Props) => {
  const move = rankMove(before, name, rank);
  if (!move) return null;
  if (move.kind === 'new') {
    return (
      <span
        className="live-move move-new"
        data-testid="live-move"
        title="new among the hits since the server's change"
      >
        new
      </span>
    );
  }
  return (
    <span
      className={`live-move move-${move.kind}`}
      data-testid="live-move"
      title={`#${move.was} before the server's change`}
    >
      {move.kind === 'up' ? '↑' : '↓'}
      {move.by}
      <span className="visually-hidden"> since the server's change</span>
    </span>
  );
};
