import { expect, test } from '@playwright/test';
import { signIn } from '../support/app';
import { freshAccount, requestMentoring } from '../support/matching';
import { api } from '../support/profile';

/*
 * Issue 33: a request sent into silence expires, and the Member asks the next best captain in one
 * click. On an app of its own whose requests expire after 86 seconds (playwright.config.ts), so no
 * other journey's request expires under it.
 */
test.use({ baseURL: process.env.E2E_EXPIRY_URL });

interface RequestRow {
  id: number;
  status: string;
  mentor?: { id: number };
}

test('a member’s unanswered request expires and they request the next best captain in one click', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const captain = await freshAccount(request, 'mentor');
  const member = await freshAccount(request, 'mentee');
  await requestMentoring(request, member, captain.id);

  // Applied by the server within a minute of the expiry time: no one answers in the meantime.
  await expect
    .poll(
      async () =>
        (await api<RequestRow[]>(request, member.token, 'GET', 'mentee/requests')).find(
          (r) => r.mentor?.id === captain.id,
        )?.status,
      { timeout: 240_000, intervals: [5_000] },
    )
    .toBe('expired');

  await signIn(page, member.email, member.password);
  await page.goto('/my/pending-requests');
  const offered = page.getByRole('region', { name: 'Your next best captains' });
  await expect(offered).toBeVisible();
  const first = offered.getByRole('button', { name: /^Request mentoring from / });
  await expect(first.first()).toBeVisible();
  const name = ((await first.first().getAttribute('aria-label')) ?? '').replace(
    'Request mentoring from ',
    '',
  );
  await first.first().click();
  await expect(page.getByText('Request sent')).toBeVisible();

  // The new request is pending, to another captain than the one who never answered.
  const rows = await api<RequestRow[]>(request, member.token, 'GET', 'mentee/requests');
  const pending = rows.filter((r) => r.status === 'pending');
  expect(pending).toHaveLength(1);
  expect(pending[0]!.mentor?.id).not.toBe(captain.id);
  await page.reload();
  await expect(page.getByText(name).first()).toBeVisible();
});
