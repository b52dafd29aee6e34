import { FORMER_LABELS, formerLabel } from '@keh/contracts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../users/users.repository';
import { authService } from '../auth/auth.service';
import { mentoringService } from '../mentoring/mentoring.service';
import { erasureRepository } from './erasure.repository';

/** What every step of one erasure knows: the person as they were, and how to find their values. */
export interface ErasureScope {
  ctx: AppContext;
  tx: DbOrTx;
  person: UserRow;
  /** "Former member" / "Former captain": how others' history names them from now on. */
  label: string;
  /** The audit log's label: "Former member #id". */
  auditLabel: string;
  /** Matches any of their values (names, e-mail, phone, post code, business…), case-insensitive. */
  anyValue: string;
  /**
   * Matches only values that name them and hardly anyone else (e-mail, full name, phone, business…):
   * used on texts that are not theirs alone (others' mail, the queue, the audit log), where a shared
   * first name must not take someone else's record with it.
   */
  ownValue: string;
  keepArticles: boolean;
  /** People whose open pages are to be told once the erasure commits. */
  changed: number[];
}

export interface ErasureStep {
  name: string;
  run(s: ErasureScope): Promise<unknown>;
}

const rows = (s: ErasureScope) => erasureRepository(s.tx);

/**
 * The erasure (issue 31), one named step per table or area, run in this order in one transaction
 * after the person's files have left storage (`erasure.service`). A table added later that holds
 * anything of a person adds its step here, in one line. Every step may run twice (a retried job).
 */
export const ERASURE_STEPS: ErasureStep[] = [
  {
    name: 'mentorings: each running pair ends, the other side is told without a name',
    run: async (s) => s.changed.push(...(await mentoringService(s.ctx).endAllOf(s.person.id, s.tx))),
  },
  { name: 'mentoring names', run: (s) => rows(s).mentoringNames(s.person.id, s.label, s.ownValue) },
  { name: 'mentoring requests', run: (s) => rows(s).requests(s.person.id) },
  { name: 'sessions', run: (s) => authService(s.ctx).endSessions(s.person.id, s.tx) },
  {
    name: 'tokens, reset links, preview tokens, identities, codes',
    run: (s) => rows(s).secrets(s.person.id, s.person.email),
  },
  {
    name: 'profile: skills, specialisms, experience, survey, questionnaire',
    run: (s) => rows(s).profile(s.person.id),
  },
  { name: 'agreement texts', run: (s) => rows(s).agreements(s.person.id) },
  { name: 'articles', run: (s) => rows(s).articles(s.person.id, s.keepArticles) },
  { name: 'events', run: (s) => rows(s).events(s.person.id) },
  { name: 'templates', run: (s) => rows(s).templates(s.person.id) },
  { name: 'chat', run: (s) => rows(s).chat(s.person.id, s.label, s.anyValue) },
  { name: 'feed', run: (s) => rows(s).feed(s.person.id, s.label, s.anyValue) },
  { name: 'mail windows', run: (s) => rows(s).mailWindows(s.person.id) },
  { name: 'data exports and consents', run: (s) => rows(s).privacyRecords(s.person.id) },
  { name: 'reports and blocks', run: (s) => rows(s).safety(s.person.id) },
  { name: 'mentorings: end notes', run: (s) => rows(s).endNotes(s.person.id) },
  { name: 'mentoring sessions', run: (s) => rows(s).sessions(s.person.id, s.label, s.anyValue) },
  { name: 'support questions', run: (s) => rows(s).supportQuestions(s.person.email) },
  { name: 'mail outbox', run: (s) => rows(s).mailOutbox(s.person.email, s.ownValue) },
  { name: 'job queue', run: (s) => rows(s).jobQueue(s.ownValue) },
  { name: 'audit log', run: (s) => rows(s).auditLog(s.person.id, s.auditLabel, s.anyValue, s.ownValue) },
  {
    name: 'the person',
    run: (s) => {
      const [first, last] = s.label.split(' ') as [string, string];
      return rows(s).person(s.person.id, first, last);
    },
  },
];

const escapeHtml = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const escapeRegex = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A PostgreSQL regular expression matching any of `values` (and their HTML-escaped forms) as
 * whole words where they start or end with a letter or digit; longest first, so a full name is
 * replaced before its parts. Never matches when there is nothing to match.
 */
export function valuesPattern(values: readonly (string | null | undefined)[]) {
  const words = values
    .map((v) => (v ?? '').trim())
    .filter((v) => v.length >= 2)
    .flatMap((v) => [v, escapeHtml(v)]);
  const parts = [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((v) => `${/^\w/.test(v) ? '\\m' : ''}${escapeRegex(v)}${/\w$/.test(v) ? '\\M' : ''}`);
  return parts.length ? `(${parts.join('|')})` : 'x^';
}

/** The scope of one person's erasure. */
export function erasureScope(
  ctx: AppContext,
  tx: DbOrTx,
  person: UserRow,
  keepArticles: boolean,
  more: readonly (string | null)[] = [],
): ErasureScope {
  const full = `${person.firstName} ${person.lastName}`;
  const own = [
    person.email,
    full,
    person.contactNumber,
    person.postCode,
    person.linkedin,
    person.businessWebsite,
  ];
  return {
    ctx,
    tx,
    person,
    label: FORMER_LABELS[person.type === 'mentor' ? 'mentor' : 'mentee'],
    auditLabel: formerLabel(person.id),
    ownValue: valuesPattern(own),
    anyValue: valuesPattern([...own, person.firstName, person.lastName, ...more]),
    keepArticles,
    changed: [],
  };
}
