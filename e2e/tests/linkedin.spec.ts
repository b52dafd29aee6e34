import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { createAccount, expectNoHorizontalScroll } from '../support/app';
import { linkedinEmail, openLinkedIn, signInAtLinkedIn, signOutOfLinkedIn } from '../support/linkedin';
import {
  acceptAndComplete,
  chooseRole,
  createPassword,
  fillMentorSurvey,
  fillProfile,
  nextButton,
  stepCounter,
} from '../support/signup';

/**
 * Sign-in with LinkedIn (decision 0024) against a real OpenID Connect identity server playing
 * LinkedIn (started by playwright.config.ts): a new person signs up through it and then signs in
 * with it; an existing account opens by its verified address, never by an unverified one.
 */
const shot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: `/tmp/helper-17a/linkedin-${name}-${info.project.name}.png`, fullPage: true });

test('a new person signs up with LinkedIn, no code to type, then signs in with it @mobile', async ({
  page,
}, info) => {
  test.slow(); // a whole sign-up journey
  const email = linkedinEmail('new');
  await page.goto('/login/1');
  await expect(page.getByRole('link', { name: 'Sign in with LinkedIn' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, info, 'login');

  await openLinkedIn(page, 'Sign in with LinkedIn');
  await signInAtLinkedIn(page, { email, firstName: 'Niamh', lastName: 'Gallagher' });

  // Back on the Hub: no account yet, so sign-up goes on with what LinkedIn told us.
  await expect(page).toHaveURL(/\/sign-up\/1$/);
  await expect(page.getByText(`LinkedIn has verified ${email}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up with LinkedIn' })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await shot(page, info, 'signup-role');
  await chooseRole(page, 'mentor');
  await expect(page.getByLabel('First name')).toHaveValue('Niamh');
  await expect(page.getByLabel('Last name')).toHaveValue('Gallagher');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByText('This address is verified: no code is needed.')).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
  await shot(page, info, 'signup-details');
  await nextButton(page).click();

  // LinkedIn verified the address: straight past 'Verify Email' to the password.
  await expect(page).toHaveURL(/\/sign-up\/4$/);
  await expect(stepCounter(page)).toContainText('Step 4 of 7');
  await createPassword(page);
  await fillProfile(page);
  await fillMentorSurvey(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await acceptAndComplete(page, 'mentor');
  // Registration signed the new Captain in: they sign out, then in again with LinkedIn.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login\/1$/);

  // Signing in with LinkedIn now opens the new account; LinkedIn remembers the person, so its
  // sign-in page is not shown again.
  await page.getByRole('link', { name: 'Sign in with LinkedIn' }).click();
  await expect(page).toHaveURL(/\/my\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  if (info.project.name === 'desktop')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Niamh Gallagher' })).toBeVisible();
  await shot(page, info, 'signed-in');
});

test('an existing account opens with LinkedIn by its verified address, never by an unverified one @mobile', async ({
  page,
  request,
}, info) => {
  const { email } = await createAccount(request, 'mentee');
  await page.goto('/sign-up/1');
  await expect(page.getByRole('link', { name: 'Sign up with LinkedIn' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, info, 'signup-start');

  // LinkedIn has not verified the address: the account stays shut, and login step 1 says why.
  await page.goto('/login/1');
  await page.evaluate(() => localStorage.setItem('keh.hideEventPopup', 'true'));
  await openLinkedIn(page, 'Sign in with LinkedIn');
  await shot(page, info, 'provider');
  await signInAtLinkedIn(page, { email, firstName: 'Robin', lastName: 'Ashworth', verified: false });
  await expect(page).toHaveURL(/\/login\/1$/);
  await expect(page.getByText(/Your e-mail address is not verified on LinkedIn/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, info, 'unverified');

  // Cancelling at LinkedIn comes back to login step 1 too.
  await signOutOfLinkedIn(page);
  await openLinkedIn(page, 'Sign in with LinkedIn');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/login\/1$/);
  await expect(page.getByText('LinkedIn sign-in was cancelled.')).toBeVisible();

  // Verified: signed in to the existing account, on the events page as after a password login.
  await openLinkedIn(page, 'Sign in with LinkedIn');
  await signInAtLinkedIn(page, { email, firstName: 'Another', lastName: 'Name' });
  await expect(page).toHaveURL(/\/my\/events$/);
  await page.goto('/my/details');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await expect(page.getByLabel('First name')).toHaveValue('Robin');
});
