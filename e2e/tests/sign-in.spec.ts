import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, lastMailId, signIn, typeCode, waitForCode } from '../support/app';
import { expectNoAxeViolations } from '../support/signup';

const MENUS = {
  'mentor@example.com': [
    'My Profile',
    'My Members',
    'Incoming Requests',
    'My Templates',
    'My Articles',
    'Events',
    'My Details',
    'My Survey',
    'Change Password',
    'Settings',
    'Logout',
  ],
  'mentee@example.com': [
    'My Profile',
    'Pending Requests',
    'My Active Support',
    'Events',
    'My Details',
    'My Survey',
    'Change Password',
    'Settings',
    'Logout',
  ],
  'moderator@example.com': ['My Profile', 'Events', 'Change Password', 'Logout'],
  'admin@example.com': ['My Profile', 'Events', 'Change Password', 'Logout'],
};

for (const [email, menu] of Object.entries(MENUS)) {
  test(`${email} signs in with the e-mailed code, sees their menu and signs out`, async ({ page }) => {
    await signIn(page, email);
    // Staff land on their console (issue 28): moderators the review queue, admins the overview.
    const home = {
      'moderator@example.com': /\/admin\/articles$/,
      'admin@example.com': /\/admin\/overview$/,
    }[email];
    if (home) {
      await expect(page).toHaveURL(home);
      await page.goto('/my/events');
    }
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous day' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: /profile/i });
    await expect(nav.getByRole('link').or(nav.getByRole('button'))).toHaveText(menu);

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login\/1$/);
    // Opened signed out, a page is kept as the destination after sign-in (issue 28).
    await page.goto('/my/profile');
    await expect(page).toHaveURL(/\/login\/1\?next=%2Fmy%2Fprofile$/);
  });
}

test('a wrong password is refused on step 1, and no code is mailed @mobile', async ({ page }, info) => {
  const email = 'mentee@example.com';
  const before = await lastMailId(page.request, email);
  await page.goto('/login/1');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('WrongPass99');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(
    page.getByRole('alert').getByText('Incorrect login/password or your account was not activated yet.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login\/1$/);
  await page.screenshot({ path: `/tmp/phone1/sign-in-wrong-${info.project.name}.png`, fullPage: true });
  await expectNoAxeViolations(page);
  // Nothing reached the dev outbox: the person learns of the typo before any code is spent.
  await page.waitForTimeout(1000);
  expect(await lastMailId(page.request, email)).toBe(before);

  // The right password then sends the code as before.
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/login\/2$/);
  await typeCode(page, await waitForCode(page.request, email, before));
  await expect(page).toHaveURL(/\/my\/events$/);
});

test("a wrong code shows 'invalid code' and the right one still signs in", async ({ page }) => {
  const email = 'mentor@example.com';
  const before = await lastMailId(page.request, email);
  await page.goto('/login/1');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  const code = await waitForCode(page.request, email, before);
  const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
  await typeCode(page, wrong);
  await expect(page.getByText('invalid code')).toBeVisible();
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/my\/events$/);
});

test('errors show once a field is touched, and LOGIN waits for valid input', async ({ page }) => {
  await page.goto('/login/1');
  const email = page.getByLabel('Email');
  await expect(page.getByText('Email address is required')).toHaveCount(0);
  await email.focus();
  await email.blur();
  await expect(page.getByText('Email address is required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeDisabled();
  await email.fill('not-an-address');
  await email.blur();
  await expect(page.getByText('Email address is invalid')).toBeVisible();
  await email.fill('mentor@example.com');
  await expect(page.getByText('Email address is invalid')).toHaveCount(0);
});

test('step 2 without a login in progress goes back to step 1; signed-out visitors of /my go to login', async ({
  page,
}) => {
  await page.goto('/login/2');
  await expect(page).toHaveURL(/\/login\/1$/);
  await page.goto('/my/settings');
  await expect(page).toHaveURL(/\/login\/1\?next=%2Fmy%2Fsettings$/);
});
