/**
 * The "How it works" tour over the real interface, run by driver.js. This module (with driver.js
 * and its stylesheet) is loaded only when the tour starts: `startTour` in index.ts imports it.
 */
import { driver, type Driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import './tour.css';
import { STORAGE_KEYS, type Role } from '@keh/contracts';
import { readString, writeString } from '../../lib/storage';
import { setTourActive } from '../../lib/tour-state';
import { tourSelector, type TourTarget } from '../../lib/tour-targets';
import { MENU_INTRO_LENGTH, startStep, tourSteps } from './tour-steps';

export interface TourOptions {
  role: Role;
  /** The app's router navigation, for steps on another page. */
  navigate: (path: string) => void;
  /** The header's burger menu: whether the header is collapsed into it, and opening or closing it. */
  menu: { collapsed: () => boolean; setOpen: (open: boolean) => void };
  /** Called once the tour has ended, however it ended. */
  onEnd: () => void;
}

export interface RunningTour {
  stop: () => void;
}

/** How long a step waits for its page to draw its target before the popover shows without one. */
const WAIT_FOR_TARGET_MS = 10_000;

/** The first of an element list that is drawn (a phone's drawer link rather than the hidden row's). */
export function firstVisible(targets: readonly TourTarget[]): Element | undefined {
  for (const target of targets)
    for (const el of document.querySelectorAll(tourSelector(target)))
      if (el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden') return el;
  return undefined;
}

export function runTour({ role, navigate, menu, onEnd }: TourOptions): RunningTour {
  const steps = tourSteps(role);
  let tour: Driver | null = null;

  /** Before a step: the drawer open only for a header step on a narrow screen; its page open. */
  const prepare = (index: number) => {
    const step = steps[index]!;
    menu.setOpen(!!step.inMenu && menu.collapsed());
    if (step.path && window.location.pathname !== step.path) navigate(step.path);
    // Once past the menu intro, the tour starts after it from now on (docs/product/screens.md).
    if (index >= MENU_INTRO_LENGTH) writeString(STORAGE_KEYS.skipMenuIntro, '1');
  };
  const go = (index: number) => {
    if (!tour) return;
    if (index >= steps.length) return tour.destroy();
    if (index < 0) return;
    prepare(index);
    tour.moveTo(index);
  };

  tour = driver({
    steps: steps.map((step) => ({
      element: () => firstVisible(step.targets) as Element,
      data: { id: step.id },
      popover: { title: step.title, description: step.text },
    })),
    showProgress: true,
    progressText: 'Step {{current}} of {{total}}',
    nextBtnText: 'Next',
    prevBtnText: 'Previous',
    doneBtnText: 'Finish',
    popoverClass: 'keh-tour',
    stagePadding: 6,
    stageRadius: 8,
    // No sliding highlight between steps: each step is drawn at once (and motion stays calm).
    animate: false,
    smoothScroll: false,
    // The highlighted element is shown, not used: a click on it must not leave the tour's page.
    disableActiveInteraction: true,
    waitForElement: WAIT_FOR_TARGET_MS,
    onNextClick: () => go((tour?.getActiveIndex() ?? -1) + 1),
    onPrevClick: () => go((tour?.getActiveIndex() ?? 1) - 1),
    onPopoverRender: (popover) => {
      popover.closeButton.setAttribute('aria-label', 'Close the tour');
      // driver.js draws the title and buttons in <header> and <footer>: plain boxes of the dialog
      // (which the title names), not a second banner and contentinfo of the page.
      popover.title.setAttribute('role', 'none');
      popover.footer.setAttribute('role', 'none');
      popover.wrapper.setAttribute('aria-modal', 'false');
      popover.wrapper.dataset.step = String(tour?.getActiveIndex() ?? '');
      // Enter or Space then moves on; Tab reaches Previous and Close (driver.js keeps focus inside).
      window.requestAnimationFrame(() => popover.nextButton.focus());
    },
    // The drawer slides in: measure again once it has arrived.
    onHighlighted: () => window.setTimeout(() => tour?.refresh(), 320),
    onDestroyed: () => {
      tour = null;
      menu.setOpen(false);
      setTourActive(false);
      // driver.js puts focus back where it was when the step began; ours comes after it.
      window.setTimeout(onEnd, 0);
    },
  });

  setTourActive(true);
  const first = startStep(readString(STORAGE_KEYS.skipMenuIntro) !== null);
  prepare(first);
  tour.drive(first);
  return { stop: () => tour?.destroy() };
}
