import type { ReactNode } from 'react';

/**
 * A sortable column's header button: the header's text and the mark of its direction (▲, ▼,
 * none). The th around it carries `aria-sort`, which is what a screen reader announces.
 */
export const SortButton = ({
  direction,
  onClick,
  testId,
  children,
}: {
  direction: false | 'asc' | 'desc';
  onClick: ((event: unknown) => void) | undefined;
  testId?: string;
  children: ReactNode;
}) => (
  <button type="button" className="sort-button" data-testid={testId} onClick={onClick}>
    {children}
    <span className="sort-mark" aria-hidden="true">
      {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}
    </span>
  </button>
);
