/**
 * Public API of the tour feature: the "How it works" tour, started from the header's toggle. Its
 * code and driver.js load only when it starts (decision 0025).
 */
import type { RunningTour, TourOptions } from './run-tour';

export type { RunningTour, TourOptions } from './run-tour';

export async function startTour(options: TourOptions): Promise<RunningTour> {
  const { runTour } = await import('./run-tour');
  return runTour(options);
}
