import type { Role } from '@keh/contracts';
import type { TourTarget } from '../../lib/tour-targets';

/**
 * The "How it works" tour (docs/product (screens and states); decision 0025). Step numbers are indices into
 * `tourSteps(role)`, counted from 0:
 *
 * - steps 0–3 are the menu intro, the same for everyone: the 'How it works' toggle, Knowledge
 *   base, Chats and one's profile in the header;
 * - a role's own steps come next, its step k being tour step k + ROLE_SHIFT[role]: the shift is 5
 *   for a Member, whose journey starts in the header with one more step (4: the Business Captains
 *   link, where matching is), and 4 for a Captain (and staff);
 * - each role's own steps walk its journey over the real pages, then the profile area's side menu:
 *   its links, the test (a Member's Assess Yourself questionnaire, a Captain's My Survey) and
 *   logout;
 * - the tour starts at step 0, or at step 4 (MENU_INTRO_LENGTH) once the skip-menu-intro flag is
 *   stored, which happens as soon as someone has gone past the menu intro; 'Previous' from step 4
 *   still leads back into it.
 */
export interface TourStep {
  /** A stable name (tests and analytics speak of steps by it). */
  id: string;
  /** What it points at, the first that is drawn (of the header's row and the drawer, the one shown). */
  targets: readonly TourTarget[];
  /** The page it shows, opened first when the tour is elsewhere. */
  path?: string;
  /** A header item: on narrow screens it sits in the burger's drawer, which the tour opens. */
  inMenu?: boolean;
  title: string;
  text: string;
}

const MENU_INTRO: TourStep[] = [
  {
    id: 'toggle',
    targets: ['toggle'],
    inMenu: true,
    title: 'How it works',
    text: 'A short tour of the Hub, over the real pages. Next and Previous (or the arrow keys) move it on and back; Escape closes it at any time. This button starts it again.',
  },
  {
    id: 'nav-base',
    targets: ['nav-base'],
    inMenu: true,
    title: 'Knowledge base',
    text: 'Guides, answers and stories from Business Captains who have started and grown businesses. Search it, or browse by topic and tag.',
  },
  {
    id: 'nav-chats',
    targets: ['nav-chats'],
    inMenu: true,
    title: 'Chats',
    text: 'Your conversations with Business Captains and Members. The number beside it counts unread messages.',
  },
  {
    id: 'nav-profile',
    targets: ['nav-profile'],
    inMenu: true,
    title: 'Your profile',
    text: 'Your photo, details and survey, and the menu of everything that is yours: we will come back to it at the end.',
  },
];

/** How many steps the menu intro has: the step the skip-menu-intro flag starts at. */
export const MENU_INTRO_LENGTH = MENU_INTRO.length;

const SIDE_MENU = (role: 'mentee' | 'mentor' | 'staff'): TourStep[] => [
  {
    id: 'side-menu',
    targets: ['side-menu'],
    path: '/my/profile',
    title: 'Your menu',
    text:
      role === 'mentee'
        ? 'Everything that is yours: My Profile, Pending Requests, My Active Support, Events, My Details, My Survey, your password and Settings (with your data).'
        : role === 'mentor'
          ? 'Everything that is yours: My Profile, My Members, Incoming Requests, My Templates, My Articles, Events, My Details, My Survey, your password and Settings.'
          : 'Your profile, events and password. The staff console is in the header.',
  },
  ...(role === 'mentee'
    ? [
        {
          id: 'assess',
          targets: ['assess'],
          path: '/my/profile',
          title: 'Assess Yourself',
          text: 'A short questionnaire about you and your business, so your Business Captain knows where to start. Your answers stay with your survey.',
        } satisfies TourStep,
      ]
    : role === 'mentor'
      ? [
          {
            id: 'my-survey',
            targets: ['my-survey'],
            path: '/my/survey-details',
            title: 'My Survey',
            text: 'Your service background and how you found us, as you told us at sign-up. Keep it up to date: it helps us match Members with you.',
          } satisfies TourStep,
        ]
      : []),
  {
    id: 'side-logout',
    targets: ['side-logout'],
    path: '/my/profile',
    title: 'Logout',
    text: 'Sign out here when you are done. That is the tour: open How it works again whenever you like.',
  },
];

