import { and, count, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { SignInClient } from '../../lib/sign-in-client';
import { preparedQuery } from '../../db/prepared';
import type { AuthProvider, PreviewResource } from '@keh/contracts';
import {
  authTokens,
  otpCodes,
  otpSends,
  passwordResets,
  previewTokens,
  userIdentities,
} from '../../db/schema';
import { accountColumns, accounts } from '../users/users.read-model';

export type OtpRow = typeof otpCodes.$inferSelect;

const now = sql`now()`;

/** A confirmed, unspent code of the address; a confirmed address stays confirmed long enough to finish sign-up. */
const confirmedOpen = (email: string) =>
  and(
    eq(otpCodes.email, email),
    isNull(otpCodes.consumedAt),
    gt(otpCodes.confirmedAt, sql`now() - interval '60 minutes'`),
  );

/** The session lookup runs on nearly every request: built and prepared once. */
const sessionQuery = preparedQuery(
  (db, name) =>
    db
      .select({ tokenId: authTokens.id, expiresAt: authTokens.expiresAt, user: accountColumns })
      .from(authTokens)
      .innerJoin(accounts, eq(accounts.id, authTokens.userId))
      .where(
        and(
          eq(authTokens.tokenHash, sql.placeholder('hash')),
          isNull(authTokens.revokedAt),
          gt(authTokens.expiresAt, now),
          eq(accounts.status, 'active'),
        ),
      )
      .limit(1)
      .prepare(name),
  'auth_find_session',
);

export const authRepository = (db: DbOrTx) => ({
  async findSession(tokenHash: string) {
    const [row] = await sessionQuery(db).execute({ hash: tokenHash });
    return row ?? null;
  },

  async insertToken(userId: number, tokenHash: string, expiresAt: Date, client: SignInClient) {
    await db
      .insert(authTokens)
      .values({ userId, tokenHash, expiresAt, ip: client.ip, device: client.device });
  },

  async revokeToken(tokenId: number) {
    await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
  },

  async openSessions(userId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(authTokens)
      .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)));
    return row?.n ?? 0;
  },

  async revokeAllTokens(userId: number) {
    await db
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
  },

  // --- preview links (decision 0005) ---
  async insertPreviewToken(values: {
    userId: number;
    tokenHash: string;
    resource: PreviewResource;
    resourceId: number;
    expiresAt: Date;
  }) {
    // Expired ones go as new ones come: the table holds only the last quarter of an hour's.
    await db.delete(previewTokens).where(lt(previewTokens.expiresAt, sql`now() - interval '1 day'`));
    await db.insert(previewTokens).values(values);
  },

  /** An unexpired preview token, with its maker (still active). */
  async findPreview(tokenHash: string) {
    const [row] = await db
      .select({
        resource: previewTokens.resource,
        resourceId: previewTokens.resourceId,
        user: accountColumns,
      })
      .from(previewTokens)
      .innerJoin(accounts, eq(accounts.id, previewTokens.userId))
      .where(
        and(
          eq(previewTokens.tokenHash, tokenHash),
          gt(previewTokens.expiresAt, now),
          eq(accounts.status, 'active'),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  // --- one-time codes ---
  /** Whether the account of this address signed in from this client address since `since`. */
  async signedInFrom(email: string, ip: string, since: Date) {
    const [row] = await db
      .select({ id: authTokens.id })
      .from(authTokens)
      .innerJoin(accounts, eq(accounts.id, authTokens.userId))
      .where(and(eq(accounts.email, email), eq(authTokens.ip, ip), gt(authTokens.createdAt, since)))
      .limit(1);
    return !!row;
  },

  /** Code mails to an address since `since`: from this requester, and from requesters not known for it. */
  async countOtpSends(email: string, ip: string, since: Date) {
    const [row] = await db
      .select({
        fromIp: sql<number>`count(*) filter (where ${otpSends.ip} = ${ip})`.mapWith(Number),
        fromStrangers: sql<number>`count(*) filter (where not ${otpSends.known})`.mapWith(Number),
      })
      .from(otpSends)
      .where(and(eq(otpSends.email, email), gt(otpSends.createdAt, since)));
    return { fromIp: row?.fromIp ?? 0, fromStrangers: row?.fromStrangers ?? 0 };
  },

  async recordOtpSend(values: typeof otpSends.$inferInsert) {
    await db.insert(otpSends).values(values);
  },

  /** The open code of the address that is still good for a while and not locked, to send again. */
  async reusableOtp(email: string, validUntil: Date, maxAttempts: number) {
    const [row] = await db
      .select({ code: otpCodes.code })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.email, email),
          isNull(otpCodes.consumedAt),
          isNull(otpCodes.confirmedAt),
          gt(otpCodes.expiresAt, validUntil),
          lt(otpCodes.attempts, maxAttempts),
          isNotNull(otpCodes.code),
        ),
      )
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1);
    return row?.code ?? null;
  },

  /** A new code replaces every open one of the address. */
  async replaceOtp(email: string, code: string, codeHash: string, expiresAt: Date) {
    await db
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.email, email), isNull(otpCodes.consumedAt)));
    await db.insert(otpCodes).values({ email, code, codeHash, expiresAt });
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

  /**
   * Claim one try of an open code: one conditional update, so of many simultaneous tries at most
   * `maxAttempts` ever get a row back (and only those may be checked). Null once the code is
   * locked, spent, confirmed or replaced.
   */
  async claimOtpAttempt(id: number, maxAttempts: number) {
    const [row] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(
        and(
          eq(otpCodes.id, id),
          lt(otpCodes.attempts, maxAttempts),
          isNull(otpCodes.consumedAt),
          isNull(otpCodes.confirmedAt),
        ),
      )
      .returning({ attempts: otpCodes.attempts, codeHash: otpCodes.codeHash });
    return row ?? null;
  },

  /** Confirm a code that is still open; false when it was replaced or spent meanwhile. */
  async confirmOtp(id: number) {
    const rows = await db
      .update(otpCodes)
      .set({ confirmedAt: now })
      .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), isNull(otpCodes.confirmedAt)))
      .returning({ id: otpCodes.id });
    return rows.length > 0;
  },

  /** Whether the address has a confirmed code that registration or login may still spend. */
  async hasConfirmedOtp(email: string) {
    const [row] = await db.select({ id: otpCodes.id }).from(otpCodes).where(confirmedOpen(email)).limit(1);
    return !!row;
  },

  /** Use up a confirmed, unexpired code of the address; true when there was one. */
  async consumeConfirmedOtp(email: string) {
    const rows = await db
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(confirmedOpen(email))
      .returning({ id: otpCodes.id });
    return rows.length > 0;
  },

  /**
   * An address an identity provider verified counts as confirmed, as if its code had been typed
   * (decision 0024): registration spends it like any confirmed code. It has no code to type.
   */
  async insertConfirmedAddress(email: string, codeHash: string) {
    await db.insert(otpCodes).values({ email, codeHash, code: null, expiresAt: now, confirmedAt: now });
  },

  // --- identity providers (decision 0024) ---
  /** The person linked to a provider's subject. */
  async findIdentityUser(provider: AuthProvider, subject: string) {
    const [row] = await db
      .select({ identityId: userIdentities.id, user: accountColumns })
      .from(userIdentities)
      .innerJoin(accounts, eq(accounts.id, userIdentities.userId))
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
      .limit(1);
    return row ?? null;
  },

  /** Links a provider's subject to a person (a subject already linked stays as it is). */
  async linkIdentity(values: { userId: number; provider: AuthProvider; subject: string; email: string }) {
    await db.insert(userIdentities).values(values).onConflictDoNothing();
  },

  async touchIdentity(id: number) {
    await db.update(userIdentities).set({ lastUsedAt: now }).where(eq(userIdentities.id, id));
  },

  /**
   * Holds a lock on `key` until the transaction ends: what counts and then writes under one key
   * (mails to one address) runs one at a time, so simultaneous requests cannot all read the
   * same count. Needs a transaction.
   */
  async lockKey(key: string) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  },

  // --- password resets ---
  /** Reset links made for the person since `since` (each was mailed). */
  async countResetsSince(userId: number, since: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
    return row?.n ?? 0;
  },

  async insertReset(userId: number, tokenHash: string, expiresAt: Date) {
    await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
  },

  async findOpenReset(tokenHash: string) {
    const [row] = await db
      .select({ id: passwordResets.id, userId: passwordResets.userId, email: accounts.email })
      .from(passwordResets)
      .innerJoin(accounts, eq(accounts.id, passwordResets.userId))
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

  /**
   * Spend a reset token atomically: one conditional update, so of several calls with the same
   * token at the same moment exactly one gets the user id back.
   */
  async spendReset(tokenHash: string, email: string) {
    const [row] = await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
          sql`${passwordResets.userId} = (select ${accounts.id} from ${accounts} where ${accounts.email} = ${email})`,
        ),
      )
      .returning({ userId: passwordResets.userId });
    return row?.userId ?? null;
  },

  async useAllResets(userId: number) {
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  },
});
