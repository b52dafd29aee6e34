import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { inText, param, preparedQuery } from '../../db/prepared';
import { users, type NewUser, type UserRow } from '../../db/schema';
import { toPersonSummary, type PersonRow } from './users.read-model';
import { lastSignInSql } from '../auth/auth.read-model';
import { answerCountSql } from '../survey/survey.read-model';
import { blockedBetweenSql } from './blocks.repository';

/**
 * The one users repository (docs/ARCHITECTURE.md): every module finds, creates and changes people
 * through it, and shows others a person through `users.read-model.ts` (`personColumns`, `toPersonSummary`).
 */
export type { NewUser, UserRow };
export type UserUpdate = Partial<Omit<NewUser, 'id' | 'type' | 'createdAt'>>;

/** A person as others see them in lists (this module's own queries; others use users.read-model.ts). */
const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  location: users.location,
  businessName: users.businessName,
  position: users.positionWithinBusiness,
};
export { toPersonSummary, type PersonRow };

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;

/**
 * Captain availability (docs/product/states.md): a captain takes requests while they have not turned
 * requests off and mentor fewer Members than their limit. The function and its SQL twin stand
 * side by side; users.repository.test.ts checks that they agree on every case.
 */
export const isCaptainAvailable = (c: { disabled: boolean; active: number; limit: number | null }) =>
  !c.disabled && c.active < (c.limit ?? 0);

type SqlValue = SQL | AnyPgColumn;
export const captainAvailableSql = (c: { disabled: SqlValue; active: SqlValue; limit: SqlValue }) =>
  sql<boolean>`(not ${c.disabled} and ${c.active} < coalesce(${c.limit}, 0))`;

export interface PeopleFilters {
  query?: string;
  role?: UserRow['type'];
  status?: UserRow['status'];
  from?: string;
  to?: string;
}

/** When the person last signed in: their newest token (table-qualified: raw SQL inside drizzle). */
const lastSignIn = lastSignInSql(sql`"users"."id"`).mapWith((v: string | Date | null) =>
  v === null ? null : new Date(v),
);

const byIdQuery = preparedQuery(
  (db, name) =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  'user_by_id',
);

const seenByQuery = preparedQuery(
  (db, name) =>
    db
      .select({ user: users, apart: blockedBetweenSql(param('viewerId'), users.id) })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  'user_seen_by',
);

export const usersRepository = (db: DbOrTx) => ({
  async findById(id: number) {
    const [row] = await byIdQuery(db).execute({ id });
    return row ?? null;
  },

  /** A person, with whether a block stands between them and `viewerId` (either way): one statement. */
  async findSeenBy(viewerId: number, id: number) {
    const [row] = await seenByQuery(db).execute({ viewerId, id });
    return row ?? null;
  },

  /** Turns one e-mail setting off for the holder of an unsubscribe token; answers who they are. */
  async turnOffMail(
    token: string,
    column: 'feedNotifications' | 'chatNotifications' | 'systemNotifications' | 'weeklyNewsletters',
  ) {
    const [row] = await db
      .update(users)
      .set({ [column]: false, updatedAt: new Date() })
      .where(eq(users.unsubscribeToken, token))
      .returning({ email: users.email, type: users.type });
    return row ?? null;
  },

  /** How many active people have the weekly newsletter on. */
  async countWeeklyRecipients() {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.status, 'active'), eq(users.weeklyNewsletters, true)));
    return row?.n ?? 0;
  },

  /** Active people with the weekly newsletter on (or only `id`, if it is one of them), by id. */
  async weeklyRecipients(id?: number) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.status, 'active'),
          eq(users.weeklyNewsletters, true),
          id === undefined ? undefined : eq(users.id, id),
        ),
      )
      .orderBy(asc(users.id));
    return rows.map((r) => r.id);
  },

  /** Reads a person and row-locks them until the transaction ends (a captain's last place). */
  async lockById(id: number) {
    const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
    return row ?? null;
  },

  /** Row-locks some people, in id order (so two lockers cannot deadlock), until the transaction ends. */
  async lockMany(ids: number[]) {
    await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, ids))
      .orderBy(users.id)
      .for('update');
  },

  async findByEmail(email: string) {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row ?? null;
  },

  async emailExists(email: string) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    return !!row;
  },

  async emailTakenByOther(email: string, userId: number) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return !!row && row.id !== userId;
  },

  async insert(values: NewUser) {
    const [row] = await db.insert(users).values(values).returning();
    return row!;
  },

  insertMany: (values: NewUser[]) => db.insert(users).values(values).returning(),

  async update(userId: number, values: UserUpdate) {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return row!;
  },

  /**
   * The staff console's people list: words in the name, e-mail or business, role, status and
   * sign-up days (UTC), newest first, with each person's last sign-in.
   */
  async search(f: PeopleFilters, limit: number, offset: number) {
    const like = f.query ? `%${f.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = and(
      like
        ? or(
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
            ilike(users.email, like),
            ilike(users.businessName, like),
          )
        : undefined,
      f.role ? eq(users.type, f.role) : undefined,
      // Written in (a constant): the plan knows it leaves out few people and walks the newest first.
      f.status ? eq(users.status, f.status) : sql`${users.status} <> 'erased'`,
      f.from ? gte(users.createdAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
      f.to ? lt(users.createdAt, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ user: users, lastSignInAt: lastSignIn })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(inText(limit))
        .offset(inText(offset)),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async lastSignIn(userId: number) {
    const [row] = await db.select({ at: lastSignIn }).from(users).where(eq(users.id, userId));
    return row?.at ?? null;
  },

  /** A person's role changes only here (the staff console; `update` never takes it). */
  async setRole(userId: number, role: UserRow['type']) {
    await db.update(users).set({ type: role, updatedAt: new Date() }).where(eq(users.id, userId));
  },

  /** The active admins, locked until the transaction ends (the last-admin rule). */
  lockActiveAdmins: () =>
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.type, 'admin'), eq(users.status, 'active')))
      .for('update'),

  /** Members whose questionnaire change request is pending, oldest account first. */
  pendingChangeRequests: () =>
    db
      .select({
        user: users,
        lastSignInAt: lastSignIn,
        answered: answerCountSql(sql`"users"."id"`).mapWith(Number),
      })
      .from(users)
      // Written in, not parameters: the generic plan can then take the partial index of the
      // pending requests (users_change_pending_idx) instead of reading every person.
      .where(sql`${users.type} = 'mentee' and ${users.changeQuestionnaireRequestStatus} = 'pending'`)
      .orderBy(asc(users.id)),

  /** People by id, as others see them. */
  people: (ids: number[]) =>
    ids.length
      ? db.select(personColumns).from(users).where(inArray(users.id, ids))
      : Promise.resolve([] as PersonRow[]),
});
