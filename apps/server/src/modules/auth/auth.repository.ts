import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authTokens, otpCodes, passwordResets, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type OtpRow = typeof otpCodes.$inferSelect;

const now = sql`now()`;

export const authRepository = (db: DbOrTx) => ({
  async findSession(tokenHash: string) {
    const [row] = await db
      .select({ tokenId: authTokens.id, user: users })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(
        and(
          eq(authTokens.tokenHash, tokenHash),
          isNull(authTokens.revokedAt),
          gt(authTokens.expiresAt, now),
          eq(users.status, 'active'),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  async insertToken(userId: number, tokenHash: string, expiresAt: Date) {
    await db.insert(authTokens).values({ userId, tokenHash, expiresAt });
  },

  async revokeToken(tokenId: number) {
    await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
  },

  async revokeAllTokens(userId: number) {
    await db
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
  },

  async findUserByEmail(email: string) {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row ?? null;
  },

  async findUserById(id: number) {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  },

  async emailExists(email: string) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    return !!row;
  },

  async insertUser(values: NewUser) {
    const [row] = await db.insert(users).values(values).returning();
    return row!;
  },

  async setPassword(userId: number, passwordHash: string) {
    await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
  },

  // --- one-time codes ---
  async countOtpsSince(email: string, since: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(otpCodes)
      .where(and(eq(otpCodes.email, email), gt(otpCodes.createdAt, since)));
    return row?.n ?? 0;
  },

  /** A new code replaces every open one of the address. */
  async replaceOtp(email: string, codeHash: string, expiresAt: Date) {
    await db
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.email, email), isNull(otpCodes.consumedAt)));
    await db.insert(otpCodes).values({ email, codeHash, expiresAt });
  },

  async latestOpenOtp(email: string) {
    const [row] = await db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.email, email), isNull(otpCodes.consumedAt), isNull(otpCodes.confirmedAt)))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1);
    return row ?? null;
  },

  async addOtpAttempt(id: number) {
    const [row] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, id))
      .returning({ attempts: otpCodes.attempts });
    return row?.attempts ?? 0;
  },

  async confirmOtp(id: number) {
    await db.update(otpCodes).set({ confirmedAt: now }).where(eq(otpCodes.id, id));
  },

  /** Use up a confirmed, unexpired code of the address; true when there was one. */
  async consumeConfirmedOtp(email: string) {
    const rows = await db
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpCodes.email, email),
          isNull(otpCodes.consumedAt),
          // A confirmed address stays confirmed long enough to finish sign-up (the questionnaire takes a while).
          gt(otpCodes.confirmedAt, sql`now() - interval '60 minutes'`),
        ),
      )
      .returning({ id: otpCodes.id });
    return rows.length > 0;
  },

  // --- password resets ---
  async insertReset(userId: number, tokenHash: string, expiresAt: Date) {
    await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
  },

  async findOpenReset(tokenHash: string) {
    const [row] = await db
      .select({ id: passwordResets.id, userId: passwordResets.userId, email: users.email })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  async useAllResets(userId: number) {
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  },
});
