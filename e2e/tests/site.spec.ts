import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, lastMailId, waitForMail } from '../support/app';

test('home welcomes visitors and leads to sign-up @mobile', async ({ page }, info) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Welcome to the X-Forces Knowledge Exchange Hub' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register today' })).toHaveAttribute('href', '/sign-up/1');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /privacy policy/i })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `.artifacts/screens/home-${info.project.name}.png`, fullPage: true });
});

test('login fits a phone and a desktop @mobile', async ({ page }, info) => {
  await page.goto('/login/1');
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up here' })).toHaveAttribute('href', '/sign-up/1');
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `.artifacts/screens/login-${info.project.name}.png`, fullPage: true });
});

test('the legal pages carry their full text', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: /privacy policy/i })).toBeVisible();
  await expect(page.getByText('23 August 2019').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(18);
  await page.goto('/terms-and-conditions/');
  await expect(page.getByRole('heading', { level: 1, name: /terms/i })).toBeVisible();
});

test('unknown paths show the fallback screen @mobile', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('the dev outbox page shows the codes that were mailed', async ({ page }) => {
  const email = `outbox.${Date.now()}@example.com`;
  const before = await lastMailId(page.request, email);
  await page.request.post('/api/auth/send-otp', { data: { email } });
  const mail = await waitForMail(page.request, email, before);
  await page.goto('/dev/outbox');
  await page
    .getByLabel(/address|e-mail|email/i)
    .first()
    .fill(email);
  await expect(page.getByText(mail.subject).first()).toBeVisible();
});
