import type { PanelId } from '../../url/viewHash';

type Coming = { issue: number; title: string; points: string[] };

/** What each unfinished panel will hold, from the issues that build it. No fake content. */
const COMING: Partial<Record<PanelId, Coming>> = {
  timeline: {
    issue: 7,
    title: 'The transcript timeline',
    points: [
      "Pick a scenario (the spec's five-turn example among them) or import a transcript, and scrub it turn by turn.",
      'Each turn shows its search_tools call and menu, its activations and its direct calls.',
      "The working set drawn as in the spec's figure: slots activated, held, kept warm or evicted, with a live budget.",
      'Markers for thrash and waste: re-activation soon after eviction, repeated searches, tools found but never used.',
    ],
  },
  prompt: {
    issue: 7,
    title: 'The assembled prompt',
    points: [
      'The system instruction at the selected turn, in labelled sections, declarations name-sorted.',
      'A diff against the previous turn, with the cache-stable prefix and where it breaks.',
      'Cached and uncached tokens per provider, and the standing cost against declaring everything.',
    ],
  },
  evaluate: {
    issue: 8,
    title: 'Query sets and evaluation',
    points: [
      'recall@1, @5, @10, MRR and nDCG@10 over a labelled query set, worst queries first.',
      'Edit a description and watch every query re-rank, with ↑/↓ movement and the change in the metrics.',
      'Compare seed ranking with BM25, field boosts, excerpt caps or two catalog versions.',
    ],
  },
};

type Props = { panel: PanelId };

export const PlaceholderPanel = ({ panel }: Props) => {
  const coming = COMING[panel];
  if (!coming) return null;
  return (
    <section className="placeholder" data-testid="placeholder">
      <h2>
        {coming.title} <span className="soon">coming in issue {coming.issue}</span>
      </h2>
      <p className="muted">This panel is not built yet. It will show:</p>
      <ul>
        {coming.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
};
