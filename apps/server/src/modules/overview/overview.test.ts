import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OVERVIEW_LIST_ROWS, type ProgrammeOverview } from '@keh/contracts';
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

  it('sends the first rows of each list with its whole count, and each whole list on its own call', async () => {
    // 55 more captains at capacity, each with one Member of a month-old pair that never spoke: 55
    // more pairs gone quiet and without a session, and 55 Members whose assessment moved (up for 40).
    const made = await t.app.db
      .insert(users)
      .values(
        Array.from({ length: 110 }, (_, i) => ({
          type: i < 55 ? ('mentor' as const) : ('mentee' as const),
          email: `list-${i}@example.com`,
          passwordHash: 'not-a-hash',
          firstName: `List${String(i).padStart(3, '0')}`,
          lastName: 'Person',
          status: 'active' as const,
          menteesLimit: i < 55 ? 1 : null,
        })),
      )
      .returning({ id: users.id });
    const ids = made.map((u) => u.id);
    for (let i = 0; i < 55; i++) {
      const [r] = await t.app.db
        .insert(mentoringRequests)
        .values({ menteeId: ids[55 + i]!, mentorId: ids[i]!, status: 'accepted', createdAt: daysAgo(31) })
        .returning();
      await t.app.db.insert(mentorings).values({
        mentorId: ids[i]!,
        menteeId: ids[55 + i]!,
        requestId: r!.id,
        mentoringName: 'Listed',
        createdAt: daysAgo(30),
      });
      await t.app.db.insert(assessmentResults).values([
        { userId: ids[55 + i]!, score: 30, takenAt: daysAgo(20) },
        { userId: ids[55 + i]!, score: i < 40 ? 35 : 25, takenAt: daysAgo(1) },
      ]);
    }

    const o = await overview();
    const lists = [
      [o.mentorings.gone_quiet, o.mentorings.gone_quiet_total, 'gone-quiet'],
      [o.captains_at_capacity, o.captains_at_capacity_total, 'captains-at-capacity'],
      [o.assessment_moves, o.assessment_moves_total, 'assessment-moves'],
    ] as const;
    for (const [rows, total, path] of lists) {
      expect(total).toBeGreaterThanOrEqual(55);
      expect(rows).toHaveLength(OVERVIEW_LIST_ROWS);
      const whole = await call(t.app, { method: 'GET', url: `/api/admin/overview/${path}`, token: admin });
      expect(whole.status).toBe(200);
      const all = whole.body.data as unknown[];
      expect(all).toHaveLength(total);
      // The overview's rows are the whole list's first ones, in the same order.
      expect(all.slice(0, OVERVIEW_LIST_ROWS)).toEqual(rows);
    }
    expect(o.sessions.pairs_without_session_30d).toHaveLength(OVERVIEW_LIST_ROWS);
    expect(o.sessions.pairs_without_session_30d_total).toBeGreaterThanOrEqual(55);
    const moves = (
      await call(t.app, { method: 'GET', url: '/api/admin/overview/assessment-moves', token: admin })
    ).body.data as ProgrammeOverview['assessment_moves'];
    expect(o.assessment_moves_up).toBe(moves.filter((m) => m.after > m.before).length);
    expect(o.assessment_moves_up).toBeGreaterThanOrEqual(40);
    // By name: the 55 made here (one last name, numbered first names) come in their order.
    const captains = (
      (await call(t.app, { method: 'GET', url: '/api/admin/overview/captains-at-capacity', token: admin }))
        .body.data as { id: number }[]
    ).map((c) => c.id);
    expect(captains.filter((id) => ids.slice(0, 55).includes(id))).toEqual(ids.slice(0, 55));

    // The whole lists are the admins' only.
    const moderator = await signIn(t.app, 'moderator@example.com');
    for (const [, , path] of lists) {
      const url = `/api/admin/overview/${path}`;
      expect((await call(t.app, { method: 'GET', url })).status).toBe(401);
      expect((await call(t.app, { method: 'GET', url, token: moderator })).status).toBe(403);
    }
  });

  it('starts weeks on Monday, oldest first', () => {
    expect(lastWeeks(new Date('2026-11-25T12:00:00Z'), 3)).toEqual([
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
  });
});
