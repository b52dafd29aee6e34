import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, signIn } from '../support/app';
import { chatPair, say } from '../support/chat';
import { freshAccount } from '../support/matching';
import { api, me } from '../support/profile';
import { createStaff } from '../support/staff';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

async function shot(page: Page, name: string) {
  if (!process.env.SAFETY_SHOTS) return;
  await page.screenshot({ path: `/tmp/safety-shots/${name}.png`, fullPage: true });
}

/**
 * Report and block (issue 33): a Member reports a captain's chat message and blocks him; the
 * conversation becomes read-only history; a moderator hides the message from the Reports queue;
 * both of the pair then see "Removed by a moderator", and the Member can unblock from their settings.
 */
test('a member reports a chat message and blocks the sender; a moderator hides it', async ({
  page,
  browser,
  request,
}) => {
  const { captain, member, conversationId } = await chatPair(request);
  const captainName = (await me(request, captain.token)) as { first_name: string };
  const rude = `Send me your card number today ${Date.now()}`;
  await say(request, captain, conversationId, rude);

  // The Member reports the message from the conversation.
  await page.setViewportSize(DESKTOP);
  await signIn(page, member.email, member.password);
  await page.goto(`/chat/${conversationId}`);
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText(rude, { exact: true })).toBeVisible();
  await log.getByRole('button', { name: 'Report message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this message' });
  // "Other" needs a text.
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please tell us what is wrong.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Harassment' }).check();
  await dialog.getByLabel('Tell us more').fill('He asks for my card number.');
  await shot(page, 'report-dialog-1440');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. Our moderators will look at your report.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Then blocks him from the chat header, after a confirmation that says what blocking does.
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Block ${captainName.first_name}?` });
  await expect(confirm.getByText('your conversation stays as read-only history;')).toBeVisible();
  await shot(page, 'block-confirm-1440');
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText(`${captainName.first_name} is blocked`)).toBeVisible();
  await expect(page.getByText(/You can no longer message each other/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Type a message' })).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Blocked/ }),
  ).toHaveCount(1);
  await expect(log.getByText(rude, { exact: true })).toBeVisible();
  await shot(page, 'blocked-conversation-1440');
  // Neither can write: the captain's send is refused by the server too.
  const refused = await request.post(`/api/conversations/${conversationId}`, {
    headers: { authorization: `Bearer ${captain.token}` },
    data: { body: 'Hello?' },
  });
  expect(refused.status()).toBe(422);

  // A moderator (a third person) finds the report with the message as it was, and hides it.
  const moderator = await createStaff(request, 'moderator');
  const staffContext = await browser.newContext({ viewport: DESKTOP });
  const staff = await staffContext.newPage();
  await signIn(staff, moderator.email, moderator.password);
  await staff
    .getByRole('link', { name: /^Reports/ })
    .first()
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const item = staff.getByRole('list', { name: 'Reports' }).getByRole('listitem').filter({ hasText: rude });
  await expect(item).toContainText('Harassment');
  await expect(item).toContainText('He asks for my card number.');
  await shot(staff, 'reports-queue-1440');
  await item.getByRole('button', { name: 'Hide content' }).click();
  await expect(staff.getByText('Content hidden', { exact: true }).first()).toBeVisible();
  await expect(staff.getByRole('list', { name: 'Reports' }).getByText(rude)).toHaveCount(0);
  // Staff still see it among the decided reports.
  await staff.getByText('Decided', { exact: true }).click();
  await expect(staff.getByRole('list', { name: 'Reports' }).getByText(rude)).toBeVisible();

  // Readers now see the placeholder, never the text.
  await page.reload();
  await expect(log.getByText('Removed by a moderator')).toBeVisible();
  await expect(log.getByText(rude)).toHaveCount(0);
  const thread = await api<{ messages: { body: string }[] }>(
    request,
    captain.token,
    'GET',
    `conversations/${conversationId}`,
  );
  expect(thread.messages.map((m) => m.body)).not.toContain(rude);

  // At 375 px: the queue and the read-only conversation fit; the Member unblocks from Settings.
  await staff.setViewportSize(PHONE);
  await shot(staff, 'reports-decided-375');
  await page.setViewportSize(PHONE);
  await page.goto(`/chat/${conversationId}`);
  await expect(page.getByText(/You can no longer message each other/)).toBeVisible();
  await shot(page, 'blocked-conversation-375');
  await page.goto('/my/settings');
  const blocked = page.getByRole('list', { name: 'Blocked people' });
  await expect(blocked).toContainText(captainName.first_name);
  await shot(page, 'blocked-people-375');
  await blocked.getByRole('button', { name: /^Unblock / }).click();
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
  await page.goto(`/chat/${conversationId}`);
  await expect(page.getByRole('textbox', { name: 'Type a message' })).toBeVisible();
  await staffContext.close();
});

/** On a phone: "Report" and "Block" on a captain's profile, and "Report" on an article. */
test('a member reports and blocks a captain from his profile, and reports an article', async ({
  page,
  request,
}) => {
  const captain = await freshAccount(request, 'mentor');
  const member = await freshAccount(request, 'mentee');
  await page.setViewportSize(PHONE);
  await signIn(page, member.email, member.password);

  // An article someone else wrote: "Report" under it.
  const [article] = await api<{ id: number; title: string }[]>(
    request,
    member.token,
    'GET',
    'articles?limit=1',
  );
  await page.goto(`/post/${article!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: article!.title })).toBeVisible();
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const articleDialog = page.getByRole('dialog', { name: 'Report this article' });
  await articleDialog.getByRole('radio', { name: 'Misleading' }).check();
  await articleDialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. Our moderators will look at your report.')).toBeVisible();

  // The captain's profile: Report and Block beside his actions.
  await page.goto(`/mentor/${captain.id}`);
  const actions = page.getByRole('group', { name: 'Report or block' });
  await expect(actions).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'profile-actions-375');
  await actions.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this person' });
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await shot(page, 'report-person-375');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();

  await actions.getByRole('button', { name: 'Block' }).click();
  await page
    .getByRole('dialog', { name: /^Block / })
    .getByRole('button', { name: 'Block' })
    .click();
  await expect(page.getByText(/is blocked$/)).toBeVisible();
  // The profile is gone for the Member, as a missing one; so is the captain from matching.
  await page.goto(`/mentor/${captain.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const blocks = await api<{ id: number }[]>(request, member.token, 'GET', 'blocks');
  expect(blocks.map((b) => b.id)).toEqual([captain.id]);
});
