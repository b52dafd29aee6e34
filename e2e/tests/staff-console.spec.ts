import { expect, test } from '@playwright/test';
import { createAccount, signIn } from '../support/app';
import { apiSignIn } from '../support/profile';

const SUSPENDED = 'Your account has been suspended. Please contact us at hello@knowledge-exchange-hub.org.';

/** The 19 Assess Yourself answers, as the questionnaire sends them. */
const answers = JSON.stringify(
  Array.from({ length: 19 }, (_, i) => ({ question_id: i + 1, answer: (i % 3) + 1, explanation: '' })),
);

// One journey for the one demo admin: parallel sign-ins to the same address would race for its code.
test('the admin approves a questionnaire change, suspends a member who then cannot sign in, reactivates them, and reads it all in the audit log', async ({
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

  // Approve the change request.
  await signIn(page, 'admin@example.com');
  await page.goto('/admin/questionnaire-changes');
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
  await page.getByText(member.email).first().click();
  await expect(page).toHaveURL(/\/admin\/people\/\d+/);
  await page.getByRole('button', { name: 'Suspend account' }).click();
  const suspend = page.getByRole('dialog');
  await suspend.getByLabel('Reason (optional)').fill('Reported for spam');
  await suspend.getByRole('button', { name: 'Suspend account' }).click();
  await expect(page.getByText('This account is suspended')).toBeVisible();
  // Their session ended at once.
  expect((await request.get('/api/user/profile', { headers })).status()).toBe(401);

  // They cannot sign in, and are told why.
  const memberPage = await (await page.context().browser()!.newContext()).newPage();
  await memberPage.goto('/login/1');
  await memberPage.getByLabel('Email').fill(member.email);
  await memberPage.getByLabel('Password', { exact: true }).fill(member.password);
  await memberPage.getByRole('button', { name: 'LOGIN' }).click();
  await expect(memberPage).toHaveURL(/\/login\/2$/);
  const mails = await request.get(`/api/dev/outbox?to=${encodeURIComponent(member.email)}`);
  const code = ((await mails.json()) as { data: { subject: string }[] }).data[0]!.subject.match(
    /(\d{4})$/,
  )![1]!;
  for (const digit of code) await memberPage.keyboard.type(digit);
  await expect(memberPage).toHaveURL(/\/login\/1$/);
  await expect(memberPage.getByText(SUSPENDED)).toBeVisible();

  // Reactivated, they sign in again.
  await page.getByRole('button', { name: 'Reactivate account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reactivate account' }).click();
  await expect(page.getByText('This account is suspended')).toHaveCount(0);
  await signIn(memberPage, member.email, member.password);
  await memberPage.context().close();

  // The overview's figures are the server's, from the seeded data and this journey.
  const adminToken = await page.evaluate(() => localStorage.getItem('keh.token'));
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
  await page.goto('/admin/overview');
  const cards = page.getByRole('list', { name: 'The programme in figures' });
  const card = (label: string) => cards.getByRole('listitem').filter({ hasText: label });
  await expect(card('Members signed up')).toContainText(String(members));
  await expect(card('Open requests')).toContainText(String(figures.requests.open));
  await expect(card('Active mentorings')).toContainText(String(figures.mentorings.active));
  await card('Members signed up').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/people\?.*role=mentee/);
  await expect(page.getByText(member.email)).toBeVisible();

  // The audit log tells who did what to whom.
  await page.goto('/admin/audit-log');
  await expect(page.getByText('Suspended an account').first()).toBeVisible();
  await expect(page.getByText('Reported for spam').first()).toBeVisible();
  await expect(page.getByText('Approved a questionnaire change').first()).toBeVisible();
});
