import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventMembers, events } from '../db/schema';
import { openTestDatabase } from '../test/database';

type Database = Awaited<ReturnType<typeof openTestDatabase>>;
import { CALLERS, VIEWERS, insertCallers, type Caller } from '../test/policy-callers';
import { canEditEvent, canReadEvent, readableEventSql, type EventFacts } from './events';
import type { Viewer } from './viewer';

const v = VIEWERS;
const publicEvent: EventFacts = { isPrivate: false, ownerId: v.captain!.id, memberIds: [] };
const privateEvent: EventFacts = { isPrivate: true, ownerId: v.captain!.id, memberIds: [v.member!.id] };

describe('events policies over the seven callers', () => {
  const table: [Caller, { readPublic: boolean; readPrivate: boolean; edit: boolean }][] = [
    ['guest', { readPublic: false, readPrivate: false, edit: false }],
    ['member', { readPublic: true, readPrivate: true, edit: false }],
    ['otherMember', { readPublic: true, readPrivate: false, edit: false }],
    ['captain', { readPublic: true, readPrivate: true, edit: true }],
    ['otherCaptain', { readPublic: true, readPrivate: false, edit: false }],
    ['moderator', { readPublic: true, readPrivate: false, edit: false }],
    ['admin', { readPublic: true, readPrivate: false, edit: false }],
  ];
  it.each(table)('%s', (caller, want) => {
    expect(canReadEvent(v[caller], publicEvent)).toBe(want.readPublic);
    expect(canReadEvent(v[caller], privateEvent)).toBe(want.readPrivate);
    expect(canEditEvent(v[caller], privateEvent)).toBe(want.edit);
    expect(canEditEvent(v[caller], publicEvent)).toBe(want.edit);
  });
  it('covers every caller', () => expect(table.map(([c]) => c)).toEqual([...CALLERS]));
});

describe('canReadEvent and readableEventSql agree', () => {
  let database: Database;
  let callers: Record<Caller, Viewer>;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    callers = await insertCallers(database.db);
  });
  afterAll(() => database.close());

  it('for every caller on every kind of event', async () => {
    const db = database.db;
    const at = new Date('2027-05-12T08:00:00Z');
    const owners = [callers.captain!.id, callers.otherCaptain!.id];
    const memberSets = [
      [],
      [callers.member!.id],
      [callers.otherMember!.id],
      [callers.member!.id, callers.otherMember!.id],
    ];
    const fixtures: EventFacts[] = owners.flatMap((ownerId) =>
      [false, true].flatMap((isPrivate) =>
        memberSets.map((memberIds) => ({ ownerId, isPrivate, memberIds })),
      ),
    );
    const ids: number[] = [];
    for (const f of fixtures) {
      const [row] = await db
        .insert(events)
        .values({
          ownerId: f.ownerId,
          isPrivate: f.isPrivate,
          title: 't',
          description: 'd',
          address: 'a',
          startsAt: at,
          endsAt: at,
        })
        .returning({ id: events.id });
      ids.push(row!.id);
      if (f.memberIds.length)
        await db.insert(eventMembers).values(f.memberIds.map((memberId) => ({ eventId: row!.id, memberId })));
    }
    let seen = 0;
    for (const caller of CALLERS) {
      const viewer = callers[caller];
      const rows = await db
        .select({ id: events.id, ok: sql<boolean>`${readableEventSql(viewer)}` })
        .from(events);
      const fromSql = ids.map((id) => rows.find((r) => r.id === id)!.ok);
      expect(fromSql, caller).toEqual(fixtures.map((f) => canReadEvent(viewer, f)));
      seen += fromSql.filter(Boolean).length;
    }
    // Both answers are exercised.
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(CALLERS.length * fixtures.length);
  });
});
