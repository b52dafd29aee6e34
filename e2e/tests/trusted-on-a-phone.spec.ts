import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MSG } from '@keh/contracts';
import { expectNoHorizontalScroll, lastMailId, signIn, typeCode, waitForCode } from '../support/app';
import { publishAsStaff, writeArticle } from '../support/articles';
import { freshAccount } from '../support/matching';
import { api, pageToken } from '../support/profile';
import { createStaff } from '../support/staff';

/** Issue 28, flows 6–12: what a new cohort on phones would stumble on. */

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}-${test.info().project.name}.png`),
    fullPage: true,
  });

/** Login step 1 and 2 on the page as it stands (the destination is already in the address). */
async function logInHere(page: Page, email: string, password: string) {
  const before = await lastMailId(page.request, email);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/login\/2/);
  await typeCode(page, await waitForCode(page.request, email, before));
}

test('an e-mail link to an online event opened signed out returns there after sign-in, with "Join online" @mobile', async ({
  page,
  request,
}) => {
  const captain = await freshAccount(request, 'mentor');
  const start = Math.floor(Date.now() / 1000 / 60) * 60 + 2 * 24 * 3600;
  const created = await api(request, captain.token, 'POST', 'mentor/event', {
    event_title: 'Pricing clinic on video',
    event_description: 'Bring your price list.',
    event_address: 'Online: https://meet.jit.si/keh-e2e-pricing-clinic',
    event_start_time: start,
    event_end_time: start + 3600,
    type_of_event: '0',
  });
  const id = (created as { id: number }).id;

  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('keh.hideEventPopup', 'true'));
  await page.goto(`/my/events/${id}`);
  await expect(page).toHaveURL(new RegExp(`/login/1\\?next=%2Fmy%2Fevents%2F${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expectNoAxeViolations(page);
  await logInHere(page, captain.email, captain.password);
  await expect(page).toHaveURL(new RegExp(`/my/events/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing clinic on video' })).toBeVisible();

  // Flow 9: an online event is joined by its link, never looked up on a map.
  const join = page.getByRole('link', { name: 'Join online' });
  await expect(join).toHaveAttribute('href', 'https://meet.jit.si/keh-e2e-pricing-clinic');
  await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, 'online-event');
});

test('a moderator lands on the review queue, an admin on the overview, with the staff links named @mobile', async ({
  page,
  request,
}) => {
  const moderator = await createStaff(request, 'moderator');
  await signIn(page, moderator.email, moderator.password);
  await expect(page).toHaveURL(/\/admin\/articles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  const wide = (page.viewportSize()?.width ?? 0) >= 1200;
  if (!wide) await page.getByRole('button', { name: 'Open navigation' }).click();
  const nav = wide ? page.getByRole('banner') : page.getByRole('dialog');
  // The link's name is its visible text, not an icon's label.
  await expect(nav.getByRole('link', { name: /^Review queue/ })).toContainText('Review queue');
  await shot(page, 'moderator-landing');
  if (!wide) await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);

  const admin = await createStaff(request, 'admin');
  const second = await page.context().browser()!.newPage({ viewport: page.viewportSize() });
  await signIn(second, admin.email, admin.password);
  await expect(second).toHaveURL(/\/admin\/overview$/);
  await second.close();
});

test('"Send the digest now" asks first, saying how many people will get it @mobile', async ({
  page,
  request,
}) => {
  const admin = await createStaff(request, 'admin');
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/mail');
  const token = await pageToken(page);
  const count = async () =>
    ((await api(request, token, 'GET', 'admin/digest')) as { recipients: number }).recipients;
  // Other journeys sign people up meanwhile: the count the modal shows lies between two readings.
  const before = await count();
  await page.getByRole('button', { name: 'Send the digest now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the weekly digest now?' });
  const said = dialog.locator('strong', { hasText: /^[\d,]+ (people|person)$/ });
  await expect(said).toBeVisible();
  const shown = Number((await said.innerText()).replace(/\D/g, ''));
  expect(shown).toBeGreaterThanOrEqual(before);
  expect(shown).toBeLessThanOrEqual(await count());
  expect(shown).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await shot(page, 'digest-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Weekly digest started')).toBeHidden();
  await page.getByRole('button', { name: 'Send the digest now' }).click();
  await dialog.getByRole('button', { name: /^Send to [\d,]+ (people|person)$/ }).click();
  await expect(page.getByText('Weekly digest started')).toBeVisible();
});

test('a long name says the real limit; a UK phone number and post code are kept whole @mobile', async ({
  page,
  request,
}) => {
  const member = await freshAccount(request, 'mentee');
  await signIn(page, member.email, member.password);
  await page.goto('/my/details');
  await expect(page.getByRole('heading', { name: 'My Details', level: 1 })).toBeVisible();

  const first = page.getByLabel(/First name/);
  await first.fill('A'.repeat(2000));
  await first.blur();
  await expect(page.getByText(MSG.firstNameTooLong)).toBeVisible();
  await expect(page.getByText(MSG.firstNameLength)).toHaveCount(0);
  await first.fill('Robin');

  await page.getByLabel(/Post code/).fill('PL1 2AB');
  await page.getByLabel(/Contact number/).fill('07700 900123');
  // Typed whole, kept whole: nothing is cut at the spec's 6 and 10 characters.
  await expect(page.getByLabel(/Post code/)).toHaveValue('PL1 2AB');
  await expect(page.getByLabel(/Contact number/)).toHaveValue('07700 900123');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const saved = (await api(request, member.token, 'GET', 'user/profile')) as Record<string, unknown>;
  expect(saved).toMatchObject({ post_code: 'PL1 2AB', contact_number: '07700 900123' });

  await page.reload();
  await expect(page.getByLabel(/Contact number/)).toHaveValue('07700 900123');
  await page.getByLabel(/Post code/).fill('PL1 2ABXY');
  await page.getByLabel(/Post code/).blur();
  await expect(page.getByText(MSG.postCodeLength)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, 'details-uk');
});

test('a missing article is not found for a guest; a members-only one asks to sign up and returns after sign-in @mobile', async ({
  page,
  request,
}) => {
  await page.goto('/post/987654321');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('you need to be a registered member')).toHaveCount(0);

  const captain = await freshAccount(request, 'mentor');
  const reader = await freshAccount(request, 'mentee');
  const id = await writeArticle(request, captain.token, {
    title: 'Our members-only supplier list',
    text: 'Suppliers our members recommend.',
    visibility: '2',
  });
  await publishAsStaff(request, id);
  await page.goto(`/post/${id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/you need to be a registered member/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/login/1\\?next=%2Fpost%2F${id}$`));
  await logInHere(page, reader.email, reader.password);
  await expect(page).toHaveURL(new RegExp(`/post/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Our members-only supplier list' })).toBeVisible();
});
