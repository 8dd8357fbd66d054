import { useEffect, useRef, useState } from 'react';
import { clockOf } from '../WorkingSetFigure/slotRows';
import { useTurnKeys } from './useTurnKeys';
import './scrubber.css';

/** How long each turn shows while playing: long enough to read what changed. */
const PLAY_STEP_MS = 1400;

type Props = {
  turn: number;
  /** The turns' times, 1-based by position + 1. */
  times: readonly string[];
  onTurn: (turn: number) => void;
  /** ←/→ step the turns; off in the guided demo, where they step the demo. */
  keys: boolean;
  compact?: boolean;
};

/**
 * The turn scrubber: a slider, previous and next, and play/pause, which walks to the last turn
 * and stops (play from the last turn starts over). ←/→ anywhere outside a text field step it.
 */
export const Scrubber = ({ turn, times, onTurn, keys, compact = false }: Props) => {
  const count = times.length;
  const [playing, setPlaying] = useState(false);
  const latest = useRef({ turn, onTurn, count });
  latest.current = { turn, onTurn, count };
  useTurnKeys(keys && count > 0, (delta) => {
    setPlaying(false);
    onTurn(Math.min(count, Math.max(1, turn + delta)));
  });

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const now = latest.current;
      if (now.turn >= now.count) setPlaying(false);
      else now.onTurn(now.turn + 1);
    }, PLAY_STEP_MS);
    return () => clearInterval(timer);
  }, [playing]);

  useEffect(() => {
    if (playing && turn >= count) setPlaying(false);
  }, [playing, turn, count]);

  const play = () => {
    if (!playing && turn >= count) onTurn(1);
    setPlaying(!playing);
  };

  if (count === 0) return <p className="empty">This transcript has no turns yet.</p>;
  return (
    <div className={compact ? 'scrubber compact' : 'scrubber'} data-testid="scrubber">
      <button
        type="button"
        className="button small"
        onClick={play}
        aria-pressed={playing}
        data-testid="play"
        title={playing ? 'Pause' : 'Play the turns'}
      >
        {playing ? '❚❚ Pause' : '▶ Play'}
      </button>
      <button
        type="button"
        className="button small"
        aria-label="Previous turn"
        title="Previous turn (←)"
        disabled={turn <= 1}
        onClick={() => onTurn(turn - 1)}
      >
        ←
      </button>
      <input
        type="range"
        min={1}
        max={count}
        step={1}
        value={turn}
        aria-label="Turn"
        aria-valuetext={`turn ${turn} of ${count}`}
        data-testid="turn-slider"
        onChange={(event) => {
          setPlaying(false);
          onTurn(Number(event.target.value));
        }}
      />
      <button
        type="button"
        className="button small"
        aria-label="Next turn"
        title="Next turn (→)"
        disabled={turn >= count}
        onClick={() => onTurn(turn + 1)}
      >
        →
      </button>
      <output
        className="scrubber-at"
        data-testid="turn-label"
        aria-live="polite"
        aria-label="Current turn"
      >
        <strong>t{turn}</strong> of {count}
        <span className="muted"> · {clockOf(times[turn - 1] ?? '')}</span>
      </output>
    </div>
  );
};
