import { createHmac } from 'node:crypto';
import { CALENDAR_SECRET, type CalendarFeed } from '@keh/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { canServeCalendarFeed } from '../../policies/sessions';
import { randomToken, sha256 } from '../../lib/crypto';
import { calendarFile } from '../../lib/ics';
import type { AuthUser } from '../../plugins/auth';
import { eventsService } from '../events/events.service';
import { usersRepository } from '../users/users.repository';
import { sessionItem } from './sessions.calendar';
import { sessionsRepository } from './sessions.repository';

/** How far back a feed reaches: calendars keep what they already hold. */
const FEED_PAST_MS = 90 * 24 * 60 * 60_000;

/**
 * A person's private calendar feed (issue 32): `$APP_URL/api/calendar/{secret}.ics` with their
 * sessions and the events they attend. The secret is 256 bits, an HMAC of a random nonce under the
 * server's key (CALENDAR_FEED_KEY), so it can be shown again; the database keeps the nonce and the
 * secret's SHA-256 (the only way in). A reset draws a new nonce: the old URL stops at once.
 */
export const calendarFeedService = (ctx: AppContext) => {
  const repo = sessionsRepository(ctx.db);
  const key = ctx.config.calendarFeedKey ?? sha256(`keh-calendar-feed:${ctx.config.appUrl}`);
  const secretOf = (userId: number, nonce: string) =>
    createHmac('sha256', key).update(`${userId}:${nonce}`).digest('base64url');

  const urls = (secret: string): CalendarFeed => {
    const url = `${ctx.config.appUrl}/api/calendar/${secret}.ics`;
    return { url, webcal_url: url.replace(/^https?:/, 'webcal:') };
  };

  async function issue(userId: number) {
    const nonce = randomToken();
    const secret = secretOf(userId, nonce);
    await repo.setFeed(userId, sha256(secret), nonce);
    return urls(secret);
  }

  return {
    async get(user: AuthUser) {
      const row = await repo.feedOf(user.id);
      if (!row) {
        // Two first calls at once: the first row stays, both answer it.
        await repo.createFeed(user.id, (nonce) => sha256(secretOf(user.id, nonce)), randomToken());
        const made = (await repo.feedOf(user.id))!;
        return urls(secretOf(user.id, made.nonce));
      }
      return urls(secretOf(user.id, row.nonce));
    },

    reset: (user: AuthUser) => issue(user.id),

    /** The feed of the secret's holder; 404 for any other secret, a revoked one or a suspended person. */
    async file(name: string) {
      const secret = CALENDAR_SECRET.exec(name)?.[1];
      const ownerId = secret ? await repo.feedOwner(sha256(secret)) : null;
      const owner = ownerId === null ? null : await usersRepository(ctx.db).findById(ownerId);
      if (!owner || !canServeCalendarFeed(owner)) throw notFound();
      const since = new Date(Date.now() - FEED_PAST_MS);
      const host = new URL(ctx.config.appUrl).host;
      const sessions = await repo.forFeed(owner.id, since);
      const people = usersRepository(ctx.db);
      const items = [];
      for (const s of sessions) {
        const [captain, member] = await Promise.all([
          people.findById(s.mentorId),
          people.findById(s.menteeId),
        ]);
        if (!captain || !member) continue;
        const url = `${ctx.config.appUrl}${owner.id === s.menteeId ? '/my/mentoring' : `/my/mentoring/${s.menteeId}`}?tab=sessions`;
        items.push(sessionItem(s, { captain, member }, host, url));
      }
      items.push(...(await eventsService(ctx).calendarItems(owner.id, since)));
      return calendarFile('PUBLISH', items, 'X-Forces Knowledge Exchange Hub');
    },
  };
};
