import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ProgrammeOverview } from '@keh/contracts';
import {
  assessmentResults,
  chatMessages,
  conversations,
  mentoringRequests,
  mentorings,
  milestones,
  users,
} from '../../db/schema';
import { call, signIn, useTestApp } from '../../test/app';
import { lastWeeks } from './overview.service';

const t = useTestApp();
let admin: string;
const overview = async () =>
  (await call(t.app, { method: 'GET', url: '/api/admin/overview', token: admin })).body
    .data as ProgrammeOverview;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  admin = await signIn(t.app, 'admin@example.com');
});

describe('GET admin/overview', () => {
  it('is for admins only', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/admin/overview' })).status).toBe(401);
    const moderator = await signIn(t.app, 'moderator@example.com');
    expect((await call(t.app, { method: 'GET', url: '/api/admin/overview', token: moderator })).status).toBe(
      403,
    );
  });

  it('counts a seeded scenario with known answers', async () => {
    // A clean slate: no requests, mentorings or chat messages (the demo seed's chats would make a pair
    // of the scenario look active, depending on who it picks); the demo people stay, signed up today.
    await t.app.db.delete(chatMessages);
    await t.app.db.update(conversations).set({ lastMessageAt: null });
    await t.app.db.delete(milestones);
    await t.app.db.delete(mentorings);
    await t.app.db.delete(mentoringRequests);
    await t.app.db.update(users).set({ createdAt: new Date() });
    const people = await t.app.db.select({ id: users.id, type: users.type }).from(users).orderBy(users.id);
    const captains = people.filter((p) => p.type === 'mentor').map((p) => p.id);
    const members = people.filter((p) => p.type === 'mentee').map((p) => p.id);
    // Two members signed up three weeks ago.
    for (const id of members.slice(0, 2))
      await t.app.db
        .update(users)
        .set({ createdAt: daysAgo(21) })
        .where(eq(users.id, id));
    // Requests: two open (waiting 2 and 6 days), three accepted, one declined, one recalled.
    const request = (
      menteeId: number,
      mentorId: number,
      status: 'pending' | 'accepted' | 'cancelled_by_mentor' | 'canceled_by_mentee',
      age: number,
    ) =>
      t.app.db
        .insert(mentoringRequests)
        .values({ menteeId, mentorId, status, createdAt: daysAgo(age) })
        .returning();
    await request(members[0]!, captains[0]!, 'pending', 2);
    await request(members[1]!, captains[0]!, 'pending', 6);
    await request(members[2]!, captains[1]!, 'cancelled_by_mentor', 9);
    await request(members[3]!, captains[1]!, 'canceled_by_mentee', 9);
    const pairs = [];
    for (const [i, age] of [30, 20, 3].entries()) {
      const [r] = await request(members[4 + i]!, captains[2]!, 'accepted', age);
      const [m] = await t.app.db
        .insert(mentorings)
        .values({
          mentorId: captains[2]!,
          menteeId: members[4 + i]!,
          requestId: r!.id,
          mentoringName: 'Scenario',
          createdAt: daysAgo(age),
        })
        .returning();
      pairs.push(m!);
    }
    // Captain 2 takes at most 3: at capacity.
    await t.app.db.update(users).set({ menteesLimit: 3 }).where(eq(users.id, captains[2]!));
    // Milestones of the running pairs: 2 done, 1 overdue, 2 open (one without a deadline).
    const ms = (mentoringId: number, deadline: Date | null, done: boolean) =>
      t.app.db
        .insert(milestones)
        .values({ mentoringId, milestoneName: 'M', deadline, completedAt: done ? new Date() : null });
    await ms(pairs[0]!.id, daysAgo(5), true);
    await ms(pairs[0]!.id, daysAgo(1), true);
    await ms(pairs[1]!.id, daysAgo(2), false);
    await ms(pairs[1]!.id, daysAgo(-5), false);
    await ms(pairs[2]!.id, null, false);
    // The 30-day pair spoke in the feed 20 days ago (still quiet); the 20-day pair chatted 2 days ago
    // (not quiet): a message and its conversation's last message time, as sending one records them.
    await t.app.db.execute(
      sql`insert into feed_comments (mentoring_id, owner_id, body, created_at) values (${pairs[0]!.id}, ${captains[2]!}, 'Hello', ${daysAgo(20).toISOString()})`,
    );
    const [low, high] = [captains[2]!, members[5]!].sort((x, y) => x - y);
    const pairKey = `direct:${low}:${high}`;
    const twoDaysAgo = daysAgo(2).toISOString();
    await t.app.db.execute(sql`
      with c as (insert into conversations (kind, pair_key, last_message_at) values ('direct', ${pairKey}, ${twoDaysAgo})
                 on conflict (pair_key) do update set last_message_at = excluded.last_message_at returning id)
      insert into chat_messages (conversation_id, sender_id, body, created_at)
      select id, ${members[5]!}, 'Update', ${twoDaysAgo} from c`);

    // Assess Yourself re-taken: member 7 moved 30 → 45, member 8 stayed at 40, member 9 took it once.
    const result = (userId: number, score: number, age: number) =>
      t.app.db.insert(assessmentResults).values({ userId, score, takenAt: daysAgo(age) });
    await result(members[7]!, 30, 40);
    await result(members[7]!, 45, 1);
    await result(members[8]!, 40, 30);
    await result(members[8]!, 40, 2);
    await result(members[9]!, 50, 3);

    const o = await overview();
    expect(o.assessment_moves.map((m) => [m.member.id, m.before, m.after])).toEqual([[members[7], 30, 45]]);
    expect(o.requests).toEqual({
      open: 2,
      median_wait_days: 4,
      longest_wait_days: 6,
      accepted: 3,
      declined: 1,
      acceptance_rate: 0.75,
    });
    expect(o.mentorings.active).toBe(3);
    expect(o.mentorings.gone_quiet.map((q) => q.mentoring_id)).toEqual([pairs[0]!.id]);
    expect(o.mentorings.gone_quiet[0]!.last_activity_at.slice(0, 10)).toBe(
      daysAgo(20).toISOString().slice(0, 10),
    );
    expect(o.milestones).toEqual({ done: 2, overdue: 1, open: 2 });
    expect(o.captains_at_capacity.map((c) => [c.id, c.active, c.limit])).toContainEqual([captains[2], 3, 3]);
    expect(o.signups.map((s) => s.week)).toEqual(lastWeeks(new Date()));
    const threeWeeksAgo = lastWeeks(daysAgo(21), 1)[0];
    expect(o.signups.find((s) => s.week === threeWeeksAgo)?.members).toBe(2);
    const total = o.signups.reduce((a, s) => a + s.members + s.captains, 0);
    expect(total).toBe(people.filter((p) => p.type === 'mentor' || p.type === 'mentee').length);
  });

  it('starts weeks on Monday, oldest first', () => {
    expect(lastWeeks(new Date('2026-11-25T12:00:00Z'), 3)).toEqual([
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
  });
});
