import {
  ROLE_LABELS,
  ROLES,
  type AuditEntry,
  type ChangeRequestStatus,
  type PersonRow,
  type RequestStatus,
  type Role,
} from '@keh/contracts';
import { errorText, isApiError } from '../../lib/api';
import { personPath, staffPreviewPath } from './staff';

/** The words and colours the console uses for accounts, requests and staff actions. */

export type UserStatus = PersonRow['status'];

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
};
export const USER_STATUS_COLORS: Record<UserStatus, string> = { active: 'green', suspended: 'red' };

/** Each role's badge: a light background of `color` with text in `text` (readable on it). */
export const ROLE_COLORS: Record<Role, { color: string; text: string }> = {
  mentor: { color: 'navy', text: 'navy.8' },
  mentee: { color: 'khaki', text: 'khaki.9' },
  moderator: { color: 'grape', text: 'grape.9' },
  admin: { color: 'teal', text: 'teal.9' },
};

export function isRole(value: unknown): value is Role {
  return ROLES.some((role) => role === value);
}

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  canceled_by_mentee: 'Recalled by the Member',
  cancelled_by_mentor: 'Declined by the Business Captain',
  expired: 'Expired unanswered',
};
export const REQUEST_STATUS_COLORS: Record<RequestStatus, string> = {
  pending: 'orange',
  accepted: 'green',
  canceled_by_mentee: 'gray',
  cancelled_by_mentor: 'gray',
  expired: 'gray',
};

/** A questionnaire change request's state (docs/product/states.md), as staff read it. */
export function changeRequestText(status: ChangeRequestStatus | null): string {
  switch (status) {
    case 'pending':
      return 'Asked to change their answers: waiting for a decision';
    case 'approved':
      return 'Change approved: they may change their answers once';
    case 'completedFirstly':
      return 'Changed their answers after approval';
    default:
      return 'No change requested';
  }
}

/** A name as a person reads it; a stand-in when both parts are empty (an erased account). */
export function personName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim() || 'Unnamed account';
}

/** A role value as its label ('mentee' → 'Member'); anything else as it came. */
export function roleText(value: string | undefined): string {
  return value && isRole(value) ? ROLE_LABELS[value] : (value ?? '');
}

export interface AuditDetail {
  label: string;
  value: string;
}

const ROLE_PAIRS: readonly (readonly [string, string])[] = [
  ['old_role', 'new_role'],
  ['from', 'to'],
  ['old', 'new'],
  ['previous_role', 'role'],
];

const DETAIL_LABELS: Record<string, string> = {
  reason: 'Reason',
  title: 'Article',
  visibility: 'Visibility',
  role: 'Role',
  email: 'E-mail',
};

/**
 * The details of a staff action as lines to show: a role change as 'Member → Business Captain',
 * a reason as itself, anything else under a readable name. Empty values are left out.
 */
export function auditDetails(entry: Pick<AuditEntry, 'action' | 'details'>): AuditDetail[] {
  const details = { ...entry.details };
  const lines: AuditDetail[] = [];
  for (const [oldKey, newKey] of ROLE_PAIRS) {
    if (details[oldKey] && details[newKey]) {
      lines.push({ label: 'Role', value: `${roleText(details[oldKey])} → ${roleText(details[newKey])}` });
      delete details[oldKey];
      delete details[newKey];
      break;
    }
  }
  for (const [key, raw] of Object.entries(details)) {
    const value = raw.trim();
    if (!value) continue;
    const label = DETAIL_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');
    lines.push({ label, value: key.includes('role') ? roleText(value) : value });
  }
  return lines;
}

/** Where the target of a staff action opens: a person in the console, an article in its preview. */
export function auditTargetPath(target: AuditEntry['target']): string {
  return target.type === 'user' ? personPath(target.id) : staffPreviewPath(target.id);
}

/** Why a console list or page could not load: a role the server no longer accepts, or the usual. */
export function loadErrorText(error: unknown): string {
  if (isApiError(error) && error.status === 403) {
    return 'Only administrators can see this. If your role has just changed, sign out and sign in again.';
  }
  return errorText(error);
}

/** Why a staff action failed: the server's words for a refused change, plainer ones otherwise. */
export function actionErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 403) return loadErrorText(error);
    if (error.status === 404) return 'This account no longer exists.';
    if (error.status === 409) return error.message || errorText(error);
  }
  return errorText(error);
}

/** 'a' or 'an' before a role name ('an Administrator'). */
export function article(label: string): string {
  return /^[aeiou]/i.test(label) ? 'an' : 'a';
}
