import { expect, test } from '@playwright/test';
import { lastMailId, signIn, waitForMail } from '../support/app';
import { signedInPage } from '../support/matching';
import { api } from '../support/profile';
import { createStaff } from '../support/staff';
import { freshPair } from '../support/workspace';

interface OutboxMessage {
  id: number;
  subject: string;
  html: string;
}
const FEED_MAIL = /wrote in your mentoring feed$/;

/**
 * Notifications (issue 16): a Member turns feed notifications off in their settings and the
 * captain's comments stop reaching them; on again, they come back; the link at the foot of the
 * mail turns them off in one click, without a session.
 */
test('a Member turns feed e-mails off and on in Settings, and off again from the link in a mail', async ({
  browser,
  request,
}) => {
  const { captain, member } = await freshPair(request);
  const page = await signedInPage(browser, member);
  const mentoring = await api<{ id: number }>(
    request,
    captain.token,
    'GET',
    `mentor/mentees/${member.id}/mentoring`,
  );
  const comment = (body: string) =>
    api(request, captain.token, 'POST', `mentor/mentoring/${mentoring.id}/feed`, { body });
  const feedMails = async (afterId: number) => {
    const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(member.email)}`);
    const { data } = (await res.json()) as { data: OutboxMessage[] };
    return data.filter((m) => m.id > afterId && FEED_MAIL.test(m.subject));
  };

  // Off in My Details (a Member's e-mail settings).
  await page.goto('/my/details');
  const settings = page.getByRole('region', { name: 'Email notifications' });
  await settings.getByLabel('Feed notifications').uncheck();
  await expect(settings.getByText('Saved')).toBeVisible();
  const before = await lastMailId(request, member.email);
  await comment('Are you free on Thursday?');
  // A system mail sent after the comment marks the moment the comment's mail would have left.
  await api(request, captain.token, 'POST', `mentor/mentoring/${mentoring.id}/milestones`, {
    milestone_name: 'Open a business bank account',
    tasks: JSON.stringify(['Compare three banks']),
  });
  await waitForMail(request, member.email, before);
  expect(await feedMails(before)).toEqual([]);

  // On again: the next comment mails at once.
  await page.reload();
  await settings.getByLabel('Feed notifications').check();
  await expect(settings.getByText('Saved')).toBeVisible();
  const on = await lastMailId(request, member.email);
  await comment('Thursday at ten works for me.');
  await expect.poll(async () => (await feedMails(on)).length, { timeout: 15_000 }).toBe(1);
  const mail = (await feedMails(on))[0]!;
  expect(mail.html).toContain('Thursday at ten works for me.');

  // The mail's own link: one click turns feed e-mails off, no sign-in needed.
  const unsubscribe = /href="([^"]*\/unsubscribe\?[^"]+)"/.exec(mail.html)![1]!.replace(/&amp;/g, '&');
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(new URL(unsubscribe).pathname + new URL(unsubscribe).search);
  await expect(stranger.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(stranger.getByText('Stop receiving feed notifications by e-mail?')).toBeVisible();
  await stranger.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(stranger.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(
    stranger.getByText(`We will no longer send feed notifications to ${member.email}.`),
  ).toBeVisible();
  await stranger.screenshot({ path: test.info().outputPath('unsubscribed.png') });
  await stranger.context().close();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Email notifications' }).getByLabel('Feed notifications'),
  ).not.toBeChecked();
  await page.context().close();
});

test('an admin sees the mail page: no failed mails, and sends the weekly digest on demand', async ({
  browser,
  request,
}) => {
  const admin = await createStaff(request, 'admin');
  const page = await (await browser.newContext()).newPage();
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  await expect(page.getByText('No failed mails')).toBeVisible();
  // One click asks first, saying how many people it will reach (issue 28; the exact count is
  // checked in trusted-on-a-phone.spec.ts).
  await page.getByRole('button', { name: 'Send the digest now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the weekly digest now?' });
  await expect(dialog.locator('strong', { hasText: /^[\d,]+ people$/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-digest-confirm.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Weekly digest started')).toBeHidden();
  await page.getByRole('button', { name: 'Send the digest now' }).click();
  await dialog.getByRole('button', { name: /^Send to [\d,]+ people$/ }).click();
  await expect(page.getByText('Weekly digest started')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-mail.png') });
  await page.context().close();
});
