import { lazy, Suspense } from 'react';
import type { EmptyPanelProps, ErrorStateProps } from './query-state-views';

// The page fallback of the app shell imports it from its own module.
export { LoadingState } from './loading-state';

/*
 * An error or an empty list is the exception: their views (Mantine's Alert and EmptyState) are
 * fetched when one is first shown, not with every page that might show one.
 */
const ErrorStateView = lazy(() => import('./query-state-views').then((m) => ({ default: m.ErrorStateView })));
const EmptyPanelView = lazy(() => import('./query-state-views').then((m) => ({ default: m.EmptyPanelView })));

/** Error state: the generic text of docs/product/errors.md unless a better one is known. */
export function ErrorState(props: ErrorStateProps) {
  return (
    <Suspense fallback={null}>
      <ErrorStateView {...props} />
    </Suspense>
  );
}

/** Empty state: a calm panel with the spec's empty text as its title. */
export function EmptyPanel(props: EmptyPanelProps) {
  return (
    <Suspense fallback={null}>
      <EmptyPanelView {...props} />
    </Suspense>
  );
}
