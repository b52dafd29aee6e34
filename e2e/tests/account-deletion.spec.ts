import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, expectNoHorizontalScroll, waitForMail } from '../support/app';
import {
  freshAccount,
  requestMentoring,
  setMembersLimit,
  signedInPage,
  type Account,
} from '../support/matching';
import { api, apiSignIn, me } from '../support/profile';
import { createStaff } from '../support/staff';

/**
 * Deleting an account (issue 31). The e2e server runs with ACCOUNT_DELETION_GRACE_DAYS=0, so an
 * erasure follows within seconds: a captain with a Member deletes theirs and the Member sees the
 * pair end; an admin erases a Member at their request (by post or e-mail), with a reason.
 */
const SHOTS = '.artifacts/account-deletion';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

type Request = Parameters<typeof freshAccount>[0];

/** Letters no other account has: an erasure finds a person's copies by their values. */
const uniqueWord = () =>
  'Z' + Array.from({ length: 9 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/**
 * A fresh account with names and business of its own (the shared fixture's "Robin Ashworth" is
 * everyone's: erasing one must not match the others' mail).
 */
async function ownAccount(request: Request, role: 'mentor' | 'mentee'): Promise<Account> {
  const { email, password } = await createAccount(request, role, 'Fresh12345', {
    first_name: uniqueWord(),
    last_name: uniqueWord(),
    business_name: `${uniqueWord()} Ltd`,
  });
  const token = await apiSignIn(request, email, password);
  return { email, password, token, id: (await me(request, token)).id };
}

async function pair(request: Request) {
  const captain = await ownAccount(request, 'mentor');
  await setMembersLimit(request, captain, 3);
  const member = await freshAccount(request, 'mentee');
  await requestMentoring(request, member, captain.id);
  const [incoming] = await api<{ id: number }[]>(request, captain.token, 'GET', 'mentor/requests');
  await api(request, captain.token, 'POST', `mentor/requests/${incoming!.id}`);
  return { captain, member };
}

const profileStatus = (request: Request, who: Account) =>
  request
    .get('/api/user/profile', { headers: { Authorization: `Bearer ${who.token}` } })
    .then((r) => r.status());

test('a captain with a Member deletes their account; the Member sees the mentoring end @mobile', async ({
  browser,
  request,
}, testInfo) => {
  const viewport = testInfo.project.use.viewport ?? undefined;
  const { captain, member } = await pair(request);
  const { first_name, last_name } = await me(request, captain.token);
  const captainName = `${first_name} ${last_name}`;

  const memberPage = await signedInPage(browser, member, viewport);
  await memberPage.goto('/my/mentoring');
  await expect(memberPage.getByText('You have no active support')).toBeHidden();

  const page = await signedInPage(browser, captain, viewport);
  await page.goto('/my/settings');
  const card = page.getByRole('region', { name: 'Delete my account' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('You mentor one Member.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}/captain-confirm-${page.viewportSize()?.width}.png` });

  // A wrong password is refused on its field.
  await dialog.getByLabel('Your password').fill('NotMine123');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password is incorrect.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(captain.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog).toBeHidden();

  // Erased within moments: the captain's session is gone, and the Member's mentoring has ended.
  await expect.poll(() => profileStatus(request, captain), { timeout: 60_000 }).toBe(401);
  await expect
    .poll(
      async () => {
        await memberPage.reload();
        return memberPage
          .getByText('You have no active support')
          .waitFor({ timeout: 8_000 })
          .then(
            () => true,
            () => false,
          );
      },
      { timeout: 45_000 },
    )
    .toBe(true);
  await shot(memberPage, 'member-pair-ended');
  const ended = await waitForMail(request, member.email, 0, (m) => m.subject === 'Your mentoring has ended');
  expect(ended.text).not.toContain(captainName.split(' ')[0]!);
  expect(ended.text).not.toContain(captainName.split(' ')[1]!);

  await page.reload();
  await expect(page).toHaveURL(/\/login\/1/);
  await page.context().close();
  await memberPage.context().close();
});

test('an admin erases a Member on request, with a reason in the audit log @mobile', async ({
  browser,
  request,
}, testInfo) => {
  const viewport = testInfo.project.use.viewport ?? undefined;
  const admin = await createStaff(request, 'admin');
  const person = await ownAccount(request, 'mentee');
  const page = await signedInPage(browser, { ...admin, token: '' }, viewport);

  await page.goto('/admin/deletions');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending deletions' })).toBeVisible();
  await shot(page, 'pending-deletions');

  await page.goto(`/admin/people/${person.id}`);
  const card = page.getByRole('region', { name: 'Erase this account' });
  await card.getByRole('button', { name: 'Erase now' }).click();
  const dialog = page.getByRole('dialog', { name: /^Erase .+ now\?$/ });
  await dialog.getByRole('button', { name: 'Erase account' }).click();
  await expect(dialog.getByText('Please give the reason for erasing this account')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Asked by letter of 20 November');
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}/erase-now-${page.viewportSize()?.width}.png` });
  await dialog.getByRole('button', { name: 'Erase account' }).click();
  await expect(page).toHaveURL(/\/admin\/people$/);

  await expect.poll(() => profileStatus(request, person), { timeout: 60_000 }).toBe(401);
  await page.goto(`/admin/people/${person.id}`);
  await expect(page.getByText('Account not found')).toBeVisible();
  await page.goto('/admin/audit-log');
  await expect(page.getByText(`Former member #${person.id}`).first()).toBeVisible();
  await expect(page.getByText('Asked by letter of 20 November').first()).toBeVisible();
  await shot(page, 'audit-log');
  await page.context().close();
});