/** Step 4 of a Member's tour: their journey starts in the header, where matching is. */
const MEMBER_LEAD: TourStep[] = [
  {
    id: 'nav-matching',
    targets: ['nav-matching'],
    inMenu: true,
    title: 'Business Captains',
    text: 'Start here: the Business Captains who match your business best, and why.',
  },
];

const MEMBER_STEPS: TourStep[] = [
  {
    id: 'matching',
    targets: ['matching'],
    path: '/mentors/matching',
    title: 'Find your Business Captain',
    text: 'Each card shows how well a captain matches you and why. Open a profile to ask a question first, or to request mentoring when you are ready.',
  },
  {
    id: 'pending-requests',
    targets: ['pending-requests'],
    path: '/my/pending-requests',
    title: 'Pending Requests',
    text: 'The requests you have sent and are waiting on. While one is pending you can recall it here.',
  },
  {
    id: 'active-support',
    targets: ['active-support'],
    path: '/my/mentoring',
    title: 'My Active Support',
    text: 'Once a captain accepts you: your plan of milestones and tasks, and the feed you share with your captain.',
  },
  {
    id: 'chat',
    targets: ['chat-list'],
    path: '/chats',
    title: 'Chat',
    text: 'Talk to your captain and other people in real time, and search within a conversation.',
  },
  {
    id: 'events',
    targets: ['events'],
    path: '/my/events',
    title: 'Events',
    text: 'Workshops and meet-ups from Business Captains, a day at a time. Add one to your calendar from its page.',
  },
  {
    id: 'base',
    targets: ['base-search'],
    path: '/base',
    title: 'Knowledge base',
    text: 'Ask it anything: try "cash flow" or "first customers". Articles are written by captains and checked by a moderator.',
  },
  ...SIDE_MENU('mentee'),
];

const CAPTAIN_STEPS: TourStep[] = [
  {
    id: 'incoming-requests',
    targets: ['incoming-requests'],
    path: '/my/incoming-requests',
    title: 'Incoming Requests',
    text: 'Members who asked you for mentoring. Accept them within your members limit, or decline.',
  },
  {
    id: 'my-members',
    targets: ['my-members'],
    path: '/my/mentoring',
    title: 'My Members',
    text: 'The Members you mentor. Open one for their milestones and tasks, and the feed you share.',
  },
  {
    id: 'templates',
    targets: ['templates'],
    path: '/my/templates',
    title: 'My Templates',
    text: 'Plans of milestones and tasks you can reuse: attach one to a member and it becomes their plan.',
  },
  {
    id: 'articles',
    targets: ['my-articles'],
    path: '/my/articles',
    title: 'My Articles',
    text: 'Write for the knowledge base. A moderator checks each article before it is published.',
  },
  {
    id: 'events',
    targets: ['events'],
    path: '/my/events',
    title: 'Events',
    text: 'Create public events, or private ones for your own members, who are sent the invitation.',
  },
  ...SIDE_MENU('mentor'),
];

/** A role's own steps, numbered from ROLE_SHIFT[role]. */
export const ROLE_STEPS: Record<Role, readonly TourStep[]> = {
  mentee: MEMBER_STEPS,
  mentor: CAPTAIN_STEPS,
  moderator: SIDE_MENU('staff'),
  admin: SIDE_MENU('staff'),
};

/** Where a role's own steps start: step k of ROLE_STEPS[role] is tour step k + ROLE_SHIFT[role]. */
export const ROLE_SHIFT: Record<Role, number> = { mentee: 5, mentor: 4, moderator: 4, admin: 4 };

/** The whole tour of a role: the menu intro, a Member's lead in the header, the role's own steps. */
export function tourSteps(role: Role): TourStep[] {
  return [...MENU_INTRO, ...(role === 'mentee' ? MEMBER_LEAD : []), ...ROLE_STEPS[role]];
}

/** The tour step number of a role's own step k. */
export const tourStepNumber = (role: Role, k: number) => k + ROLE_SHIFT[role];

/** Where the tour starts: step 0, or step 4 when the skip-menu-intro flag is stored. */
export const startStep = (skipMenuIntro: boolean) => (skipMenuIntro ? MENU_INTRO_LENGTH : 0);
