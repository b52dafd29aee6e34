import {
  IconChartBar,
  IconCalendarStats,
  IconClipboardCheck,
  IconFlag,
  IconHistory,
  IconListCheck,
  IconMailExclamation,
  IconTrashX,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { MY_ARTICLE_FILTERS, STAFF_ROLES, type ArticleStatus, type Role } from '@keh/contracts';
import { dateAndTime } from '../../lib/dates';
import { countOf } from '../../lib/counts';

/** The people who run the programme (docs/product/README.md): moderators and admins. */
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaff(role: Role | null | undefined): role is StaffRole {
  return STAFF_ROLES.some((r) => r === role);
}

/** One page of the staff console's navigation, and the staff roles that may open it. */
export interface StaffNavItem {
  to: string;
  label: string;
  icon: Icon;
  roles: readonly StaffRole[];
}

export const STAFF_HOME_PATH = '/admin';
export const OVERVIEW_PATH = '/admin/overview';
export const REVIEW_QUEUE_PATH = '/admin/articles';
export const QUESTIONNAIRE_CHANGES_PATH = '/admin/questionnaire-changes';
export const PEOPLE_PATH = '/admin/people';
export const AUDIT_LOG_PATH = '/admin/audit-log';
export const MAIL_PATH = '/admin/mail';
export const REPORTS_PATH = '/admin/reports';
export const DELETIONS_PATH = '/admin/deletions';
export const SESSIONS_PATH = '/admin/sessions';

const EVERY_STAFF_ROLE = STAFF_ROLES;
const ADMINS_ONLY = ['admin'] as const;

/**
 * The console's pages in menu order: moderators see the review queue, admins everything, starting
 * with the programme overview (where /admin takes them).
 */
export const STAFF_NAV: readonly StaffNavItem[] = [
  { to: OVERVIEW_PATH, label: 'Overview', icon: IconChartBar, roles: ADMINS_ONLY },
  { to: REVIEW_QUEUE_PATH, label: 'Review queue', icon: IconClipboardCheck, roles: EVERY_STAFF_ROLE },
  { to: REPORTS_PATH, label: 'Reports', icon: IconFlag, roles: EVERY_STAFF_ROLE },
  { to: QUESTIONNAIRE_CHANGES_PATH, label: 'Questionnaire changes', icon: IconListCheck, roles: ADMINS_ONLY },
  { to: PEOPLE_PATH, label: 'People', icon: IconUsers, roles: ADMINS_ONLY },
  { to: AUDIT_LOG_PATH, label: 'Audit log', icon: IconHistory, roles: ADMINS_ONLY },
  { to: MAIL_PATH, label: 'Mail', icon: IconMailExclamation, roles: ADMINS_ONLY },
  { to: DELETIONS_PATH, label: 'Pending deletions', icon: IconTrashX, roles: ADMINS_ONLY },
  { to: SESSIONS_PATH, label: 'Sessions', icon: IconCalendarStats, roles: ADMINS_ONLY },
];

/** The console pages a role may open (none for Members and Business Captains). */
export function staffNavFor(
  role: Role | null | undefined,
  nav: readonly StaffNavItem[] = STAFF_NAV,
): StaffNavItem[] {
  return isStaff(role) ? nav.filter((item) => item.roles.includes(role)) : [];
}

/** Where /admin takes a role: its first console page (admins the overview, moderators the queue), or null. */
export function staffHomeFor(role: Role | null | undefined): string | null {
  return staffNavFor(role)[0]?.to ?? null;
}

/** Whether a role may open the console page at `path` (the page or one below it, e.g. a person). */
export function mayOpen(role: Role | null | undefined, path: string): boolean {
  return staffNavFor(role).some((item) => path === item.to || path.startsWith(`${item.to}/`));
}

/** One person in the console. */
export function personPath(id: number): string {
  return `${PEOPLE_PATH}/${id}`;
}

/**
 * Where staff read a Member's questionnaire answers: the spec's /preview-admin/mentee/{id}/survey;
 * the token is only for a link opened without a session.
 */
export function memberSurveyPath(id: number, token?: string | null): string {
  const base = `/preview-admin/mentee/${id}/survey`;
  return token ? `${base}?token=${encodeURIComponent(token)}` : base;
}

/** The staff preview of one article; the token is only for a link opened without a session. */
export function staffPreviewPath(id: number, token?: string | null): string {
  const base = `/preview-admin/article/${id}`;
  return token ? `${base}?token=${encodeURIComponent(token)}` : base;
}

/** The spec's status names, as My Articles shows them. */
export function statusLabel(status: ArticleStatus): string {
  return MY_ARTICLE_FILTERS.find((f) => f.value === status)?.label ?? status;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long an article has waited since it was sent: 'waiting 3 days', 'waiting 5 hours'. */
export function waitingText(sentAt: string | null | undefined, now: number = Date.now()): string {
  const sent = new Date(sentAt ?? '').getTime();
  if (Number.isNaN(sent)) return '';
  const waited = Math.max(0, now - sent);
  if (waited < HOUR) return 'waiting less than an hour';
  if (waited < DAY) {
    const hours = Math.floor(waited / HOUR);
    return `waiting ${countOf(hours, 'hour')}`;
  }
  const days = Math.floor(waited / DAY);
  return `waiting ${countOf(days, 'day')}`;
}

/** Staff wait longer than this see the article marked as overdue in the queue. */
export const LONG_WAIT_DAYS = 3;

export function waitedLong(sentAt: string | null | undefined, now: number = Date.now()): boolean {
  const sent = new Date(sentAt ?? '').getTime();
  return !Number.isNaN(sent) && now - sent >= LONG_WAIT_DAYS * DAY;
}

/** An ISO timestamp as '3 March 2026, 14:05' (the person's time zone); '' when it is not a date. */
export const dateTime = (iso: string | null | undefined) => dateAndTime(iso, { month: 'long' });

/** Badge colours of the statuses in the staff views. */
export const STATUS_COLORS: Record<ArticleStatus, string> = {
  pending: 'orange',
  published: 'green',
  banned: 'red',
  saved: 'gray',
};
