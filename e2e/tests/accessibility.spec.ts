import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/app';
import { writeArticle } from '../support/articles';
import { chatPair, say } from '../support/chat';
import { freshAccount } from '../support/matching';
import { createStaff } from '../support/staff';

/** WCAG 2.2 A and AA, as axe-core tags them. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

for (const path of ['/', '/login/1', '/forgot-password/1']) {
  test(`${path} has no accessibility violations @mobile`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
}

test('My Articles has no WCAG 2.2 A/AA violations @mobile', async ({ page, request }) => {
  const captain = await freshAccount(request, 'mentor');
  // A draft (Edit and Delete) and one waiting for the moderator, so every button shows.
  await writeArticle(request, captain.token, {
    title: 'Draft on cash flow',
    text: 'Plan ahead.',
    draft: '1',
  });
  await writeArticle(request, captain.token, { title: 'Waiting on pricing', text: 'Charge well.' });
  await signIn(page, captain.email, captain.password);
  await page.goto('/my/articles');
  await expect(page.getByText('Draft on cash flow')).toBeVisible();
  await expect(page.getByText('Waiting on pricing')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the chat list has no WCAG 2.2 A/AA violations @mobile', async ({ page, request }) => {
  const { captain, member, conversationId } = await chatPair(request);
  await say(request, member, conversationId, 'Hello, could we talk about my pricing?');
  await signIn(page, captain.email, captain.password);
  await page.goto('/chats');
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('link').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the staff console menu and overview have no WCAG 2.2 A/AA violations @mobile', async ({
  page,
  request,
}) => {
  // Something waits in the review queue, so its menu link carries a count.
  const captain = await freshAccount(request, 'mentor');
  await writeArticle(request, captain.token, { title: 'Waiting for a moderator', text: 'Read me.' });
  const admin = await createStaff(request, 'admin');
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/overview');
  await expect(page.getByRole('list', { name: 'The programme in figures' })).toBeVisible();
  // The charts draw once their figures arrive.
  await expect(page.locator('.recharts-surface, svg[role="img"], figure').first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Staff console' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: /menu/i }).first().click();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Review queue\b.*\d+ waiting$/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
