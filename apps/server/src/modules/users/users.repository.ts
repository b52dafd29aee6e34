import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PersonSummary } from '@keh/contracts';
import type { DbOrTx } from '../../db/client';
import { users, type NewUser, type UserRow } from '../../db/schema';

/**
 * The one users repository (DESIGN.md section 3): every module finds, creates and changes people
 * through it, and builds the person it shows others from `personColumns` and `toPersonSummary`.
 */
export type { NewUser, UserRow };
export type UserUpdate = Partial<Omit<NewUser, 'id' | 'type' | 'createdAt'>>;

/** A person as others see them in lists: requests, My Members, captain cards. */
export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  location: users.location,
  businessName: users.businessName,
  position: users.positionWithinBusiness,
};
export interface PersonRow {
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  location: string | null;
  businessName: string | null;
  position: string | null;
}

export const toPersonSummary = (p: PersonRow): PersonSummary => ({
  id: p.id,
  first_name: p.firstName,
  last_name: p.lastName,
  avatar: p.avatar,
  location: p.location,
  business_name: p.businessName,
  position_within_business: p.position,
});

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;

/**
 * Captain availability (spec section 4): a captain takes requests while they have not turned
 * requests off and mentor fewer Members than their limit. The function and its SQL twin stand
 * side by side; users.repository.test.ts checks that they agree on every case.
 */
export const isCaptainAvailable = (c: { disabled: boolean; active: number; limit: number | null }) =>
  !c.disabled && c.active < (c.limit ?? 0);

type SqlValue = SQL | AnyPgColumn;
export const captainAvailableSql = (c: { disabled: SqlValue; active: SqlValue; limit: SqlValue }) =>
  sql<boolean>`(not ${c.disabled} and ${c.active} < coalesce(${c.limit}, 0))`;

export const usersRepository = (db: DbOrTx) => ({
  async findById(id: number) {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
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

  /** People by id, as others see them. */
  people: (ids: number[]) =>
    ids.length
      ? db.select(personColumns).from(users).where(inArray(users.id, ids))
      : Promise.resolve([] as PersonRow[]),
});
