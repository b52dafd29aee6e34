import { describe, expect, it } from 'vitest';
import { ROLES } from '@keh/contracts';
import { TOUR_TARGETS } from '../../lib/tour-targets';
import {
  MENU_INTRO_LENGTH,
  ROLE_SHIFT,
  ROLE_STEPS,
  startStep,
  tourStepNumber,
  tourSteps,
} from './tour-steps';

describe('the How it works tour (docs/product (screens and states), decision 0025)', () => {
  it('starts at step 0, or at step 4 when the skip-menu-intro flag is stored', () => {
    expect(startStep(false)).toBe(0);
    expect(startStep(true)).toBe(4);
    expect(MENU_INTRO_LENGTH).toBe(4);
  });

  it('shares the menu intro (steps 0–3, the header) between the roles', () => {
    const intro = (role: (typeof ROLES)[number]) =>
      tourSteps(role)
        .slice(0, 4)
        .map((s) => s.id);
    expect(intro('mentee')).toEqual(['toggle', 'nav-base', 'nav-chats', 'nav-profile']);
    for (const role of ROLES) expect(intro(role)).toEqual(intro('mentee'));
    expect(
      tourSteps('mentee')
        .slice(0, 4)
        .every((s) => s.inMenu),
    ).toBe(true);
  });

  it("numbers a role's own steps shifted by 5 for a Member and 4 for a Captain", () => {
    expect(ROLE_SHIFT.mentee).toBe(5);
    expect(ROLE_SHIFT.mentor).toBe(4);
    for (const role of ROLES) {
      const steps = tourSteps(role);
      expect(steps).toHaveLength(ROLE_SHIFT[role] + ROLE_STEPS[role].length);
      ROLE_STEPS[role].forEach((step, k) => expect(steps[tourStepNumber(role, k)]).toBe(step));
    }
    // A Member's step 4 is the header's Business Captains link, where their journey starts.
    expect(tourSteps('mentee')[4]).toMatchObject({ id: 'nav-matching', inMenu: true });
    expect(tourSteps('mentor')[4]?.id).toBe('incoming-requests');
  });

  it("walks each role's journey over its pages, then the side menu: links, test, logout", () => {
    const ids = (role: 'mentee' | 'mentor') =>
      tourSteps(role)
        .slice(startStep(true))
        .map((s) => s.id);
    expect(ids('mentee')).toEqual([
      'nav-matching',
      'matching',
      'pending-requests',
      'active-support',
      'chat',
      'events',
      'base',
      'side-menu',
      'assess',
      'side-logout',
    ]);
    expect(ids('mentor')).toEqual([
      'incoming-requests',
      'my-members',
      'templates',
      'articles',
      'events',
      'side-menu',
      'my-survey',
      'side-logout',
    ]);
    expect(
      tourSteps('admin')
        .slice(4)
        .map((s) => s.id),
    ).toEqual(['side-menu', 'side-logout']);
  });

  it('points every step at known targets; page steps name their page, header steps the drawer', () => {
    for (const role of ROLES)
      for (const step of tourSteps(role)) {
        expect(step.targets.length).toBeGreaterThan(0);
        for (const t of step.targets) expect(TOUR_TARGETS).toContain(t);
        expect(!!step.path !== !!step.inMenu, step.id).toBe(true);
      }
  });
});
