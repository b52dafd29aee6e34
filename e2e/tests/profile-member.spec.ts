import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { TINY_PNG, createAccount, expectNoHorizontalScroll, signIn } from '../support/app';
import { FAKE_PNG, api, downloadPdfText, me, pageToken } from '../support/profile';
import { demoAdminToken } from '../support/staff';

/** Answers every group of the questionnaire with the given option letter and saves it. */
async function answerAllGroups(page: Page, letter: 'a' | 'b' | 'c') {
  for (let group = 1; group <= 4; group += 1) {
    await expect(page.getByText(`Group ${group} of 4`)).toBeVisible();
    const radios = page.getByRole('radio', { name: new RegExp(`^${letter}\\) `) });
    const count = await radios.count();
    for (let i = 0; i < count; i += 1) await radios.nth(i).check();
    await page.getByRole('button', { name: group < 4 ? 'Next group' : 'Finish questionnaire' }).click();
    await expect(
      page.getByRole('dialog', { name: group < 4 ? `${group}/4 Complete!` : 'All complete!' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Business idea overview' })).toBeVisible();
}

test('member: profile images and expertise, questionnaire, change request through admin approval, update', async ({
  page,
}) => {
  const { email, password } = await createAccount(page.request, 'mentee');
  await signIn(page, email, password);
  const token = await pageToken(page);
  const { id } = await me(page.request, token);

  await page.goto('/my/profile');
  await expect(page.getByRole('heading', { name: 'Robin Ashworth' })).toBeVisible();
  await expect(page.getByText('Member', { exact: true })).toBeVisible();
  await expect(page.getByText('Available', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View public profile' })).toHaveAttribute(
    'href',
    `/mentee/${id}`,
  );
  await expect(page.getByRole('region', { name: 'Specialisms' })).toHaveCount(0);

  await page.getByLabel('Cover image').setInputFiles(FAKE_PNG);
  await expect(page.getByText('Please choose a JPEG or PNG image.')).toBeVisible();
  // The sign-up photo is there already; the cover joins it, then the photo is replaced.
  const images = page.getByRole('main').locator('img[src^="/uploads/"]');
  await expect(images).toHaveCount(1);
  await page
    .getByLabel('Cover image')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(images).toHaveCount(2);
  const photoBefore = await images.nth(1).getAttribute('src');
  await page
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(images.nth(1)).not.toHaveAttribute('src', photoBefore!);

  await page.getByText('Market research', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Market research' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Skills' }).getByText('Saved')).toBeVisible();
  const expertise = page.getByRole('region', { name: 'Other expertise' });
  await expertise.getByLabel('Add other expertise').fill('Food hygiene');
  await expertise.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(expertise.getByRole('listitem').filter({ hasText: 'Food hygiene' })).toBeVisible();

  // No questionnaire yet: 'Assess yourself' opens it.
  await page.getByRole('link', { name: 'Assess yourself' }).click();
  await expect(page).toHaveURL(/\/my\/profile\/assess-yourself$/);
  await expect(page.getByRole('heading', { name: 'Assess Yourself', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Next group' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await answerAllGroups(page, 'a');
  await page.getByLabel('What is your business idea?').fill('Mobile coffee van for events.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/my\/profile$/);

  // Complete: 'Change Questionnaire' asks an admin, then 'Pending' until approved.
  await page.getByRole('button', { name: 'Change Questionnaire' }).click();
  await expect(page.getByRole('button', { name: 'Pending' })).toBeDisabled();
  await page.goto('/my/profile/assess-yourself');
  await expect(page.getByText('Please request a change of your questionnaire first.')).toBeVisible();

  await api(page.request, demoAdminToken(), 'POST', `admin/mentees/${id}/survey/request-change/approve`);

  await page.goto('/my/profile');
  await page.getByRole('link', { name: 'Change Questionnaire' }).click();
  await expect(page).toHaveURL(/\/my\/profile\/assess-yourself$/);
  // The earlier answers are there; change them to 'c'.
  await expect(page.getByRole('radio', { name: /^a\) / }).first()).toBeChecked();
  await answerAllGroups(page, 'c');
  await expect(page.getByLabel('What is your business idea?')).toHaveValue('Mobile coffee van for events.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/my\/profile$/);
  await expect(page.getByRole('button', { name: 'Change Questionnaire' })).toBeEnabled();

  const status = await api<{ status: string; survey_exists: boolean }>(
    page.request,
    token,
    'GET',
    'mentee/profile/survey/request-change',
  );
  expect(status).toEqual({ status: 'completedFirstly', survey_exists: true });
  const survey = await api<{ groups: { questions: { answer: number }[] }[] }>(
    page.request,
    token,
    'GET',
    'mentee/profile/survey',
  );
  expect(survey.groups.flatMap((g) => g.questions.map((q) => q.answer))).toEqual(Array(19).fill(3));

  // The questionnaire PDF shows the person's name.
  await page.goto('/my/survey-details');
  const mine = await downloadPdfText(page, 'Download my questionnaire');
  expect(mine.text).toContain('Robin Ashworth');
  expect(mine.text).toContain('19 of 19');
});

test('member: details, survey with conditional fields, PDFs and e-mail settings on My Details', async ({
  page,
}) => {
  const { email, password } = await createAccount(page.request, 'mentee');
  await signIn(page, email, password);
  const token = await pageToken(page);

  await page.goto('/my/details');
  await expect(page.getByRole('heading', { name: 'My Details', level: 1 })).toBeVisible();
  await page.getByLabel('Last name').fill('Ashworth-Lee');
  await page.getByLabel(/Post code/).fill('BS1 4DJ');
  await page.getByLabel(/Business website/).fill('not a website');
  await page.getByLabel(/Business website/).blur();
  await expect(page.getByText('Please enter a full web address (https://…)')).toBeVisible();
  await page.getByLabel(/Business website/).fill('https://ashworth.example.com');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
  expect(await me(page.request, token)).toMatchObject({ last_name: 'Ashworth-Lee' });
  const details = await downloadPdfText(page, 'Download details PDF');
  expect(details.text).toContain('Robin Ashworth-Lee');

  // Members keep their e-mail switches at the bottom of My Details.
  const emails = page.getByRole('region', { name: 'Email notifications' });
  await expect(emails.getByLabel('Chat notifications')).toBeChecked();
  await emails.getByLabel('Chat notifications').uncheck();
  await expect(emails.getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Email notifications' }).getByLabel('Chat notifications'),
  ).not.toBeChecked();
  expect(await api(page.request, token, 'GET', 'user/profile/email-settings')).toMatchObject({
    chat_notifications: 0,
    system_notifications: 1,
  });

  // My Survey: the fields follow the service (docs/product/validation.md).
  await page.goto('/my/survey-details');
  const service = page.getByLabel('Service received');
  await service.selectOption({ label: 'Start Up Loan with business mentoring' });
  await expect(page.getByLabel(/Loan amount/)).toBeVisible();
  await expect(page.getByLabel(/Course name/)).toBeVisible();
  await expect(page.getByLabel(/Referrer/)).toHaveCount(0);
  await page.getByLabel(/Loan amount/).fill('30000');
  await page.getByLabel(/Loan amount/).blur();
  await expect(page.getByText('Maximum Loan amount 25 000 pounds')).toBeVisible();
  await page.getByLabel(/Loan amount/).fill('12000');
  await expect(page.getByText('Maximum Loan amount 25 000 pounds')).toBeHidden();
  await page.getByLabel(/Business status/).selectOption('Sole Trader');
  await expect(page.getByLabel(/Company number/)).toHaveCount(0);
  await page.getByLabel(/Business status/).selectOption('Limited Company');
  await page.getByLabel(/Company number/).fill('12345678');

  await service.selectOption({ label: 'Referred by a partner organisation' });
  await expect(page.getByLabel(/Referrer/)).toBeVisible();
  await expect(page.getByLabel(/Loan amount/)).toHaveCount(0);

  await service.selectOption({ label: 'No course: I have a business idea or I am already trading' });
  await expect(page.getByLabel(/Course name/)).toHaveCount(0);
  await expect(page.getByLabel('Discover type')).toBeVisible();
  await page.getByRole('button', { name: 'Save survey' }).click();
  await expect(page.getByText('Required')).toHaveCount(2);
  await page.getByLabel('Discover type').selectOption({ index: 1 });
  await page.getByLabel('I am already trading').check();

  await service.selectOption({ label: 'Start Up Loan with business mentoring' });
  await page.getByLabel(/Course name/).fill('Enterprise Bootcamp');
  await page.getByLabel(/Course start date/).fill('01022024');
  await expect(page.getByLabel(/Course start date/)).toHaveValue('01/02/2024');
  await page.getByLabel(/Course end date/).fill('05/02/2024');
  await page.getByRole('button', { name: 'Save survey' }).click();
  await expect(page).toHaveURL(/\/my\/profile$/);

  await page.goto('/my/survey-details');
  await expect(page.getByLabel(/Loan amount/)).toHaveValue('12000');
  await expect(page.getByLabel(/Business status/)).toHaveValue('Limited Company');
  await expect(page.getByLabel(/Company number/)).toHaveValue('12345678');
  await expect(page.getByLabel(/Course start date/)).toHaveValue('01/02/2024');
  const saved = await api<Record<string, unknown>>(
    page.request,
    token,
    'GET',
    'mentee/profile/survey/details',
  );
  expect(saved).toMatchObject({
    service: { id: 1 },
    loan_amount: '12000',
    course_name: 'Enterprise Bootcamp',
    discover_type: null,
    referred_text: null,
  });

  const surveyPdf = await downloadPdfText(page, 'Download survey PDF');
  expect(surveyPdf.text).toContain('Robin Ashworth-Lee');
  expect(surveyPdf.text).toContain('Enterprise Bootcamp');
  const blank = await downloadPdfText(page, 'Download questionnaire (blank)');
  expect(blank.text).toContain('Assess Yourself questionnaire');
  const mine = await downloadPdfText(page, 'Download my questionnaire');
  expect(mine.text).toContain('Robin Ashworth-Lee');
});

test('member profile screens fit a phone @mobile', async ({ page }) => {
  const { email, password } = await createAccount(page.request, 'mentee');
  await signIn(page, email, password);
  const { id } = await me(page.request, await pageToken(page));
  for (const path of [
    '/my/profile',
    '/my/details',
    '/my/survey-details',
    '/my/profile/assess-yourself',
    // Members have Settings too (issue 31): their data, blocks, calendar feed, deleting the account.
    '/my/settings',
    `/mentee/${id}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    // The shared questionnaire's 'Group n of 4' badge is too faint (reported to its owner).
    const axe = await new AxeBuilder({ page })
      .disableRules(path.endsWith('assess-yourself') ? ['color-contrast'] : [])
      .analyze();
    expect(axe.violations.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  }
});
