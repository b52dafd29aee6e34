import { expect, test } from '@playwright/test';
import { signIn } from '../support/app';
import {
  chatPair,
  chatRow,
  expectHeaderUnread,
  say,
  serverUnread,
  shot,
  unreadChatRow,
} from '../support/chat';
import { freshAccount, signedInPage } from '../support/matching';
import { freshPair } from '../support/workspace';

const DESKTOP = { width: 1440, height: 900 };

test.describe('chat', () => {
  test('a message sent by one appears live for the other; unread badges move and clear', async ({
    page,
    browser,
    request,
  }) => {
    const captain = await freshAccount(request, 'mentor');
    const member = await freshAccount(request, 'mentee');

    // The captain waits on the chat list, side by side with an empty pane.
    const captainPage = await signedInPage(browser, captain, DESKTOP);
    await captainPage.goto('/chats');
    await expect(captainPage.getByRole('heading', { level: 1, name: 'Chat list' })).toBeVisible();
    await expect(captainPage.getByText('Select a conversation to read it here.')).toBeVisible();
    const before = await serverUnread(request, captain);
    await expectHeaderUnread(captainPage, before);

    // The Member asks a question from the captain's profile: the conversation opens.
    await page.setViewportSize(DESKTOP);
    await signIn(page, member.email, member.password);
    await page.goto(`/mentor/${captain.id}`);
    await page.getByRole('button', { name: 'Ask a question' }).click();
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    await expect(page.getByText('Chat is still empty')).toBeVisible();
    const conversationUrl = page.url();

    // Plain text stays plain text: markup is shown, never run.
    const hello = 'Hello <b>captain</b>, may I ask about cash flow?';
    await page.getByRole('textbox', { name: 'Type a message' }).fill(hello);
    await page.getByRole('button', { name: 'Send' }).click();
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.getByText(hello, { exact: true })).toBeVisible();
    await expect(log.getByLabel('Sending')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Type a message' })).toHaveValue('');

    // Live for the captain: the conversation joins the list with one unread; the header counts it.
    await expect(unreadChatRow(captainPage, 'Robin Ashworth', 1)).toBeVisible();
    await expect(chatRow(captainPage, 'Robin Ashworth').getByTestId('unread-badge')).toHaveText('1');
    // The Member is online (the 'online' channel): a dot on their avatar.
    await expect(chatRow(captainPage, 'Robin Ashworth').getByTestId('online')).toHaveCount(1);
    await expectHeaderUnread(captainPage, before + 1);
    await expect(captainPage.getByText(hello, { exact: true })).toBeVisible();
    await shot(captainPage, 'captain-unread-1440');

    // Opening it clears both, and a reply reaches the Member's open conversation live.
    await chatRow(captainPage, 'Robin Ashworth').click();
    await expect(captainPage).toHaveURL(new RegExp(`${new URL(conversationUrl).pathname}$`));
    const captainLog = captainPage.getByRole('log', { name: 'Messages' });
    await expect(captainLog.getByText(hello, { exact: true })).toBeVisible();
    await expect(chatRow(captainPage, 'Robin Ashworth')).not.toHaveAccessibleName(/unread$/);
    await expectHeaderUnread(captainPage, before);
    // Side by side above 1250 px: the list and the conversation together.
    await expect(captainPage.getByRole('heading', { level: 1, name: 'Chat list' })).toBeVisible();
    await expect(captainPage.getByRole('heading', { level: 2, name: 'Robin Ashworth' })).toBeVisible();

    const memberBefore = await serverUnread(request, member);
    await expectHeaderUnread(page, memberBefore);
    await captainPage.getByRole('textbox', { name: 'Type a message' }).fill('Of course. Ask away.');
    await captainPage.getByRole('button', { name: 'Send' }).click();
    await expect(log.getByText('Of course. Ask away.', { exact: true })).toBeVisible();
    // Read in the open conversation: no unread for the Member, and the server agrees after a reload.
    await expectHeaderUnread(page, memberBefore);
    await shot(captainPage, 'captain-side-by-side-1440');
    await shot(page, 'member-conversation-1440');
    await page.reload();
    await expect(log.getByText('Of course. Ask away.', { exact: true })).toBeVisible();
    await expectHeaderUnread(page, memberBefore);

    // Away from the conversation, the next message raises the Member's counters.
    await page.getByRole('button', { name: 'Back to chat list' }).click();
    await expect(page).toHaveURL(/\/chats$/);
    await captainPage.getByRole('textbox', { name: 'Type a message' }).fill('Are you still there?');
    await captainPage.getByRole('button', { name: 'Send' }).click();
    await expect(unreadChatRow(page, 'Robin Ashworth', 1)).toBeVisible();
    await expectHeaderUnread(page, memberBefore + 1);
    await captainPage.context().close();
  });

  test('older messages load at the top; search counts, jumps and highlights', async ({ page, request }) => {
    const { captain, member, conversationId } = await chatPair(request);
    for (let i = 1; i <= 14; i += 1) {
      await say(
        request,
        i % 2 ? member : captain,
        conversationId,
        `Message number ${i}${i === 2 ? ' budget' : ''}`,
      );
    }
    await say(request, member, conversationId, 'The budget is ready');
    await page.setViewportSize(DESKTOP);
    await signIn(page, captain.email, captain.password);
    await page.goto(`/chat/${conversationId}`);
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.getByText('The budget is ready')).toBeVisible();
    // Scrolling to the top brings the older pages (offset = the messages held).
    await expect(async () => {
      await log.evaluate((el) => el.scrollTo(0, 0));
      await expect(log.getByText('Message number 1', { exact: true })).toBeAttached({ timeout: 1000 });
    }).toPass();
    await expect(log.getByRole('button', { name: 'Load older messages' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Search in this chat' }).click();
    await page.getByRole('textbox', { name: 'Search messages' }).fill('budget');
    await expect(page.getByTestId('search-count')).toHaveText('2/2');
    await expect(log.locator('mark')).toHaveCount(2);
    await expect(log.locator('[data-flash]')).toContainText('The budget is ready');
    await page.getByRole('button', { name: 'Previous match' }).click();
    await expect(page.getByTestId('search-count')).toHaveText('1/2');
    await expect(log.locator('[data-flash]')).toContainText('Message number 2 budget');
    await expect(log.locator('[data-flash]')).toBeInViewport();
    await shot(page, 'search-1440');
    // The highlight of the jump lasts a second.
    await expect(log.locator('[data-flash]')).toHaveCount(0, { timeout: 3000 });

    // Chat-wide search (GET conversations/search): the messages found, each opening its conversation.
    await page.getByRole('button', { name: 'Search chats' }).click();
    await page.getByRole('textbox', { name: 'Search chats' }).fill('budget');
    const found = page.getByRole('region', { name: 'Messages found' });
    await expect(found.getByRole('link')).toHaveCount(2);
    await expect(found.getByRole('link', { name: /The budget is ready/ })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search chats' }).fill('zebracrossing');
    await expect(found.getByText('Sorry, we couldn\'t find any matches for "zebracrossing"')).toBeVisible();
  });

  test('on a phone the conversation is its own page @mobile', async ({ page, request }) => {
    const { captain, member, conversationId } = await chatPair(request);
    await say(request, captain, conversationId, 'Welcome aboard, ask me anything.');
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, member.email, member.password);
    await page.goto('/chats');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat list' })).toBeVisible();
    await expect(unreadChatRow(page, 'Robin Ashworth', 1)).toBeVisible();
    await shot(page, 'list-375');
    await chatRow(page, 'Robin Ashworth').click();
    await expect(page).toHaveURL(new RegExp(`/chat/${conversationId}$`));
    await expect(page.getByText('Welcome aboard, ask me anything.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Chat list' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Type a message' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await shot(page, 'conversation-375');
    await page.getByRole('button', { name: 'Back to chat list' }).click();
    await expect(page).toHaveURL(/\/chats$/);
    await expect(chatRow(page, 'Robin Ashworth')).not.toHaveAccessibleName(/unread$/);
  });

  test('a captain messages a member from My Members; opening it again reuses the conversation', async ({
    page,
    request,
  }) => {
    const { captain } = await freshPair(request);
    await page.setViewportSize(DESKTOP);
    await signIn(page, captain.email, captain.password);
    await page.goto('/my/mentoring');
    await page.getByRole('button', { name: 'Send a message' }).click();
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    const first = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 2, name: 'Robin Ashworth' })).toBeVisible();
    await expect(page.getByText('Chat is still empty')).toBeVisible();
    await page.goto('/my/mentoring');
    await page.getByRole('button', { name: 'Send a message' }).click();
    await expect(page).toHaveURL(new RegExp(`${first}$`));
    await expect(chatRow(page, 'Robin Ashworth')).toHaveCount(1);
  });
});
