import { expect, test } from '@playwright/test';
import {
  acceptAndComplete,
  answerGroup,
  chooseRole,
  createPassword,
  detailsAndCode,
  downloadAgreement,
  expectNoAxeViolations,
  fillMenteeSurvey,
  fillProfile,
  nextButton,
  stepCounter,
  throughProfile,
  uniqueEmail,
} from '../support/signup';

test('a Member with a start-up loan signs up through all 8 steps, answering all 19 questions', async ({
  page,
}) => {
  test.slow(); // 19 answers and 4 popups
  const email = uniqueEmail('member');
  await page.goto('/');
  await page.getByRole('link', { name: 'Register today' }).click();
  await chooseRole(page, 'mentee');
  await expect(stepCounter(page)).toContainText('Step 2 of 8');
  await detailsAndCode(page, email, 'Sam', "O'Neill");
  await createPassword(page);
  await fillProfile(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Your service and course' })).toBeVisible();
  await fillMenteeSurvey(page, 1, { submit: false });
  await page.getByLabel('Course name').fill('Start Up Loan workshop');
  await page.getByLabel('Course start date').fill('01032024');
  await page.getByLabel('Course end date').fill('15032024');
  await nextButton(page).click();

  // Step 7 for service 1: loan and status, no referrer, no idea-or-trading; no company number for a Sole Trader.
  await expect(page.getByRole('heading', { level: 1, name: 'Business information' })).toBeVisible();
  await page.getByLabel('Loan amount').fill('12000');
  await page.getByLabel('Business status').selectOption('Sole Trader');
  await expect(page.getByLabel('Company number')).toHaveCount(0);
  await page.getByLabel('Business sector').selectOption({ label: 'Security and Defence' });
  await page.getByLabel('Business start date').fill('01042024');
  await page.getByLabel('Business description').fill('Drone surveys for farms and estates.');
  await page.getByLabel('Website').fill('https://drone-surveys.example.co.uk');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await nextButton(page).click();

  // Step 8: the intro, then 4 groups with a popup after each, then the business idea overview.
  await expect(page).toHaveURL(/\/sign-up\/8$/);
  await expect(stepCounter(page)).toContainText('Step 8 of 8');
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Next group' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next group' })).toBeDisabled();
  await expectNoAxeViolations(page);

  let answered = 0;
  for (let group = 1; group <= 4; group += 1) {
    answered += await answerGroup(page, group === 4);
    const title = group === 4 ? 'All complete!' : `${group}/4 Complete!`;
    const popup = page.getByRole('dialog', { name: title });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(/answers? a/);
    await expect(popup).toContainText('Mostly a:');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await expect(popup).toBeHidden();
  }
  expect(answered).toBe(19);

  await expect(page.getByRole('heading', { name: 'Business idea overview' })).toBeVisible();
  await page.getByLabel('What is your business idea?').fill('Aerial surveys for farms.');
  await page.getByLabel('Who will be your customers?').fill('Farmers and land agents.');
  await nextButton(page).click();

  // Step 9: the Member agreement, still step 8 of 8 on the counter.
  await expect(page).toHaveURL(/\/sign-up\/9$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Member agreement' })).toBeVisible();
  await expect(stepCounter(page)).toContainText('Step 8 of 8');
  await expect(page.getByRole('region', { name: /Member/ })).toContainText("Sam O'Neill");
  await downloadAgreement(page, 'member-agreement.pdf');
  await acceptAndComplete(page, 'mentee');
  await page
    .getByRole('dialog', { name: 'Welcome' })
    .getByRole('button', { name: /Business growth/ })
    .click();
  await page.goto('/my/profile');
  await expect(page.getByRole('navigation', { name: 'Profile menu' })).toContainText('Pending Requests');
});

test('a Member who will assess themselves later goes from step 7 straight to the agreement', async ({
  page,
}) => {
  const email = uniqueEmail('later');
  await throughProfile(page, 'mentee', email);
  // Service 11: no course; discover type and idea-or-trading are asked at step 7.
  await fillMenteeSurvey(page, 11, { submit: false });
  await expect(page.getByLabel('Course name')).toHaveCount(0);
  await nextButton(page).click();
  await page.getByLabel('Discover type').selectOption({ index: 1 });
  await page.getByRole('radio', { name: 'I have a business idea' }).check();
  await page.getByLabel('Business sector').selectOption({ index: 3 });
  await page.getByRole('radio', { name: 'No, later' }).check();
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/sign-up\/9$/);
  await expect(stepCounter(page)).toContainText('Step 8 of 8');
  // Back from the agreement returns to step 7 (there is no questionnaire to go back to).
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/sign-up\/7$/);
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/sign-up\/9$/);
  await acceptAndComplete(page, 'mentee');
});

test('declining the questionnaire clears the answers and goes to the business idea overview', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('decline');
  await throughProfile(page, 'mentee', email);
  await fillMenteeSurvey(page, 3);
  await page.getByLabel('Referrer').fill('The Poppy Factory');
  await page.getByLabel('Business sector').selectOption({ index: 5 });
  await page.getByRole('radio', { name: 'Yes' }).check();
  await nextButton(page).click();

  await page.getByRole('button', { name: 'Accept' }).click();
  const first = page.getByRole('radiogroup').first().getByRole('radio').first();
  await first.check();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('heading', { name: 'Business idea overview' })).toBeVisible();
  await page.getByLabel('What is your unique selling point?').fill('Ex-forces reliability.');

  // Back from the overview returns to the intro; accepting again starts with no answers.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('0 of 19 answered')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByLabel('What is your unique selling point?')).toHaveValue('Ex-forces reliability.');
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/sign-up\/9$/);
  await acceptAndComplete(page, 'mentee');
});

test('service 11 skips the questionnaire intro', async ({ page }) => {
  const email = uniqueEmail('nointro');
  await page.goto('/sign-up/1');
  await chooseRole(page, 'mentee');
  await detailsAndCode(page, email);
  await createPassword(page);
  await fillProfile(page);
  await fillMenteeSurvey(page, 11);
  await page.getByLabel('Discover type').selectOption({ index: 2 });
  await page.getByRole('radio', { name: 'I am already trading' }).check();
  await page.getByLabel('Business sector').selectOption({ index: 1 });
  await page.getByRole('radio', { name: 'Yes' }).check();
  await nextButton(page).click();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(page.getByText('Group 1 of 4')).toBeVisible();
});
