import { expect, test } from '@playwright/test';
import { signedInPage } from '../support/matching';
import { localFields } from '../support/sessions';
import { api } from '../support/profile';
import { createStaff } from '../support/staff';
import { freshPair } from '../support/workspace';

/**
 * The other paths of a session (issue 32), two people in two browsers: the captain moves a booked
 * session and the Member's open page follows; once it has begun the Member logs it as missed by the
 * captain; the Member cancels the next one with a reason the captain reads; the admin opens the
 * overview's "Missed sessions" figure and finds it in the list behind it. The session is booked
 * two minutes ahead and moved to three: the test waits for it to begin, as a pair would.
 */

const minuteFromNow = (minutes: number) => (Math.floor(Date.now() / 60_000) + minutes) * 60;

test('move a booked session, log it missed, cancel the next; the admin finds it behind the overview', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const { captain, member } = await freshPair(request);
  const mentoring = await api<{ id: number }>(request, member.token, 'GET', 'mentee/mentoring');
  const captainName = await api<{ first_name: string; last_name: string }>(
    request,
    captain.token,
    'GET',
    'user/profile',
  );
  const admin = await createStaff(request, 'admin');
  const book = async (minutes: number) => {
    const s = await api<{ id: number }>(request, member.token, 'POST', 'sessions', {
      mentoring_id: mentoring.id,
      slots: [{ start: minuteFromNow(minutes), duration_minutes: 30 }],
      location: 'The Hub, Leeds',
    });
    await api(request, captain.token, 'POST', `sessions/${s.id}/accept`, { slot: 0 });
  };
  await book(2);

  // ---- The captain moves it three minutes ahead; the Member's open page follows ----
  const memberPage = await signedInPage(browser, member);
  await memberPage.goto('/my/mentoring?tab=sessions');
  const memberCard = memberPage.getByTestId('sessions-panel').getByTestId('session-card').first();
  await expect(memberCard).toHaveAttribute('data-status', 'accepted');
  const captainPage = await signedInPage(browser, captain);
  await captainPage.goto(`/my/mentoring/${member.id}?tab=sessions`);
  const captainCard = captainPage.getByTestId('sessions-panel').getByTestId('session-card').first();
  await captainCard.getByRole('button', { name: 'Reschedule' }).click();
  const move = captainPage.getByRole('dialog', { name: 'Move the session' });
  const later = await localFields(captainPage, 3);
  await move.getByLabel('Date 1').fill(later.date);
  await move.getByTestId('slot-0').getByLabel('Start').fill(later.time);
  await move.getByRole('button', { name: 'Move the session' }).click();
  await expect(move).toBeHidden();
  await expect(captainCard).toContainText(later.time);
  await expect(memberCard).toContainText(later.time, { timeout: 5000 });

  // ---- Once it has begun, the Member logs it as missed by the captain ----
  const logButton = memberCard.getByRole('button', { name: 'Log the session' });
  await expect(async () => {
    await memberPage.reload();
    await expect(logButton).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 240_000, intervals: [5000] });
  await logButton.click();
  const log = memberPage.getByRole('dialog', { name: 'Log the session' });
  await log.getByText('Missed', { exact: true }).click();
  await log.getByRole('combobox', { name: 'Who missed it?' }).click();
  await memberPage.getByRole('option', { name: 'The Business Captain' }).click();
  await log.getByRole('button', { name: 'Save the log' }).click();
  await expect(log).toBeHidden();
  await expect(memberCard).toHaveAttribute('data-status', 'missed');
  await expect(memberCard).toContainText(`Missed by ${captainName.first_name} ${captainName.last_name}`);

  // ---- The next one is booked, and the Member cancels it with a reason the captain reads ----
  await book(26 * 60);
  await memberPage.reload();
  const next = memberPage.getByTestId('session-card').filter({ has: memberPage.getByText('Booked') });
  await next.getByRole('button', { name: 'Cancel the session' }).click();
  const cancel = memberPage.getByRole('dialog', { name: 'Cancel the session' });
  await cancel.getByLabel('Reason (optional)').fill('Away that week');
  await cancel.getByRole('button', { name: 'Cancel the session' }).click();
  await expect(cancel).toBeHidden();
  const cancelled = captainPage.getByTestId('session-card').filter({ hasText: 'Away that week' });
  await expect(cancelled).toHaveAttribute('data-status', 'cancelled', { timeout: 5000 });
  await expect(cancelled).toContainText('Reason: Away that week');

  // ---- The admin opens the overview's missed figure and finds the session in the list ----
  const adminPage = await signedInPage(browser, { ...admin, token: '' });
  await adminPage.goto('/admin/overview');
  await adminPage.getByRole('link', { name: /Missed sessions/ }).click();
  await expect(adminPage).toHaveURL(/\/admin\/sessions#missed$/);
  const missed = adminPage.getByTestId('staff-sessions-missed');
  const row = missed
    .getByRole('row')
    .filter({ hasText: `${captainName.first_name} ${captainName.last_name}` });
  await expect(row.first()).toContainText('The Business Captain');
  await expect(adminPage.getByRole('heading', { name: 'Missed sessions' })).toBeInViewport();
  await Promise.all([memberPage, captainPage, adminPage].map((p) => p.context().close()));
});
