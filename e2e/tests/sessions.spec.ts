import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInPage } from '../support/matching';
import { localFields } from '../support/sessions';
import { api } from '../support/profile';
import { createStaff, demoAdminToken } from '../support/staff';
import { freshPair } from '../support/workspace';

/**
 * Mentoring sessions (issue 32), two people in two browsers: the Member proposes two times, the
 * captain accepts one and both see it booked; once it has begun the captain logs it with two action
 * items that become tasks the Member sees in the plan; the Member rates it; the admin's overview
 * counts it. The first time offered is two minutes ahead, and the test waits for it to begin
 * (logging is allowed only then; nothing in the app is bent for the test).
 */

/** WCAG 2.2 A and AA violations inside `selector`, as axe-core reports them. */
async function violations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include(selector)
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

const shots = process.env.SESSIONS_SHOTS;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

test('propose two times, accept one, log it with two tasks, rate it, and the overview counts it', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const { captain, member } = await freshPair(request);
  const mentoring = await api<{ id: number }>(request, member.token, 'GET', 'mentee/mentoring');
  await api(request, captain.token, 'POST', `mentor/mentoring/${mentoring.id}/milestones`, {
    milestone_name: 'Plan the launch',
    tasks: JSON.stringify(['Pick a date']),
  });
  const admin = await createStaff(request, 'admin');

  // ---- The Member proposes two times ----
  const memberPage = await signedInPage(browser, member);
  await memberPage.goto('/my/mentoring?tab=sessions');
  const memberPanel = memberPage.getByTestId('sessions-panel');
  await expect(memberPanel.getByText('No sessions yet')).toBeVisible();
  await memberPanel.getByRole('button', { name: 'Propose a session' }).click();
  const form = memberPage.getByRole('dialog', { name: 'Propose a session' });
  const first = await localFields(memberPage, 2);
  const second = await localFields(memberPage, 26 * 60);
  await form.getByLabel('Date 1').fill(first.date);
  await form.getByTestId('slot-0').getByLabel('Start').fill(first.time);
  await form.getByRole('button', { name: 'Add another time' }).click();
  await form.getByLabel('Date 2').fill(second.date);
  await form.getByTestId('slot-1').getByLabel('Start').fill(second.time);
  await form.getByLabel('Place').fill('The Hub, Leeds');
  await form.getByLabel('Agenda').fill('Launch plan and funding');
  await shot(memberPage, 'propose-form');
  await form.getByRole('button', { name: 'Send the times' }).click();
  await expect(form).toBeHidden();
  const memberCard = memberPanel.getByTestId('session-card');
  await expect(memberCard).toHaveAttribute('data-status', 'proposed');
  await expect(memberCard.getByTestId('session-slot')).toHaveCount(2);

  // ---- The captain accepts the first; both see it booked ----
  const captainPage = await signedInPage(browser, captain);
  await captainPage.goto(`/my/mentoring/${member.id}?tab=sessions`);
  const captainCard = captainPage.getByTestId('sessions-panel').getByTestId('session-card');
  await expect(captainCard.getByTestId('session-slot')).toHaveCount(2);
  await shot(captainPage, 'captain-proposed');
  expect(await violations(captainPage, '[data-testid="sessions-panel"]')).toEqual([]);
  await captainCard.getByRole('button', { name: 'Accept this time' }).first().click();
  await expect(captainCard).toHaveAttribute('data-status', 'accepted');
  await expect(captainCard.getByText('Booked')).toBeVisible();
  await expect(memberCard).toHaveAttribute('data-status', 'accepted', { timeout: 5000 });
  await expect(memberPanel.getByTestId('next-session-box')).toContainText(first.time);
  // The captain's member card says when they meet next.
  await captainPage.goto('/my/mentoring');
  await expect(captainPage.getByTestId('next-session').first()).toContainText(`Next: `);
  await expect(captainPage.getByTestId('next-session').first()).toContainText(first.time);

  // ---- Once it has begun, the captain logs it with two action items as tasks ----
  await captainPage.goto(`/my/mentoring/${member.id}?tab=sessions`);
  const logButton = captainCard.getByRole('button', { name: 'Log the session' });
  await expect(async () => {
    await captainPage.reload();
    await expect(logButton).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 200_000, intervals: [5000] });
  const heldBefore = (
    await api<{ sessions: { held: number } }>(request, demoAdminToken(), 'GET', 'admin/overview')
  ).sessions.held;
  await logButton.click();
  const log = captainPage.getByRole('dialog', { name: 'Log the session' });
  await log.getByLabel('Notes (both of you see them)').fill('Agreed the next steps.');
  for (const [i, title] of ['Book the venue', 'Draft the press release'].entries()) {
    await log.getByRole('button', { name: 'Add an action item' }).click();
    await log.getByLabel(`Action item ${i + 1}`).fill(title);
    await log.getByRole('combobox', { name: `Milestone for item ${i + 1}` }).click();
    await captainPage.getByRole('option', { name: 'Plan the launch' }).click();
  }
  await shot(captainPage, 'log-form');
  await log.getByRole('button', { name: 'Save the log' }).click();
  await expect(log).toBeHidden();
  await expect(captainCard).toHaveAttribute('data-status', 'held');

  // ---- The Member sees the tasks in the plan and rates the session ----
  await memberPage.goto('/my/mentoring');
  const milestone = memberPage
    .getByTestId('milestone-card')
    .filter({ has: memberPage.getByText('Plan the launch', { exact: true }) });
  await expect(milestone.getByText('Book the venue')).toBeVisible();
  await expect(milestone.getByText('Draft the press release')).toBeVisible();
  await memberPage.goto('/my/mentoring?tab=sessions');
  const feedback = memberPage.getByTestId('feedback-form');
  await expect(feedback.getByText('How useful was this session?')).toBeVisible();
  expect(await violations(memberPage, '[data-testid="sessions-panel"]')).toEqual([]);
  await feedback.getByText('4', { exact: true }).click();
  await feedback.getByLabel('Comment (optional)').fill('Very practical.');
  await shot(memberPage, 'member-feedback');
  await feedback.getByRole('button', { name: 'Send my rating' }).click();
  await expect(memberPage.getByTestId('my-feedback')).toHaveText('You rated this session 4 out of 5.');
  if (shots) {
    await memberPage.setViewportSize({ width: 375, height: 740 });
    await shot(memberPage, 'member-375');
    await captainPage.setViewportSize({ width: 375, height: 740 });
    await shot(captainPage, 'captain-375');
    await memberPage.goto('/my/settings');
    await expect(memberPage.getByTestId('calendar-feed').getByRole('textbox')).toHaveValue(/^webcal:/);
    await shot(memberPage, 'settings-375');
  }

  // ---- The admin's overview counts it ----
  const adminPage = await signedInPage(browser, { ...admin, token: '' });
  await adminPage.goto('/admin/sessions');
  await expect(adminPage.getByTestId('sessions-overview')).toBeVisible();
  // Other journeys log no sessions: this one is the one more.
  await expect(adminPage.getByTestId('sessions-sessions-held')).toHaveText(String(heldBefore + 1));
  await shot(adminPage, 'admin-sessions');
  expect(await violations(adminPage, 'main')).toEqual([]);
  if (shots) {
    await adminPage.setViewportSize({ width: 375, height: 740 });
    await shot(adminPage, 'admin-375');
  }
  await Promise.all([memberPage, captainPage, adminPage].map((p) => p.context().close()));
});
