import type { FailureKind } from '../../worker/boundary';

/** Each discovery failure's name as the Sessions view says it, in the order it lists them. */
export const FAILURE_LABELS: Record<FailureKind, string> = {
  'search-streak': 'Search streaks (three or more searches in a row)',
  'repeated-search': 'Repeated identical searches',
  'empty-search': 'Searches that found nothing',
  'search-for-loaded': 'Searches for a tool already loaded',
  'found-never-called': 'Tools found or loaded, never called',
  'called-before-loaded': 'Tools called before they were loaded',
  thrash: 'Tools re-loaded after eviction (thrash)',
};
