import { type ComponentProps, lazy, Suspense } from 'react';

/**
 * The token view, loaded when first shown: a first visit never draws it (the first visit's 250 KB
 * budget), and the tokenizer it shows is itself loaded on demand.
 */
const TokenView = lazy(async () => ({ default: (await import('./TokenView')).TokenView }));

export const LazyTokenView = (props: ComponentProps<typeof TokenView>) => (
  <Suspense fallback={<p className="muted token-loading">Opening the token view…</p>}>
    <TokenView {...props} />
  </Suspense>
);
