import type { AppContext } from '../../context';
import { authService } from '../auth/auth.service';
import { filesService } from '../files/files.service';
import { mentoringService } from '../mentoring/mentoring.service';
import { usersRepository } from '../users/users.repository';
import { erasureRepository } from './erasure.repository';
import { ERASURE_STEPS, erasureScope } from './erasure.steps';
import { privacyRepository } from './privacy.repository';

/** The queue of erasures: `{ userId }` and nothing personal, due at the deletion's date. */
export const ERASURE_QUEUE = 'account-erasure';
export interface ErasureJob {
  userId: number;
}

/** A storage key from a key or the URL it is served at; null for anything else. */
const keyOf = (ref: string | null) => (ref ? ref.replace(/^\/uploads\//, '') : null);

/**
 * Erases a person whose deletion is due (issue 31). Idempotent: without a due deletion row it does
 * nothing (cancelled, not yet due, or done), and each step may run again after a failure.
 */
export const erasureService = (ctx: AppContext) => ({
  async eraseIfDue(userId: number) {
    const due = await privacyRepository(ctx.db).find(userId);
    if (!due || due.deleteAt.getTime() > Date.now()) return false;
    const person = await usersRepository(ctx.db).findById(userId);
    if (!person) return privacyRepository(ctx.db).remove(userId);

    // Files first: from storage, then their records. If the database part fails, the retry finds
    // the deletion still due and the files already gone.
    const files = filesService(ctx);
    await files.releaseAll(userId, due.keepArticles ? ['avatar', 'cover', 'cv', 'event'] : undefined);
    // Pictures stored for no one (the demo's) that the profile still points at.
    for (const ref of [person.avatar, person.bgImage, person.cv]) {
      const key = keyOf(ref);
      if (key) await ctx.storage.remove(key);
    }
    // Copies of their data (issue 31's exports, theirs or made by staff): the ZIPs leave storage.
    for (const key of await erasureRepository(ctx.db).exportKeys(userId)) await ctx.storage.remove(key);

    const changed = await ctx.db.transaction(async (tx) => {
      const row = await privacyRepository(tx).lock(userId);
      if (!row || row.deleteAt.getTime() > Date.now()) return null;
      const scope = erasureScope(ctx, tx, person, row.keepArticles);
      for (const step of ERASURE_STEPS) await step.run(scope);
      await privacyRepository(tx).remove(userId);
      return scope.changed;
    });
    if (!changed) return false;
    authService(ctx).sessionsEnded(userId);
    if (changed.length) mentoringService(ctx).requestsChanged(...changed);
    ctx.log.info({ userId }, 'account erased');
    return true;
  },
});
