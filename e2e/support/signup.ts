import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Download, type Page } from '@playwright/test';
import { TINY_PNG, lastMailId, typeCode, waitForCode } from './app';

export type SignupRole = 'mentor' | 'mentee';
export const NEW_PASSWORD = 'Fresh12345';
const ROLE_CARD: Record<SignupRole, string> = { mentor: 'Business Captain', mentee: 'Member' };

/** An address no other test (or run) uses. */
export const uniqueEmail = (tag: string) =>
  `e2e.signup.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export const nextButton = (page: Page) => page.getByRole('button', { name: 'NEXT' });

/** The step counter's heading line ('Step 3 of 8'). */
export const stepCounter = (page: Page) => page.getByRole('navigation', { name: 'Sign-up steps' });

/** Step 1: choose the role card and go on. */
export async function chooseRole(page: Page, role: SignupRole) {
  await expect(page).toHaveURL(/\/sign-up\/1$/);
  await page.getByRole('radio', { name: ROLE_CARD[role], exact: true }).click();
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/sign-up\/2$/);
}

/** Step 2 then step 3: names, e-mail, terms, then the mailed code (the fourth digit confirms it). */
export async function detailsAndCode(page: Page, email: string, firstName = 'Robin', lastName = 'Ashworth') {
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
  const before = await lastMailId(page.request, email);
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/sign-up\/3$/);
  await expect(page.getByRole('heading', { name: 'Verify Email' })).toBeVisible();
  await typeCode(page, await waitForCode(page.request, email, before));
  await expect(page).toHaveURL(/\/sign-up\/4$/);
}

/** Step 4. */
export async function createPassword(page: Page, password = NEW_PASSWORD) {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/sign-up\/5$/);
}

export const PROFILE = {
  'Date of birth': '02/05/1984',
  Location: 'Bristol',
  'Post code': 'BS14DJ',
  'Contact number': '7700900222',
  'Business or employer name': 'Ashworth Consulting',
  Position: 'Founder',
} as const;

export async function choosePhoto(page: Page) {
  await page
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
}

/** Step 5 (the date is typed as digits; the slashes come by themselves). */
export async function fillProfile(page: Page, { submit = true } = {}) {
  await choosePhoto(page);
  for (const [label, value] of Object.entries(PROFILE)) {
    await page.getByLabel(label).fill(label === 'Date of birth' ? value.replace(/\//g, '') : value);
  }
  await expect(page.getByLabel('Date of birth')).toHaveValue(PROFILE['Date of birth']);
  if (!submit) return;
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/sign-up\/6$/);
}

/** Steps 1-5 from /sign-up/1 for a fresh address. */
export async function throughProfile(page: Page, role: SignupRole, email: string) {
  await page.goto('/sign-up/1');
  await chooseRole(page, role);
  await detailsAndCode(page, email);
  await createPassword(page);
  await fillProfile(page);
}

/** Ticks a chip of the option picker by its name (its checkbox is drawn as the chip). */
export async function pickChip(page: Page, name: string) {
  await page.getByText(name, { exact: true }).click();
  await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
}

/** Step 6 for a Captain: selects, the slider moved to 4, a specialism and two skills. */
export async function fillMentorSurvey(page: Page) {
  await page.getByLabel('Service connection').selectOption({ label: 'Veteran' });
  await page.getByLabel('Service type').selectOption({ label: 'Royal Navy' });
  await page.getByLabel('Discover type').selectOption({ label: 'On LinkedIn' });
  const slider = page.getByRole('slider', { name: 'Limit of members' });
  await expect(slider).toHaveAttribute('aria-valuenow', '3');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '4');
  // The compact pickers: chips (a click on the name ticks one) under a search box that narrows them.
  await pickChip(page, 'Retail');
  const skills = page.getByLabel('Search skills');
  await skills.fill('book');
  await expect(page.getByText('Negotiation', { exact: true })).toBeHidden();
  await pickChip(page, 'Bookkeeping');
  // Enter narrows only: the step, complete by now, is not submitted (Clear search is still there).
  await skills.press('Enter');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await pickChip(page, 'Negotiation');
  await expect(page.getByRole('group', { name: /^Skills/ })).toContainText('(2 chosen)');
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/sign-up\/7$/);
}

/** Step 6 for a Member; service is the id (1 loan, 3 referred, 11 no course). */
export async function fillMenteeSurvey(page: Page, service: number, { submit = true } = {}) {
  await page.getByLabel('Service connection').selectOption({ label: 'Veteran' });
  await page.getByLabel('Service type').selectOption({ label: 'British Army' });
  await page.getByLabel('Service received').selectOption(String(service));
  if (!submit) return;
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/sign-up\/7$/);
}

/** Reads a finished download and checks it is a PDF. */
export async function expectPdf(download: Download, name: string) {
  expect(download.suggestedFilename()).toBe(name);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
}

/** 'Download PDF' hands the personalised agreement over as a file. */
export async function downloadAgreement(page: Page, name: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  await expectPdf(await downloading, name);
}

/** 'Raise a query': the message is required, then the team's thanks shows. */
export async function raiseQuery(page: Page) {
  await page.getByRole('button', { name: 'Raise a query' }).click();
  const dialog = page.getByRole('dialog', { name: 'Raise a query' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please write your message')).toBeVisible();
  await dialog.getByLabel('Your message').fill('Can I pause mentoring over the summer?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Thank you, your message has been sent.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The last step: accept, submit, see the completion page, press DONE. Registration signed the
 * person in (no second code): a new Member lands on the Welcome choice over their matches, a new
 * Captain on their profile with what to complete.
 */
export async function acceptAndComplete(page: Page, role: SignupRole) {
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expect(page).toHaveURL(/\/sign-up-complete$/);
  await expect(page.getByRole('heading', { name: 'Registration completed' })).toBeVisible();
  await expect(page.getByText(/you are signed in/)).toBeVisible();
  await page.getByRole('link', { name: 'DONE' }).click();
  if (role === 'mentee') {
    await expect(page).toHaveURL(/\/mentors\/matching$/);
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\/my\/profile$/);
    await expect(page.getByRole('region', { name: 'Complete your profile' })).toBeVisible();
  }
}

/** Answers every question of the current group (a, b, c in turn) and submits the group. */
export async function answerGroup(page: Page, last: boolean) {
  const groups = page.getByRole('radiogroup');
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  for (let i = 0; i < count; i += 1)
    await groups
      .nth(i)
      .getByRole('radio')
      .nth(i % 3)
      .check();
  await page.getByRole('button', { name: last ? 'Finish questionnaire' : 'Next group' }).click();
  return count;
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}
