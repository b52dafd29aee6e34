import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, lastMailId, typeCode, waitForCode } from '../support/app';
import {
  NEW_PASSWORD,
  PROFILE,
  chooseRole,
  fillMenteeSurvey,
  fillMentorSurvey,
  nextButton,
  stepCounter,
  throughProfile,
  uniqueEmail,
} from '../support/signup';

test('step 1 asks for a role; later steps need an e-mail first @mobile', async ({ page }) => {
  await page.goto('/sign-up/5');
  await expect(page).toHaveURL(/\/sign-up\/1$/);
  await page.goto('/sign-up/3');
  await expect(page).toHaveURL(/\/sign-up\/1$/);
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/sign-up\/1$/);

  await nextButton(page).click();
  await expect(page.getByText('Please choose your role')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await page.getByRole('radio', { name: 'Member', exact: true }).click();
  await expect(page.getByText('Please choose your role')).toHaveCount(0);
  await expect(stepCounter(page)).toContainText('Step 1 of 8');
  await page.getByRole('radio', { name: 'Business Captain', exact: true }).click();
  await expect(stepCounter(page)).toContainText('Step 1 of 7');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/1');
  await expectNoHorizontalScroll(page);

  // With a role but no e-mail, anything past step 2 still goes back to step 1.
  await nextButton(page).click();
  await page.goto('/sign-up/4');
  await expect(page).toHaveURL(/\/sign-up\/1$/);
});

test('step 2 shows each message once a field is touched, and NEXT waits for valid input @mobile', async ({
  page,
}) => {
  await page.goto('/sign-up/1');
  await chooseRole(page, 'mentee');
  const [first, last, email] = [
    page.getByLabel('First name'),
    page.getByLabel('Last name'),
    page.getByLabel('Email'),
  ];
  const terms = page.getByRole('checkbox', { name: /I accept the Terms of Service/ });
  await expect(page.getByRole('main').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );

  await first.fill('Robin2');
  await expect(page.getByText('First name should not contain numbers')).toHaveCount(0);
  await first.blur();
  await expect(page.getByText('First name should not contain numbers')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await first.fill('R');
  await expect(page.getByText('First name should be at least 2 symbols')).toBeVisible();
  await first.fill('Robin');
  await expect(page.getByText(/First name should/)).toHaveCount(0);

  await last.fill('A');
  await last.blur();
  await expect(page.getByText('Last name should be at least 2 symbols')).toBeVisible();
  await last.fill('Ashworth');

  await email.fill('robin@');
  await email.blur();
  await expect(page.getByText('Email address is invalid')).toBeVisible();
  await email.fill('mentor@example.com');
  await email.blur();
  await expect(page.getByText('The email has already been taken.')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await email.fill(uniqueEmail('rules'));
  await expect(page.getByText('The email has already been taken.')).toHaveCount(0);

  await terms.focus();
  await terms.blur();
  await expect(page.getByText('Please, accept Terms of Service & Privacy Policy')).toBeVisible();
  await terms.check();
  await expect(page.getByText('Please, accept Terms of Service & Privacy Policy')).toHaveCount(0);
  await expect(nextButton(page)).toBeEnabled();
});

test('NEXT on step 2 reports an address that is taken', async ({ page }) => {
  await page.goto('/sign-up/1');
  await chooseRole(page, 'mentor');
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Ashworth');
  await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
  await page.getByLabel('Email').fill('MENTOR@example.com');
  await nextButton(page).click();
  await expect(page.getByText('The email has already been taken.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up\/2$/);
});

test('a refresh on step 5 keeps what was typed and the photo; the password is asked once @mobile', async ({
  page,
}) => {
  const email = uniqueEmail('keep');
  await throughProfile(page, 'mentee', email);
  await page.getByRole('link', { name: /Step 5: Profile/ }).click();
  await expect(page).toHaveURL(/\/sign-up\/5$/);
  await page.getByLabel('Location').fill('Plymouth');
  await page.getByRole('main').getByLabel('LinkedIn').fill('https://www.linkedin.com/in/robin');
  await page.reload();

  await expect(page).toHaveURL(/\/sign-up\/4$/);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/sign-up\/5$/);
  await expect(page.getByLabel('Location')).toHaveValue('Plymouth');
  await expect(page.getByLabel('Date of birth')).toHaveValue(PROFILE['Date of birth']);
  await expect(page.getByLabel('Contact number')).toHaveValue(PROFILE['Contact number']);
  await expect(page.getByRole('main').getByLabel('LinkedIn')).toHaveValue(
    'https://www.linkedin.com/in/robin',
  );
  await expect(page.getByText('me.png')).toBeVisible();
  await expect(stepCounter(page)).toContainText('Step 5 of 8');
  await expectNoHorizontalScroll(page);

  // The photo is checked in the browser: type first, then size.
  await page.getByLabel('Profile photo').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByText('Please choose a JPEG or PNG image.')).toBeVisible();
  await page.getByLabel('Profile photo').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(500_001),
  });
  await expect(page.getByText('The file is too large.')).toBeVisible();
});

