import type { PanelId } from '../../url/viewHash';

type Coming = { issue: number; title: string; points: string[] };

/** What each unfinished panel will hold, from the issues that build it. No fake content. */
const COMING: Partial<Record<PanelId, Coming>> = {
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
