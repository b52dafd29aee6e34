import { and, eq, sql } from 'drizzle-orm';
import { chatWelcomeText } from '@keh/contracts';
import type { Db } from '../client';
import { chatMessages, conversationMembers, conversations } from '../schema';

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

/** [who speaks: 'a' or 'b', minutes ago, text] */
type Line = ['a' | 'b', number, string];

const CAPTAIN_AND_MEMBER: Line[] = [
  ['b', 60 * 24 * 9, 'Hi James, thank you for taking me on. Is there a good time for a call this week?'],
  ['a', 60 * 24 * 9 - 40, 'Hi Sarah, happy to help. Thursday at 10:00 works for me.'],
  ['b', 60 * 24 * 9 - 35, 'Perfect, Thursday it is.'],
  [
    'a',
    60 * 24 * 6,
    'Good call today. Send me the cash flow forecast when it is ready and I will go through it.',
  ],
  ['b', 60 * 24 * 4, 'Here is the first draft: I have assumed 120 cups a day from month three.'],
  ['a', 60 * 24 * 4 - 90, 'The numbers look sensible. Check the van insurance quote again, it looks low.'],
  ['b', 60 * 24 * 2, 'You were right, the insurance is nearly double. Updated the forecast.'],
  ['a', 60 * 24 * 2 - 20, 'Good. Next step: the pitch for the harbour market licence.'],
  ['b', 60 * 24, 'Draft pitch is in the plan. Could you read it before Friday?'],
  ['a', 90, 'Read it: strong opening. Lead with your Navy logistics experience, the council will like it.'],
  ['a', 85, 'And add the opening hours to the second page.'],
];

const MEMBER_AND_OTHER_CAPTAIN: Line[] = [
  [
    'a',
    60 * 24 * 3,
    'Hello Sarah, I saw your coffee business on the hub. Happy to share what I learned about markets.',
  ],
  ['b', 60 * 24 * 3 - 120, 'That would be great, thank you Lee.'],
  ['a', 60 * 5, 'The harbour market committee meets on the first Monday of the month, worth attending.'],
];

const CAPTAIN_AND_OTHER_MEMBER: Line[] = [
  ['b', 60 * 24 * 5, 'Hello James, could I ask you about haulage contracts for a small bakery?'],
  ['a', 60 * 24 * 5 - 30, 'Of course, what volumes are you looking at?'],
  ['b', 60 * 3, 'About 200 trays a week across three towns.'],
  ['b', 60 * 3 - 2, 'Is it worth running our own van at that size?'],
];

async function conversation(db: Db, kind: 'direct' | 'welcome', pairKey: string, memberIds: number[]) {
  const [c] = await db
    .insert(conversations)
    .values({ kind, pairKey, createdAt: ago(60 * 24 * 10) })
    .returning();
  await db.insert(conversationMembers).values(memberIds.map((userId) => ({ conversationId: c!.id, userId })));
  return c!.id;
}

/**
 * A direct conversation with history. Each member has read up to `readBy` messages from the end
 * (0: everything); unread messages count as already mailed, so the sweep does not mail the demo.
 */
async function direct(db: Db, a: number, b: number, lines: Line[], unreadFor: { b?: number; a?: number }) {
  const [low, high] = [a, b].sort((x, y) => x - y);
  const id = await conversation(db, 'direct', `direct:${low}:${high}`, [a, b]);
  const rows = await db
    .insert(chatMessages)
    .values(
      lines.map(([who, minutes, body]) => ({
        conversationId: id,
        senderId: who === 'a' ? a : b,
        body,
        createdAt: ago(minutes),
      })),
    )
    .returning({ id: chatMessages.id });
  const ids = rows.map((r) => r.id).sort((x, y) => x - y);
  const markOf = (unread = 0) => ids[ids.length - 1 - unread] ?? 0;
  for (const [userId, unread] of [
    [a, unreadFor.a],
    [b, unreadFor.b],
  ] as const)
    await db
      .update(conversationMembers)
      .set({ lastReadMessageId: markOf(unread), mailedAt: new Date() })
      .where(and(eq(conversationMembers.conversationId, id), eq(conversationMembers.userId, userId)));
  await db
    .update(conversations)
    .set({ lastMessageAt: sql`(select max(created_at) from chat_messages where conversation_id = ${id})` })
    .where(eq(conversations.id, id));
}

/**
 * Demo conversations: the demo pair's (two unread for the Member), the Member with another captain
 * (one unread), the captain with another Member (two unread), and both demo accounts' welcome.
 */
export async function seedDemoChat(
  db: Db,
  ids: {
    captain: { id: number; firstName: string };
    member: { id: number; firstName: string };
    otherCaptain: number;
    otherMember: number;
  },
) {
  for (const person of [ids.captain, ids.member]) {
    const id = await conversation(db, 'welcome', `welcome:${person.id}`, [person.id]);
    const [m] = await db
      .insert(chatMessages)
      .values({
        conversationId: id,
        senderId: null,
        body: chatWelcomeText(person.firstName),
        createdAt: ago(60 * 24 * 10),
      })
      .returning();
    await db
      .update(conversationMembers)
      .set({ lastReadMessageId: m!.id })
      .where(eq(conversationMembers.conversationId, id));
    await db.update(conversations).set({ lastMessageAt: m!.createdAt }).where(eq(conversations.id, id));
  }
  await direct(db, ids.captain.id, ids.member.id, CAPTAIN_AND_MEMBER, { b: 2 });
  await direct(db, ids.otherCaptain, ids.member.id, MEMBER_AND_OTHER_CAPTAIN, { b: 1 });
  await direct(db, ids.captain.id, ids.otherMember, CAPTAIN_AND_OTHER_MEMBER, { a: 2 });
}
