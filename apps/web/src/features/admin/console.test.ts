import { describe, expect, it } from 'vitest';
import { MSG, REFUSAL_REASON_MAX } from '@keh/contracts';
import {
  article,
  auditDetails,
  auditTargetPath,
  changeRequestText,
  personName,
  roleText,
} from './console-texts';
import { reasonError } from '../../lib/reason';
import {
  isFiltered,
  peopleFilters,
  rangeBackwards,
  readPeopleParams,
  writePeopleParams,
} from './people-params';
import {
  AUDIT_LOG_PATH,
  MAIL_PATH,
  DELETIONS_PATH,
  SESSIONS_PATH,
  OVERVIEW_PATH,
  PEOPLE_PATH,
  QUESTIONNAIRE_CHANGES_PATH,
  REPORTS_PATH,
  REVIEW_QUEUE_PATH,
  mayOpen,
  staffHomeFor,
  staffNavFor,
} from './staff';

const paths = (role: Parameters<typeof staffNavFor>[0]) => staffNavFor(role).map((item) => item.to);

describe('who sees which console page', () => {
  it('shows admins every page, the overview first, and moderators the review queue and reports only', () => {
    expect(paths('admin')).toEqual([
      OVERVIEW_PATH,
      REVIEW_QUEUE_PATH,
      REPORTS_PATH,
      QUESTIONNAIRE_CHANGES_PATH,
      PEOPLE_PATH,
      AUDIT_LOG_PATH,
      MAIL_PATH,
      DELETIONS_PATH,
      SESSIONS_PATH,
    ]);
    expect(paths('moderator')).toEqual([REVIEW_QUEUE_PATH, REPORTS_PATH]);
    expect(paths('mentor')).toEqual([]);
    expect(paths('mentee')).toEqual([]);
    expect(paths(undefined)).toEqual([]);
  });

  it('sends /admin to the first page a role may open', () => {
    expect(staffHomeFor('admin')).toBe(OVERVIEW_PATH);
    expect(staffHomeFor('moderator')).toBe(REVIEW_QUEUE_PATH);
    expect(staffHomeFor('mentee')).toBeNull();
  });

  it('lets a role open a page and the pages below it, and nothing that only starts alike', () => {
    expect(mayOpen('admin', '/admin/people/12')).toBe(true);
    expect(mayOpen('admin', '/admin/people/12/questionnaire')).toBe(true);
    expect(mayOpen('moderator', '/admin/people')).toBe(false);
    expect(mayOpen('moderator', '/admin/people/12')).toBe(false);
    expect(mayOpen('moderator', REVIEW_QUEUE_PATH)).toBe(true);
    expect(mayOpen('admin', OVERVIEW_PATH)).toBe(true);
    expect(mayOpen('moderator', OVERVIEW_PATH)).toBe(false);
    expect(mayOpen('admin', '/admin/peoplex')).toBe(false);
    expect(mayOpen('mentor', REVIEW_QUEUE_PATH)).toBe(false);
  });
});

describe('the people list in the URL', () => {
  it('reads what it understands and drops the rest', () => {
    const params = readPeopleParams(
      new URLSearchParams('q=jane&role=mentee&status=suspended&from=2026-01-01&to=2026-02-30&page=3'),
    );
    expect(params).toEqual({
      q: 'jane',
      role: 'mentee',
      status: 'suspended',
      from: '2026-01-01',
      to: '',
      page: 3,
    });
    expect(readPeopleParams(new URLSearchParams('role=boss&status=x&page=-2&from=yesterday'))).toEqual({
      q: '',
      role: null,
      status: null,
      from: '',
      to: '',
      page: 1,
    });
  });

  it('goes back to the first page when anything but the page changes', () => {
    const current = new URLSearchParams('q=jane&page=4');
    expect(writePeopleParams(current, { role: 'admin' }).toString()).toBe('q=jane&role=admin');
    expect(writePeopleParams(current, { page: 5 }).toString()).toBe('q=jane&page=5');
    expect(writePeopleParams(current, { page: 1 }).toString()).toBe('q=jane');
    expect(writePeopleParams(current, { q: '' }).toString()).toBe('');
  });

  it('turns the URL into the call and knows when the list is narrowed', () => {
    const params = readPeopleParams(new URLSearchParams('q=%20jane%20&status=active&page=2'));
    expect(peopleFilters(params, 25)).toEqual({ query: 'jane', status: 'active', limit: 25, offset: 25 });
    expect(isFiltered(params)).toBe(true);
    expect(isFiltered(readPeopleParams(new URLSearchParams('page=2')))).toBe(false);
    expect(rangeBackwards({ from: '2026-03-02', to: '2026-03-01' })).toBe(true);
    expect(rangeBackwards({ from: '2026-03-01', to: '2026-03-01' })).toBe(false);
    expect(rangeBackwards({ from: '', to: '2026-03-01' })).toBe(false);
  });
});

describe('the console texts', () => {
  it('writes a role change as old → new, whether the log kept values or labels', () => {
    expect(
      auditDetails({ action: 'user.role_changed', details: { from: 'Member', to: 'Business Captain' } }),
    ).toEqual([{ label: 'Role', value: 'Member → Business Captain' }]);
    expect(
      auditDetails({ action: 'user.role_changed', details: { old_role: 'mentee', new_role: 'admin' } }),
    ).toEqual([{ label: 'Role', value: 'Member → Administrator' }]);
  });

  it('shows a reason, names other details and leaves out empty ones', () => {
    expect(auditDetails({ action: 'article.banned', details: { reason: 'Off topic', note: ' ' } })).toEqual([
      { label: 'Reason', value: 'Off topic' },
    ]);
    expect(auditDetails({ action: 'user.suspended', details: { ticket_ref: 'T-9' } })).toEqual([
      { label: 'Ticket ref', value: 'T-9' },
    ]);
    expect(auditDetails({ action: 'user.reactivated', details: {} })).toEqual([]);
  });

  it('links a target to the person or the article preview', () => {
    expect(auditTargetPath({ type: 'user', id: 7, label: 'Jane' })).toBe('/admin/people/7');
    expect(auditTargetPath({ type: 'article', id: 9, label: 'How to' })).toBe('/preview-admin/article/9');
  });

  it('names people, roles and change requests', () => {
    expect(personName({ first_name: 'Jane', last_name: 'Smith' })).toBe('Jane Smith');
    expect(personName({ first_name: '', last_name: '' })).toBe('Unnamed account');
    expect(roleText('mentor')).toBe('Business Captain');
    expect(roleText('Business Captain')).toBe('Business Captain');
    expect(changeRequestText('pending')).toMatch(/waiting for a decision/);
    expect(changeRequestText(null)).toBe('No change requested');
    expect(article('Administrator')).toBe('an');
    expect(article('Member')).toBe('a');
  });

  it('requires a refusal reason within the limit', () => {
    expect(reasonError('  ', REFUSAL_REASON_MAX, MSG.refusalReasonRequired)).toBe(MSG.refusalReasonRequired);
    expect(reasonError('Not now', REFUSAL_REASON_MAX, MSG.refusalReasonRequired)).toBe('');
    expect(
      reasonError('x'.repeat(REFUSAL_REASON_MAX + 1), REFUSAL_REASON_MAX, MSG.refusalReasonRequired),
    ).toMatch(/at most/);
  });
});
