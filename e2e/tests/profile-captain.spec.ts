import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  TINY_PNG,
  createAccount,
  expectNoHorizontalScroll,
  lastMailId,
  signIn,
  typeCode,
  waitForCode,
} from '../support/app';
import { FAKE_PNG, TINY_PDF, api, downloadPdfText, me, pageToken } from '../support/profile';

interface Profile {
  first_name: string;
  email: string;
  mentees_limit: number;
  disable_mentoring_requests: boolean;
  accept_chats: boolean;
  available: boolean;
  skills: { id: number }[];
}

async function openMyProfile(page: Page) {
  await page.goto('/my/profile');
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Robin Ashworth' })).toBeVisible();
}

test('captain: photo and cover, professional experience, experience cards, skills, specialisms and expertise', async ({
  page,
}) => {
  const { email, password } = await createAccount(page.request, 'mentor');
  await signIn(page, email, password);
  await openMyProfile(page);
  await expect(page.getByText('Business Captain', { exact: true })).toBeVisible();
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View public profile' })).toHaveAttribute(
    'href',
    '/mentor/profile',
  );

  // Uploads: a text file named .png is refused by the server; a real PNG is saved.
  await page.getByLabel('Profile photo').setInputFiles(FAKE_PNG);
  await expect(page.getByText('Please choose a JPEG or PNG image.')).toBeVisible();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await page
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Please choose a JPEG or PNG image.')).toBeHidden();
  await page
    .getByLabel('Cover image')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('main').locator('img[src^="/uploads/"]')).toHaveCount(2);
  // A file of the wrong type is stopped before it is sent.
  await page
    .getByLabel('Cover image')
    .setInputFiles({ name: 'cover.gif', mimeType: 'image/gif', buffer: TINY_PNG });
  await expect(page.getByText('Please choose a JPEG or PNG image.')).toBeVisible();

  // Professional experience: a small rich-text editor, saved on demand.
  const editor = page.getByRole('textbox', { name: 'Professional experience' });
  await editor.fill('Twenty years moving freight across Europe.');
  await page.keyboard.press('ControlOrMeta+a');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const proSection = page.getByRole('region', { name: 'Professional experience' });
  await expect(proSection.getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(editor.locator('strong, b')).toHaveText('Twenty years moving freight across Europe.');

  // Experience: the end date may not precede the start; a current role has no end date.
  const experience = page.getByRole('region', { name: 'Experience', exact: true });
  await experience.getByRole('button', { name: 'Add experience' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add experience' });
  await dialog.getByLabel('Company name').fill('Northern Haulage Ltd');
  await dialog.getByLabel('Practice').fill('Operations Director');
  await dialog.getByLabel('Start date').fill('2015-03-01');
  await dialog.getByLabel('End date').fill('2014-01-01');
  await dialog.getByRole('button', { name: 'Add experience' }).click();
  await expect(dialog.getByText('Invalid date')).toBeVisible();
  await dialog.getByLabel('End date').fill('');
  await dialog.getByRole('button', { name: 'Add experience' }).click();
  await expect(dialog.getByText('Invalid date')).toBeVisible();
  await dialog.getByLabel('End date').fill('2019-06-30');
  await expect(dialog.getByText('Invalid date')).toBeHidden();
  await dialog.getByRole('button', { name: 'Add experience' }).click();
  await expect(dialog).toBeHidden();
  await expect(experience.getByText('Northern Haulage Ltd')).toBeVisible();
  await expect(experience.getByText('Mar 2015 – Jun 2019')).toBeVisible();
  await expect(experience.getByText('Total experience: 4 years 3 months')).toBeVisible();

  await experience.getByRole('button', { name: 'Edit Northern Haulage Ltd' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit experience' });
  await expect(edit.getByLabel('Company name')).toHaveValue('Northern Haulage Ltd');
  await edit.getByLabel('I currently work here').check();
  await expect(edit.getByLabel('End date')).toBeDisabled();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(experience.getByText(/Mar 2015 – Present/)).toBeVisible();

  await experience.getByRole('button', { name: 'Delete Northern Haulage Ltd' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete experience' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(experience.getByText('Northern Haulage Ltd')).toBeVisible();
  await experience.getByRole('button', { name: 'Delete Northern Haulage Ltd' }).click();
  await page
    .getByRole('dialog', { name: 'Delete experience' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(experience.getByText('Northern Haulage Ltd')).toBeHidden();
  await expect(experience.getByText(/No experience added yet/)).toBeVisible();

  // Skills and specialisms are checked and unchecked on the server as they are clicked.
  const negotiation = page.getByRole('checkbox', { name: 'Negotiation' });
  await expect(negotiation).not.toBeChecked();
  await page.getByText('Negotiation', { exact: true }).click();
  await expect(negotiation).toBeChecked();
  await expect(page.getByRole('region', { name: 'Skills' }).getByText('Saved')).toBeVisible();
  const hospitality = page.getByRole('checkbox', { name: 'Hospitality' });
  await page.getByText('Hospitality', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Specialisms' }).getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(negotiation).toBeChecked();
  await expect(hospitality).toBeChecked();
  await page.getByText('Negotiation', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Skills' }).getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(negotiation).not.toBeChecked();

  // Other expertise: added and removed by name.
  const expertise = page.getByRole('region', { name: 'Other expertise' });
  await expertise.getByLabel('Add other expertise').fill('Export licensing');
  await expertise.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(expertise.getByRole('listitem').filter({ hasText: 'Export licensing' })).toBeVisible();
  await expertise.getByLabel('Add other expertise').fill('export licensing');
  await expertise.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(expertise.getByText('You have added this already.')).toBeVisible();
  await page.reload();
  await expect(expertise.getByRole('listitem').filter({ hasText: 'Export licensing' })).toBeVisible();
  await expertise.getByRole('button', { name: 'Remove Export licensing' }).click();
  await expect(expertise.getByRole('listitem')).toHaveCount(0);
  await expect(expertise.getByText('Nothing added yet.')).toBeVisible();
});

test('captain: details with a verified new e-mail and CV, survey, PDFs, settings and e-mail flags', async ({
  page,
}) => {
  const { email, password } = await createAccount(page.request, 'mentor');
  await signIn(page, email, password);
  const token = await pageToken(page);

  await page.goto('/my/details');
  await expect(page.getByRole('heading', { name: 'My Details', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('First name').fill('Robyn');
  await page.getByLabel(/Contact number/).fill('12ab');
  await page.getByLabel(/Contact number/).blur();
  await expect(page.getByText('Please enter a UK phone number, such as 07700 900123')).toBeVisible();
  await page.getByLabel(/Contact number/).fill('7700900333');
  await page.getByLabel(/Business sector/).selectOption({ label: 'Logistics and Transport' });

  // The CV: a file that is not a PDF is refused by the server, a PDF is kept.
  await page
    .getByLabel(/^CV/)
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('nope') });
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Please choose a PDF file.')).toBeVisible();
  await page
    .getByLabel(/^CV/)
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await expect(page.getByText('Please choose a PDF file.')).toBeHidden();
  // A changed e-mail must be verified with a code first.
  const newEmail = email.replace('e2e.', 'e2e.new.');
  await page.getByLabel('Email', { exact: true }).fill(newEmail);
  await expect(page.getByText('Verify your new email')).toBeVisible();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Please verify your email address first.')).toBeVisible();
  const before = await lastMailId(page.request, newEmail);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a four-digit code to ${newEmail}`)).toBeVisible();
  await typeCode(page, await waitForCode(page.request, newEmail, before));
  await expect(page.getByText(`${newEmail} is verified`)).toBeVisible();

  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download my CV' })).toBeVisible();
  const saved = await me(page.request, token);
  expect(saved).toMatchObject({ first_name: 'Robyn', email: newEmail });

  const details = await downloadPdfText(page, 'Download details PDF');
  expect(details.text).toContain('Robyn Ashworth');

  // My Survey: service connection, service type and discover type; back to My Profile after saving.
  await page.goto('/my/survey-details');
  await expect(page.getByRole('heading', { name: 'My Survey', level: 1 })).toBeVisible();
  await page.getByLabel('Service connection').selectOption({ label: 'Reservist' });
  await page.getByLabel('Service type').selectOption({ label: 'Royal Navy' });
  await page.getByLabel('Discover type').selectOption({ index: 2 });
  await expect(page.getByLabel('Service received')).toHaveCount(0);
  const survey = await downloadPdfText(page, 'Download survey PDF');
  expect(survey.text).toContain('Robyn Ashworth');
  await page.getByRole('button', { name: 'Save survey' }).click();
  await expect(page).toHaveURL(/\/my\/profile$/);
  await page.goto('/my/survey-details');
  await expect(page.getByLabel('Service connection').locator('option:checked')).toHaveText('Reservist');
  await expect(page.getByLabel('Service type').locator('option:checked')).toHaveText('Royal Navy');

  // Settings: limit of members, mentoring requests, chats; e-mail flags.
  await page.goto('/my/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const slider = page.getByRole('slider', { name: 'Limit of members' });
  await expect(slider).toHaveAttribute('aria-valuenow', '3');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  const mentoring = page.getByRole('region', { name: 'Mentoring' });
  await expect(mentoring.getByText('Saved')).toBeVisible();
  await expect
    .poll(async () => (await me(page.request, token)) as unknown as Profile)
    .toMatchObject({ mentees_limit: 4 });

  await page.getByLabel('Enable mentoring requests').uncheck();
  await expect
    .poll(async () => (await me(page.request, token)) as unknown as Profile)
    .toMatchObject({ disable_mentoring_requests: true, available: false });
  await page.getByLabel('Accept chats').uncheck();
  await expect
    .poll(async () => (await me(page.request, token)) as unknown as Profile)
    .toMatchObject({ accept_chats: false });

  const weekly = page.getByLabel('Weekly newsletters');
  await expect(weekly).toBeChecked();
  await weekly.uncheck();
  await expect(page.getByRole('region', { name: 'Email notifications' }).getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Weekly newsletters')).not.toBeChecked();
  await expect(page.getByLabel('Enable mentoring requests')).not.toBeChecked();
  await expect(slider).toHaveAttribute('aria-valuenow', '4');
  expect(await api(page.request, token, 'GET', 'user/profile/email-settings')).toMatchObject({
    weekly_newsletters: 0,
    feed_notifications: 1,
  });

  await page.goto('/my/profile');
  await expect(page.getByText('Unavailable', { exact: true })).toBeVisible();
});

test('captain profile screens fit a phone @mobile', async ({ page }) => {
  const { email, password } = await createAccount(page.request, 'mentor');
  await signIn(page, email, password);
  for (const path of [
    '/my/profile',
    '/my/details',
    '/my/survey-details',
    '/my/settings',
    '/mentor/profile',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  }
  // The experience dialog, open.
  await page.goto('/my/profile');
  await page.getByRole('button', { name: 'Add experience' }).click();
  await expect(page.getByRole('dialog', { name: 'Add experience' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  const dialogAxe = await new AxeBuilder({ page }).analyze();
  expect(dialogAxe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});
