import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll } from '../support/app';
import {
  NEW_PASSWORD,
  acceptAndComplete,
  chooseRole,
  createPassword,
  detailsAndCode,
  downloadAgreement,
  expectNoAxeViolations,
  fillMentorSurvey,
  fillProfile,
  nextButton,
  raiseQuery,
  stepCounter,
  uniqueEmail,
} from '../support/signup';

test('a Business Captain signs up from Register today through all 7 steps, then signs in @mobile', async ({
  page,
}, info) => {
  test.slow(); // a whole journey with accessibility checks
  const email = uniqueEmail('captain');
  await page.goto('/');
  await page.getByRole('link', { name: 'Register today' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Join the Hub' })).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseRole(page, 'mentor');
  await expect(stepCounter(page)).toContainText('Step 2 of 7');

  await detailsAndCode(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a password' })).toBeVisible();
  await createPassword(page);
  await expect(stepCounter(page)).toContainText('Step 5 of 7');
  await fillProfile(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Your mentoring' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await fillMentorSurvey(page);

  // Earlier steps are links: step 5 still holds what was typed; later steps are not links.
  await expect(stepCounter(page).getByRole('link')).toHaveCount(6);
  await stepCounter(page)
    .getByRole('link', { name: /Step 5: Profile/ })
    .click();
  await expect(page).toHaveURL(/\/sign-up\/5$/);
  await expect(page.getByLabel('Location')).toHaveValue('Bristol');
  await expect(page.getByText('me.png')).toBeVisible();
  await expect(stepCounter(page).getByRole('link', { name: /Step 6/ })).toHaveCount(0);
  await nextButton(page).click();
  await expect(page.getByRole('slider', { name: 'Limit of members' })).toHaveAttribute('aria-valuenow', '4');
  await expect(page.getByRole('checkbox', { name: 'Bookkeeping' })).toBeChecked();
  await nextButton(page).click();

  // Step 7: the personalised terms, the PDF, a query, then the final submit.
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(stepCounter(page)).toContainText('Step 7 of 7');
  const terms = page.getByRole('region', { name: /Business Captain Terms and Conditions/ });
  await expect(terms).toContainText('Robin Ashworth');
  await expect(terms).toContainText(email);
  await expect(terms).toContainText('Ashworth Consulting');
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await downloadAgreement(page, 'business-captain-terms.pdf');
  await raiseQuery(page);
  await acceptAndComplete(page, 'mentor');
  if (info.project.name === 'desktop') {
    await expect(page.getByRole('banner').getByRole('link', { name: 'Robin Ashworth' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Profile menu' })).toContainText('My Members');
  }
});

test('a refresh keeps the photo; the password is asked for once, then straight back', async ({ page }) => {
  const email = uniqueEmail('refresh');
  await page.goto('/sign-up/1');
  await chooseRole(page, 'mentor');
  await detailsAndCode(page, email);
  await createPassword(page);
  await fillProfile(page);
  await fillMentorSurvey(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.reload();

  // The password (kept in memory only) is asked for at once, not after 'Complete registration'.
  await expect(page).toHaveURL(/\/sign-up\/4$/);
  await expect(page.getByText(/we never keep your password when the page is reloaded/)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await nextButton(page).click();

  // Straight back to the last step, with everything else kept, the photo included.
  await expect(page).toHaveURL(/\/sign-up\/7$/);
  await expect(page.getByRole('checkbox', { name: /I have read and accept/ })).toBeChecked();
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expect(page).toHaveURL(/\/sign-up-complete$/);
});

test('step 6 for a Captain stays short on a phone: compact specialisms and skills @mobile', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'measured at 375 px');
  await page.goto('/sign-up/1');
  await chooseRole(page, 'mentor');
  await detailsAndCode(page, uniqueEmail('captain-step6'));
  await createPassword(page);
  await fillProfile(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your mentoring' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Skills/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  if (process.env.SIGNUP_SHOTS) await page.screenshot({ path: `/tmp/signup-step6-375.png`, fullPage: true });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(2500);
  // Still usable: a specialism and a skill are found and ticked, the step goes on.
  await fillMentorSurvey(page);
});
