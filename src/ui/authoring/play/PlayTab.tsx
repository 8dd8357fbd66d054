import type { LabelledQuery } from '../../../engine/core';
import './play.css';
import { PlayView } from './PlayView';
import { usePlaySession } from './playSession';

type Props = {
  setId: string;
  queries: readonly LabelledQuery[];
  /** The catalog as edited, by its key and edits applied: the estimate follows it. */
  catalog: string;
  onOpenRun: ((fileName: string, text: string) => void) | undefined;
};

/** The Play view where the page provides the engine's run (main.tsx); a note where it does not. */
export const PlayTab = ({ setId, queries, catalog, onOpenRun }: Props) => {
  const session = usePlaySession();
  if (!session || !onOpenRun)
    return <p className="empty">A model run needs the app's engine: open the app itself.</p>;
  return (
    <PlayView
      session={session}
      setId={setId}
      queries={queries}
      catalog={catalog}
      onOpenRun={onOpenRun}
    />
  );
};
