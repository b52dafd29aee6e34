/**
 * What the "How it works" tour points at: each name is put on a real element of the interface as
 * `data-tour="<name>"` (spread `tourTarget(name)`), and the tour's steps name their targets from
 * this list, so a renamed target fails the type check rather than the tour.
 */
export const TOUR_TARGETS = [
  // The header (in the burger's drawer on narrow screens).
  'toggle',
  'nav-matching',
  'nav-base',
  'nav-chats',
  'nav-profile',
  'burger', // where focus returns on a phone
  // Pages of a Member's journey.
  'matching',
  'pending-requests',
  'active-support',
  'chat-list',
  'events',
  'base-search',
  // Pages of a Captain's journey.
  'incoming-requests',
  'my-members',
  'templates',
  'my-articles',
  // The profile area's side menu: links, test, logout.
  'side-menu',
  'assess',
  'my-survey',
  'side-logout',
] as const;
export type TourTarget = (typeof TOUR_TARGETS)[number];

/** The attribute that marks an element as a tour target. */
export const tourTarget = (name: TourTarget) => ({ 'data-tour': name });

/** The CSS selector of a target. */
export const tourSelector = (name: TourTarget) => `[data-tour="${name}"]`;
