import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { freshAccount, type Account } from './matching';
import { api } from './profile';

interface Conversation {
  id: number;
}

/** A fresh captain and Member with a conversation the Member started (API). */
export async function chatPair(request: APIRequestContext) {
  const captain = await freshAccount(request, 'mentor');
  const member = await freshAccount(request, 'mentee');
  const { id } = await api<Conversation>(request, member.token, 'POST', 'conversations', {
    member_id: captain.id,
  });
  return { captain, member, conversationId: id };
}

/** Sends a message through the API as `from`. */
export async function say(request: APIRequestContext, from: Account, conversationId: number, body: string) {
  await api(request, from.token, 'POST', `conversations/${conversationId}`, { body });
}

/** The header's chat toggle shows this total. */
export const expectHeaderUnread = (page: Page, count: number) =>
  expect(page.getByRole('link', { name: `Chats, ${count} unread`, exact: true })).toBeVisible();

/** The unread total the server counts for someone (GET conversations marks nothing read). */
export async function serverUnread(request: APIRequestContext, account: Account): Promise<number> {
  const list = await api<{ unread_messages_count: number }[]>(request, account.token, 'GET', 'conversations');
  return list.reduce((sum, c) => sum + c.unread_messages_count, 0);
}

/** A row of the chat list by the other person's name (its accessible name is its text, name first). */
export const chatRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(`^${name}\\b`) });

/** A row of the chat list whose badge says `count` unread (its name ends so). */
export const unreadChatRow = (page: Page, name: string, count: number) =>
  page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(`^${name}\\b.*, ${count} unread$`) });

export async function shot(page: Page, name: string) {
  if (!process.env.CHAT_SHOTS) return;
  await page.screenshot({ path: `/tmp/chat-shots/${name}.png` });
}
