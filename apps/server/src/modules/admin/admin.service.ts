import { MSG, ROLE_LABELS, type PersonDetail, type PersonRow, type Role } from '@keh/contracts';
import type { AppContext } from '../../context';
import { canActOnAccount, canStaffOpenPerson } from '../../policies/admin';
import { invalid, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { auditService } from '../audit/audit.service';
import { authService } from '../auth/auth.service';
import { mentoringService } from '../mentoring/mentoring.service';
import { memberSurveyService } from '../survey/member-survey.service';
import { keepOneAdmin } from '../users/last-admin';
import { fullName, usersRepository, type PeopleFilters, type UserRow } from '../users/users.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toPersonRow = (u: UserRow, lastSignInAt: Date | null): PersonRow => ({
  id: u.id,
  type: u.type,
  // Erased people are never listed (users.search, admin's person lookup): shown as suspended if ever.
  status: u.status === 'erased' ? 'suspended' : u.status,
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  avatar: u.avatar,
  business_name: u.businessName,
  location: u.location,
  created_at: u.createdAt.toISOString(),
  last_sign_in_at: iso(lastSignInAt),
});

/**
 * The admins' part of the staff console (issue 14; decision 0020): people, suspension, roles with
 * the last-admin rule, questionnaire change requests. Every change is one audit entry written in
 * the change's own transaction.
 */
export const adminService = (ctx: AppContext) => {
  const users = usersRepository(ctx.db);
  const audit = auditService(ctx);
  const auth = authService(ctx);

  async function person(id: number) {
    const u = await users.findById(id);
    if (!u || !canStaffOpenPerson(u)) throw notFound();
    return u;
  }

  async function detail(id: number): Promise<PersonDetail> {
    const u = await person(id);
    const asUser: AuthUser = { id: u.id, type: u.type, tokenId: 0, row: u };
    const side = u.type === 'mentor' || u.type === 'mentee';
    const [lastSignIn, requests, pairs, answers, sessions] = await Promise.all([
      users.lastSignIn(u.id),
      side ? mentoringService(ctx).requests(asUser) : Promise.resolve([]),
      side ? mentoringService(ctx).pairsOf(asUser) : Promise.resolve([]),
      u.type === 'mentee' ? memberSurveyService(ctx).answered(u.id) : Promise.resolve(0),
      auth.openSessions(u.id),
    ]);
    return {
      ...toPersonRow(u, lastSignIn),
      contact_number: u.contactNumber,
      questionnaire: { answers, change_request_status: u.changeQuestionnaireRequestStatus },
      requests: requests.map((r) => {
        const other = r.mentee ?? r.mentor!;
        return {
          id: r.id,
          status: r.status,
          created_at: r.created_at,
          with: { id: other.id, first_name: other.first_name, last_name: other.last_name },
        };
      }),
      mentorings: pairs.map((p) => ({
        id: p.mentoring.id,
        created_at: p.mentoring.createdAt.toISOString(),
        ended_at: iso(p.mentoring.endedAt),
        with: { id: p.other.id, first_name: p.other.first_name, last_name: p.other.last_name },
      })),
      active_tokens: sessions,
    };
  }

  return {
    async people(f: PeopleFilters, limit: number, offset: number) {
      const { rows, total } = await users.search(f, limit, offset);
      return { data: rows.map((r) => toPersonRow(r.user, r.lastSignInAt)), meta: { total, limit, offset } };
    },

    detail,

    /** Suspends an account: its sessions end at once and it cannot sign in (with a clear message). */
    async suspend(admin: AuthUser, id: number, reason: string | undefined) {
      if (!canActOnAccount(admin, { id })) throw invalid({ user: MSG.notYourself }, MSG.notYourself);
      const target = await person(id);
      if (target.status === 'suspended') throw invalid({ user: MSG.alreadySuspended }, MSG.alreadySuspended);
      await ctx.db.transaction(async (tx) => {
        await keepOneAdmin(tx, target, 'role');
        await usersRepository(tx).update(id, { status: 'suspended' });
        await auth.endSessions(id, tx);
        await audit.record(
          {
            actorId: admin.id,
            action: 'user.suspended',
            targetType: 'user',
            targetId: id,
            targetLabel: fullName(target),
            details: reason ? { reason } : {},
          },
          tx,
        );
      });
      // Committed: the person's open sockets end too, on every process (so they show as offline).
      auth.sessionsEnded(id);
      return detail(id);
    },

    async reactivate(admin: AuthUser, id: number) {
      const target = await person(id);
      if (target.status !== 'suspended') throw invalid({ user: MSG.notSuspended }, MSG.notSuspended);
      await ctx.db.transaction(async (tx) => {
        await usersRepository(tx).update(id, { status: 'active' });
        await audit.record(
          {
            actorId: admin.id,
            action: 'user.reactivated',
            targetType: 'user',
            targetId: id,
            targetLabel: fullName(target),
          },
          tx,
        );
      });
      return detail(id);
    },

    /** Member, captain, moderator or admin; nobody removes the last admin (themselves included). */
    async setRole(admin: AuthUser, id: number, role: Role) {
      const target = await person(id);
      if (target.type === role) return detail(id);
      await ctx.db.transaction(async (tx) => {
        await keepOneAdmin(tx, target, 'role');
        await usersRepository(tx).setRole(id, role);
        await audit.record(
          {
            actorId: admin.id,
            action: 'user.role_changed',
            targetType: 'user',
            targetId: id,
            targetLabel: fullName(target),
            details: { from: ROLE_LABELS[target.type], to: ROLE_LABELS[role] },
          },
          tx,
        );
      });
      return detail(id);
    },

    async changeRequests() {
      // Each with the number of answers counted in the same statement (no query per person).
      const rows = await users.pendingChangeRequests();
      return rows.map((r) => ({ member: toPersonRow(r.user, r.lastSignInAt), answers: r.answered }));
    },
  };
};