test('a step above 3 without a verified e-mail goes to step 3; Change email returns to step 2', async ({
  page,
}) => {
  const email = uniqueEmail('profile');
  await page.goto('/sign-up/1');
  await chooseRole(page, 'mentor');
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Ashworth');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/sign-up\/3$/);
  // Not verified yet: step 5 goes back to step 3.
  await page.goto('/sign-up/5');
  await expect(page).toHaveURL(/\/sign-up\/3$/);
  await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible();
  await page.getByRole('link', { name: 'Change email' }).click();
  await expect(page).toHaveURL(/\/sign-up\/2$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('step 7 shows the fields of the service: 1 loan, 3 referrer, 11 idea or trading; Sole Trader hides the company number', async ({
  page,
}) => {
  const email = uniqueEmail('rules7');
  await throughProfile(page, 'mentee', email);

  await fillMenteeSurvey(page, 1);
  await expect(page.getByLabel('Loan amount')).toBeVisible();
  await expect(page.getByLabel('Business status')).toBeVisible();
  await expect(page.getByLabel('Referrer')).toHaveCount(0);
  await expect(page.getByLabel('Discover type')).toHaveCount(0);
  const loan = page.getByLabel('Loan amount');
  await loan.fill('25000');
  await loan.blur();
  await expect(page.getByText('Maximum Loan amount 25 000 pounds')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await loan.fill('24999');
  await expect(page.getByText('Maximum Loan amount 25 000 pounds')).toHaveCount(0);
  await expect(page.getByLabel('Company number')).toBeVisible();
  await page.getByLabel('Business status').selectOption('Sole Trader');
  await expect(page.getByLabel('Company number')).toHaveCount(0);
  await page.getByLabel('Business status').selectOption('Limited Company');
  await expect(page.getByLabel('Company number')).toBeVisible();

  // Required at step 7: the sector and the questionnaire answer.
  await nextButton(page).click();
  await expect(page.getByText('Required', { exact: true })).toHaveCount(2);

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/sign-up\/6$/);
  await page.getByLabel('Service received').selectOption('3');
  await expect(page.getByLabel('Course name')).toBeVisible();
  await nextButton(page).click();
  await expect(page.getByLabel('Referrer')).toBeVisible();
  await expect(page.getByLabel('Loan amount')).toHaveCount(0);
  await expect(page.getByLabel('Business status')).toHaveCount(0);

  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByLabel('Service received').selectOption('11');
  await expect(page.getByLabel('Course name')).toHaveCount(0);
  await expect(page.getByLabel('Course start date')).toHaveCount(0);
  await nextButton(page).click();
  await expect(page.getByLabel('Discover type')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Idea or trading' })).toBeVisible();
  await expect(page.getByLabel('Referrer')).toHaveCount(0);
  await page.getByLabel('Business sector').selectOption({ index: 1 });
  await page.getByRole('radio', { name: 'No, later' }).check();
  await nextButton(page).click();
  await expect(page.getByText('Required', { exact: true })).toHaveCount(2);
  await expect(page).toHaveURL(/\/sign-up\/7$/);
});

test('a confirmation that ran out is asked for again at the final submit, then the registration goes on', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('expired');
  await throughProfile(page, 'mentor', email);
  await fillMentorSurvey(page);
  // A code sent meanwhile replaces the confirmed one, as if it had run out.
  expect((await page.request.post('/api/auth/send-otp', { data: { email } })).ok()).toBe(true);
  const before = await lastMailId(page.request, email);
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.getByRole('button', { name: 'Complete registration' }).click();

  await expect(page).toHaveURL(/\/sign-up\/3$/);
  await expect(page.getByText(/We have sent you a new code/)).toBeVisible();
  await typeCode(page, await waitForCode(page.request, email, before));
  await expect(page).toHaveURL(/\/sign-up\/7$/);
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expect(page).toHaveURL(/\/sign-up-complete$/);
});
