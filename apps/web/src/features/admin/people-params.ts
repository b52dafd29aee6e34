import { ADMIN_PAGE_SIZE, USER_STATUSES, type Role } from '@keh/contracts';
import type { PeopleFilters } from './api/admin-api';
import { isRole, type UserStatus } from './console-texts';

/** The people list as the URL keeps it: ?q=…&role=…&status=…&from=…&to=…&page=… */
export interface PeopleParams {
  q: string;
  role: Role | null;
  status: UserStatus | null;
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string | null): value is string {
  if (!value || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const isStatus = (value: string | null): value is UserStatus => USER_STATUSES.some((s) => s === value);

/** Reads the list's state from the URL; anything malformed counts as not given. */
export function readPeopleParams(params: URLSearchParams): PeopleParams {
  const role = params.get('role');
  const status = params.get('status');
  const from = params.get('from');
  const to = params.get('to');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    role: isRole(role) ? role : null,
    status: isStatus(status) ? status : null,
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes a change into the URL: empty values leave it, and any change but paging goes back to page 1. */
export function writePeopleParams(current: URLSearchParams, patch: Partial<PeopleParams>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}

/** Whether the sign-up range runs backwards (then the list is not asked for). */
export function rangeBackwards({ from, to }: Pick<PeopleParams, 'from' | 'to'>): boolean {
  return Boolean(from && to && from > to);
}

/** The call's filters for the URL's state. */
export function peopleFilters(params: PeopleParams, pageSize: number = ADMIN_PAGE_SIZE): PeopleFilters {
  const filters: PeopleFilters = { limit: pageSize, offset: (params.page - 1) * pageSize };
  const q = params.q.trim();
  if (q) filters.query = q;
  if (params.role) filters.role = params.role;
  if (params.status) filters.status = params.status;
  if (params.from) filters.from = params.from;
  if (params.to) filters.to = params.to;
  return filters;
}

/** Whether any filter or search narrows the list (the empty state says so). */
export function isFiltered(params: PeopleParams): boolean {
  return Boolean(params.q.trim() || params.role || params.status || params.from || params.to);
}
