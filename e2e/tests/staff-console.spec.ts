import { expect, test } from '@playwright/test';
import { createAccount, lastMailId, signIn, typeCode, waitForCode } from '../support/app';
import { uniqueWord, writeArticle } from '../support/articles';
import { freshAccount, signedInPage } from '../support/matching';
import { apiSignIn } from '../support/profile';
import { createStaff } from '../support/staff';

const SUSPENDED = 'Your account has been suspended. Please contact us at hello@knowledge-exchange-hub.org.';

/** The 19 Assess Yourself answers, as the questionnaire sends them. */
const answers = JSON.stringify(
  Array.from({ length: 19 }, (_, i) => ({ question_id: i + 1, answer: (i % 3) + 1, explanation: '' })),
);

test('the admin approves a questionnaire change, reads the answers, suspends a member who then cannot sign in, reactivates them, and reads it all in the audit log', async ({
  browser,
  page,
  request,
}) => {
  const member = await createAccount(request, 'mentee');
  const token = await apiSignIn(request, member.email, member.password);
  const headers = { Authorization: `Bearer ${token}` };
  const answered = await request.post('/api/mentee/profile/survey/update', {
    headers,
    multipart: { assess: answers },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  const asked = await request.post('/api/mentee/profile/survey/request-change', { headers });
  expect(((await asked.json()) as { data: { status: string } }).data.status).toBe('pending');

  // Approve the change request, as an admin of this journey's own.
  const staff = await createStaff(request, 'admin');
  await signIn(page, staff.email, staff.password);
  // The header leads an admin into the console, which opens on the programme overview.
  await page.getByRole('banner').getByRole('link', { name: 'Staff console' }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: /^Questionnaire changes/ })
    .click();
  const requests = page.getByRole('list', { name: 'Questionnaire change requests' });
  const row = requests.getByRole('listitem').filter({ hasText: member.email });
  await row.getByRole('button', { name: /^Approve the change for/ }).click();
  await page
    .getByRole('dialog', { name: 'Approve the questionnaire change' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(row).toHaveCount(0);
  // The member may answer again now.
  const status = await request.get('/api/mentee/profile/survey/request-change', { headers });
  expect(((await status.json()) as { data: { status: string } }).data.status).toBe('approved');
  expect(
    (
      await request.post('/api/mentee/profile/survey/update', { headers, multipart: { assess: answers } })
    ).status(),
  ).toBe(200);

  // Suspend them from People.
  await page.goto('/admin/people');
  await page.getByRole('searchbox', { name: 'Search' }).fill(member.email);
  // Opened at once, before the search is written to the URL: the page must stay on the person.
  await page.getByText(member.email).first().click();
  await expect(page).toHaveURL(/\/admin\/people\/\d+/);

  // Their answers open from the console without a second sign-in, on the spec's preview page.
  await page.getByRole('link', { name: 'Read the answers' }).click();
  await expect(page).toHaveURL(/\/preview-admin\/mentee\/\d+\/survey$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Robin Ashworth: questionnaire' })).toBeVisible();
  await expect(page.getByText(/^19 \/ 19 answered/)).toBeVisible();
  // A link made here (a preview token for this Member, 15 minutes) opens the same answers with no
  // session at all; a session token in the link opens nothing.
  await page.getByRole('button', { name: 'Share a 15-minute link' }).click();
  const link = await page.getByLabel('Preview link (view only, works for 15 minutes)').inputValue();
  expect(link).toMatch(/\/preview-admin\/mentee\/\d+\/survey\?token=/);
  const adminToken = await page.evaluate(() => localStorage.getItem('keh.token'));
  expect(link).not.toContain(adminToken!);
  const linkPage = await (await browser.newContext()).newPage();
  await linkPage.goto(link);
  await expect(
    linkPage.getByRole('heading', { level: 1, name: 'Robin Ashworth: questionnaire' }),
  ).toBeVisible();
  await expect(linkPage.getByText(/^19 \/ 19 answered/)).toBeVisible();
  await linkPage.goto(`${new URL(page.url()).pathname}?token=${adminToken}`);
  await expect(linkPage.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
  await linkPage.goto(`${new URL(page.url()).pathname}?token=${token}`);
  await expect(linkPage.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
  await linkPage.context().close();
  await page.getByRole('link', { name: 'Back to Robin Ashworth' }).click();
  await expect(page).toHaveURL(/\/admin\/people\/\d+$/);
  await page.getByRole('button', { name: 'Suspend account' }).click();
  const suspend = page.getByRole('dialog');
  await suspend.getByLabel('Reason (optional)').fill('Reported for spam');
  await suspend.getByRole('button', { name: 'Suspend account' }).click();
  await expect(page.getByText('This account is suspended')).toBeVisible();
  // Their session ended at once.
  expect((await request.get('/api/user/profile', { headers })).status()).toBe(401);

  // They cannot sign in, and are told why.
  const memberPage = await (await page.context().browser()!.newContext()).newPage();
  const before = await lastMailId(request, member.email);
  await memberPage.goto('/login/1');
  await memberPage.getByLabel('Email').fill(member.email);
  await memberPage.getByLabel('Password', { exact: true }).fill(member.password);
  await memberPage.getByRole('button', { name: 'LOGIN' }).click();
  await expect(memberPage).toHaveURL(/\/login\/2$/);
  // The new code, not an earlier one: the mail may land a moment after the screen changes.
  await typeCode(memberPage, await waitForCode(request, member.email, before));
  await expect(memberPage).toHaveURL(/\/login\/1$/);
  await expect(memberPage.getByText(SUSPENDED)).toBeVisible();

  // Reactivated, they sign in again.
  await page.getByRole('button', { name: 'Reactivate account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reactivate account' }).click();
  await expect(page.getByText('This account is suspended')).toHaveCount(0);
  await signIn(memberPage, member.email, member.password);
  await memberPage.context().close();

  // The overview's figures are the server's. Other journeys sign people up meanwhile, so the page
  // and the call are compared until they are read at a quiet moment.
  const cards = page.getByRole('list', { name: 'The programme in figures' });
  const card = (label: string) => cards.getByRole('listitem').filter({ hasText: label });
  await expect(async () => {
    await page.goto('/admin/overview');
    await expect(card('Members signed up')).toBeVisible();
    const figures = (
      (await (
        await request.get('/api/admin/overview', { headers: { Authorization: `Bearer ${adminToken}` } })
      ).json()) as {
        data: {
          signups: { members: number; captains: number }[];
          requests: { open: number };
          mentorings: { active: number };
        };
      }
    ).data;
    const members = figures.signups.reduce((a, w) => a + w.members, 0);
    expect(members).toBeGreaterThanOrEqual(1);
    await expect(card('Members signed up')).toContainText(String(members), { timeout: 1000 });
    await expect(card('Open requests')).toContainText(String(figures.requests.open), { timeout: 1000 });
    await expect(card('Active mentorings')).toContainText(String(figures.mentorings.active), {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await card('Members signed up').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/people\?.*role=mentee/);
  await expect(page.getByText(member.email)).toBeVisible();

  // The audit log tells who did what to whom.
  await page.goto('/admin/audit-log');
  await expect(page.getByText('Suspended an account').first()).toBeVisible();
  await expect(page.getByText('Reported for spam').first()).toBeVisible();
  await expect(page.getByText('Approved a questionnaire change').first()).toBeVisible();
});

test('the moderator bans one pending article and publishes another, and the authors see both in My Articles', async ({
  browser,
  page,
  request,
}) => {
  const banned = await freshAccount(request, 'mentor');
  const published = await freshAccount(request, 'mentor');
  const bannedTitle = `Cash flow myths ${uniqueWord('b')}`;
  const publishedTitle = `Pricing a first contract ${uniqueWord('p')}`;
  const bannedId = await writeArticle(request, banned.token, {
    title: bannedTitle,
    text: 'Buy my course now.',
  });
  await writeArticle(request, published.token, { title: publishedTitle, text: 'Start from your costs.' });

  const moderator = await createStaff(request, 'moderator');
  await signIn(page, moderator.email, moderator.password);
  await page.goto('/admin/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();

  // Ban the first with a reason the author receives.
  await page
    .getByRole('link', { name: new RegExp(bannedTitle) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: bannedTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Ban', exact: true }).click();
  const ban = page.getByRole('dialog', { name: 'Ban article' });
  await ban.getByRole('button', { name: 'Ban article' }).click();
  await expect(ban.getByText(/reason/i).first()).toBeVisible();
  await ban.getByLabel('Reason for the author').fill('This reads as an advert for a paid course.');
  await ban.getByRole('button', { name: 'Ban article' }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);

  // Publish the second.
  await page
    .getByRole('link', { name: new RegExp(publishedTitle) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publish article' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  await expect(page.getByRole('link', { name: new RegExp(bannedTitle) })).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(publishedTitle) })).toHaveCount(0);

  // The banned author reads the status and the reason; the other sees theirs published.
  const bannedAuthor = await signedInPage(browser, banned);
  await bannedAuthor.goto('/my/articles');
  const bannedCard = bannedAuthor.getByRole('listitem').filter({ hasText: bannedTitle });
  await expect(bannedCard.getByText('Banned', { exact: true })).toBeVisible();
  await expect(bannedCard.getByText('This reads as an advert for a paid course.')).toBeVisible();
  await bannedAuthor.context().close();
  const mails = await request.get(`/api/dev/outbox?to=${encodeURIComponent(banned.email)}`);
  const told = ((await mails.json()) as { data: { subject: string; text: string }[] }).data.find(
    (m) => m.subject === `Your article needs changes: ${bannedTitle}`,
  );
  expect(told?.text).toContain('This reads as an advert for a paid course.');

  const publishedAuthor = await signedInPage(browser, published);
  await publishedAuthor.goto('/my/articles');
  const publishedCard = publishedAuthor.getByRole('listitem').filter({ hasText: publishedTitle });
  await expect(publishedCard.getByText('Published', { exact: true })).toBeVisible();
  await publishedAuthor.context().close();

  // The decision stays in the article's history; the audit log is for admins only.
  await page.goto(`/preview-admin/article/${bannedId}`);
  const history = page.getByRole('list', { name: 'Decisions, newest first' });
  await expect(history.getByText('Banned by Robin Ashworth')).toBeVisible();
  await expect(history.getByText('This reads as an advert for a paid course.')).toBeVisible();
  // A link to this one article's preview, for someone without a session, for 15 minutes.
  await page.getByRole('button', { name: 'Share a 15-minute link' }).click();
  const link = await page.getByLabel('Preview link (view only, works for 15 minutes)').inputValue();
  expect(link).toMatch(new RegExp(`/preview-admin/article/${bannedId}\\?token=`));
  const linkPage = await (await browser.newContext()).newPage();
  await linkPage.goto(link);
  await expect(linkPage.getByRole('heading', { level: 1, name: bannedTitle })).toBeVisible();
  await linkPage.context().close();
  await page.goto('/admin/audit-log');
  await expect(page.getByRole('heading', { name: 'This page is for administrators' })).toBeVisible();
});
