import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { call, lastMail, signIn, useTestApp } from '../../test/app';
import { menteeFields, register, verifyEmail } from '../../test/fixtures';
import { conversationWith, idOf } from '../../test/sockets';
import { chatService } from './chat.service';

// Who waits for an unread-message mail, as the triggers keep it on the member rows (decision 0045).

const t = useTestApp();

let mentor: string; // James Whitfield
let mentorId: number;

const send = (token: string, id: number, body: string) =>
  call(t.app, { method: 'POST', url: `/api/conversations/${id}`, token, payload: { body } });
const page = (token: string, id: number) =>
  call(t.app, { method: 'GET', url: `/api/conversations/${id}`, token });

interface Wait {
  user_id: number;
  unread_since: string | null;
  unread_upto: number;
  last_read_message_id: number;
}
/** Each member's wait in a conversation, by user id. */
const waits = async (conversationId: number) =>
  new Map(
    (
      await rowsOf<Wait>(
        t.app.db,
        sql`select user_id, unread_since::text, unread_upto, last_read_message_id
          from conversation_members where conversation_id = ${conversationId}`,
      )
    ).map((w) => [w.user_id, w]),
  );

/** A new Member, signed up through the API: their token and id. */
async function member(email: string) {
  await verifyEmail(t.app, email);
  const reg = await register(t.app, 'mentee', { ...menteeFields(email), first_name: 'Nia' });
  return { token: reg.body.data.token as string, id: await idOf(t.app, email) };
}

beforeAll(async () => {
  mentor = await signIn(t.app, 'mentor@example.com');
  mentorId = await idOf(t.app, 'mentor@example.com');
  await chatService(t.app).sweepUnreadMail(0); // what the demo data left unread
});

describe('Who waits for an unread-message mail', () => {
  it('is stamped by a message from someone else and cleared by reading it or by the mail', async () => {
    const chat = chatService(t.app);
    const nia = await member('nia.waits@example.com');
    const c = await conversationWith(t.app, mentor, nia.id);
    expect((await waits(c.id)).get(nia.id)?.unread_since).toBeNull();

    const first = (await send(mentor, c.id, 'Hello Nia')).body.data as { id: number };
    await send(mentor, c.id, 'Are you free on Monday?');
    let w = await waits(c.id);
    expect(w.get(nia.id)).toMatchObject({ unread_since: expect.any(String) });
    expect(w.get(nia.id)!.unread_upto).toBeGreaterThan(first.id);
    const since = w.get(nia.id)!.unread_since;
    expect(w.get(mentorId)?.unread_since).toBeNull(); // their own messages make nobody wait on them

    await page(nia.token, c.id); // reading the newest page clears it
    w = await waits(c.id);
    expect(w.get(nia.id)).toMatchObject({
      unread_since: null,
      last_read_message_id: w.get(nia.id)!.unread_upto,
    });

    await send(mentor, c.id, 'Monday 10:00?'); // a new wait, from the new message
    expect((await waits(c.id)).get(nia.id)!.unread_since! > since!).toBe(true);
    expect(await chat.sweepUnreadMail(0)).toBe(1);
    expect((await lastMail(t.app, 'nia.waits@example.com'))?.text).toContain(`/chat/${c.id}`);
    expect((await waits(c.id)).get(nia.id)?.unread_since).toBeNull(); // mailed: no longer waiting
    expect(await chat.sweepUnreadMail(0)).toBe(0);

    await send(nia.token, c.id, 'Yes, 10:00 suits me'); // answering reads the conversation too
    expect((await waits(c.id)).get(nia.id)?.unread_since).toBeNull();
    expect((await waits(c.id)).get(mentorId)?.unread_since).not.toBeNull();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'stays when a read mark computed before a message committed lands after it (PostgreSQL)',
    async () => {
      await chatService(t.app).sweepUnreadMail(0); // what the test above left waiting
      const nia = await member('nia.race@example.com');
      const c = await conversationWith(t.app, mentor, nia.id);
      await send(mentor, c.id, 'First');
      let reading: ReturnType<typeof page> | undefined;
      await t.app.db.transaction(async (tx) => {
        // A message whose row lock the reader's mark waits on, committed after the mark read the
        // newest message it could see.
        await tx.execute(
          sql`insert into chat_messages (conversation_id, sender_id, body) values (${c.id}, ${mentorId}, 'Second')`,
        );
        reading = page(nia.token, c.id);
        await new Promise((r) => setTimeout(r, 300));
      });
      expect((await reading!).status).toBe(200);
      const w = (await waits(c.id)).get(nia.id)!;
      expect(w.last_read_message_id).toBeLessThan(w.unread_upto); // the second is still unread
      expect(w.unread_since).not.toBeNull();
      expect(await chatService(t.app).sweepUnreadMail(0)).toBe(1);
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'lets two people write at once in one conversation, again and again, without a failure (PostgreSQL)',
    async () => {
      const nia = await member('nia.both@example.com');
      const c = await conversationWith(t.app, mentor, nia.id);
      // Each send locks the conversation's row, then (its trigger) both member rows: a sender's
      // mark taken before the conversation's row deadlocked with the other's stamp.
      const rounds = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          Promise.all([send(mentor, c.id, `Captain ${i}`), send(nia.token, c.id, `Member ${i}`)]),
        ),
      );
      expect(rounds.flat().map((r) => r.status)).toEqual(Array(24).fill(200));
      const w = await waits(c.id);
      const newest = Math.max(w.get(nia.id)!.unread_upto, w.get(mentorId)!.unread_upto);
      // Whoever wrote last has read everything; the other waits for that message.
      expect([w.get(nia.id)!.last_read_message_id, w.get(mentorId)!.last_read_message_id]).toContain(newest);
    },
  );
});
