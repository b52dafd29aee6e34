import type { Role } from '@keh/contracts';

/** Sub-routes of /my/:submenu (docs/product/screens.md). 'template' is the template detail /my/template/:id. */
export const SECTION_KEYS = [
  'profile',
  'settings',
  'mentoring',
  'password',
  'incoming-requests',
  'pending-requests',
  'details',
  'survey-details',
  'events',
  'templates',
  'articles',
  'template',
  'mentoring-history',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export interface MenuItem {
  key: SectionKey;
  label: string;
}

/** The left menu per role, in the spec's order (Logout is added by the menu itself). */
export const PROFILE_MENUS: Record<Role, MenuItem[]> = {
  mentor: [
    { key: 'profile', label: 'My Profile' },
    { key: 'mentoring', label: 'My Members' },
    { key: 'incoming-requests', label: 'Incoming Requests' },
    { key: 'templates', label: 'My Templates' },
    { key: 'articles', label: 'My Articles' },
    { key: 'events', label: 'Events' },
    { key: 'details', label: 'My Details' },
    { key: 'survey-details', label: 'My Survey' },
    { key: 'password', label: 'Change Password' },
    { key: 'settings', label: 'Settings' },
  ],
  mentee: [
    { key: 'profile', label: 'My Profile' },
    { key: 'pending-requests', label: 'Pending Requests' },
    { key: 'mentoring', label: 'My Active Support' },
    { key: 'events', label: 'Events' },
    { key: 'details', label: 'My Details' },
    { key: 'survey-details', label: 'My Survey' },
    { key: 'password', label: 'Change Password' },
    // Issue 31: the privacy centre (your data, delete my account) is in Settings for both roles.
    { key: 'settings', label: 'Settings' },
  ],
  moderator: [
    { key: 'profile', label: 'My Profile' },
    { key: 'events', label: 'Events' },
    { key: 'password', label: 'Change Password' },
  ],
  admin: [
    { key: 'profile', label: 'My Profile' },
    { key: 'events', label: 'Events' },
    { key: 'password', label: 'Change Password' },
  ],
};

/** Sections a role may open that are not menu items. */
const EXTRA_SECTIONS: Partial<Record<Role, MenuItem[]>> = {
  mentor: [
    { key: 'template', label: 'My Templates' },
    { key: 'mentoring-history', label: 'My Members' },
  ],
  mentee: [{ key: 'mentoring-history', label: 'My Active Support' }],
};

export function isSectionKey(value: string | undefined): value is SectionKey {
  return SECTION_KEYS.some((key) => key === value);
}

export function findSection(role: Role, key: string | undefined): MenuItem | undefined {
  return [...PROFILE_MENUS[role], ...(EXTRA_SECTIONS[role] ?? [])].find((item) => item.key === key);
}
