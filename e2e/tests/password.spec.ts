import { expect, test } from '@playwright/test';
import { createAccount, lastMailId, signIn, waitForMail } from '../support/app';

test('forgot password: the e-mailed link sets a new password, then sign in with it', async ({ page }) => {
  const { email } = await createAccount(page.request, 'mentee');

  await page.goto('/login/1');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\/1$/);
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();

  await page.getByLabel('Email').fill('nobody.here@example.com');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page.getByText('Invalid user')).toBeVisible();

  const before = await lastMailId(page.request, email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/forgot-password\/2$/);
  await expect(page.getByText('Please, check your email.')).toBeVisible();

  // The reset mail (another journey's notice, e.g. a new article, may reach the new Member first).
  const mail = await waitForMail(page.request, email, before, (m) => m.text.includes('/forgot-password/3'));
  const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
  expect(link.pathname).toBe('/forgot-password/3');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Create a new password' })).toBeVisible();

  const [password, confirm] = [page.getByLabel('New password', { exact: true }), page.getByLabel(/confirm/i)];
  await password.fill('weak');
  await password.blur();
  await expect(page.getByText('Your password must be at least 8 characters')).toBeVisible();
  await password.fill('Renewed2024');
  await confirm.fill('Renewed2025');
  await confirm.blur();
  await expect(page.getByText('Passwords must be the same')).toBeVisible();
  await confirm.fill('Renewed2024');
  await page.getByRole('button', { name: /save|change|update|reset/i }).click();
  await expect(page).toHaveURL(/\/login\/1$/);

  await signIn(page, email, 'Renewed2024');
});

test('change password signs every session out and the new password works', async ({ page }) => {
  const { email, password } = await createAccount(page.request, 'mentor');
  await signIn(page, email, password);
  await page.goto('/my/password');
  await expect(page.getByRole('heading', { name: 'Change Password', level: 1 })).toBeVisible();

  await page.getByLabel('Current password').fill('NotMine123');
  await page.getByLabel('New password', { exact: true }).fill('Another2024');
  await page.getByLabel(/confirm/i).fill('Another2024');
  await page.getByRole('button', { name: /save|change/i }).click();
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();

  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: /save|change/i }).click();
  await expect(page).toHaveURL(/\/login\/1$/);
  await page.goto('/my/events');
  await expect(page).toHaveURL(/\/login\/1\?next=%2Fmy%2Fevents$/);
  await signIn(page, email, 'Another2024');
});
