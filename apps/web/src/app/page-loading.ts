import { useSyncExternalStore } from 'react';

/**
 * How many page chunks are on their way: the thin progress bar at the top shows while one is.
 * (Navigations run in a transition, so the page on screen stays until the next one has arrived.)
 */
let loading = 0;
const listeners = new Set<() => void>();

function change(by: number): void {
  loading += by;
  // React.lazy starts the download during a render: tell the subscribers after it.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

/** Counts a page's download while it runs. */
export function trackPageLoad<T>(download: Promise<T>): Promise<T> {
  change(1);
  return download.finally(() => change(-1));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}
