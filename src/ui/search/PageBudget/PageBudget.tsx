import { memo } from 'react';
import type { PageBudget as Budget } from '../../../engine/core';
import PageBudgetChart from './PageBudgetChart';

type Props = {
  page: Budget;
  names: string[];
  /** The chart still shows an older result, and redraws when typing pauses. */
  stale: boolean;
};

const PageBudgetView = ({ page, names, stale }: Props) => (
  <section
    className={stale ? 'panel page-budget stale' : 'panel page-budget'}
    aria-labelledby="page-budget-title"
    aria-busy={stale}
  >
    <h2 id="page-budget-title">Page budget</h2>
    {page.shares.length === 0 ? (
      <p className="empty">No entries on the page.</p>
    ) : (
      <PageBudgetChart page={page} names={names} />
    )}
  </section>
);

/** Memoised: the panel re-renders on every keystroke, this only when its props change. */
export const PageBudgetFigure = memo(PageBudgetView);
