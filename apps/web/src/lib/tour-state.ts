import { useSyncExternalStore } from 'react';

/**
 * Whether the "How it works" tour is running. Pages that open a popup of their own on a first
 * visit (the matching page's Welcome popup, the Members' events popup) wait until it ends, so no
 * dialog takes the keyboard from the tour.
 */
let active = false;
const listeners = new Set<() => void>();

export function setTourActive(value: boolean): void {
  if (active === value) return;
  active = value;
  listeners.forEach((listener) => listener());
}

export function useTourActive(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => active,
  );
}
