import { expect, test, type Page } from '@playwright/test';
import { signedInPage } from '../support/matching';
import { api } from '../support/profile';
import { freshPair, milestoneCard, workspaceTab } from '../support/workspace';

/**
 * Push instead of poll (decision 0026): the Member's open workspace shows the captain's new milestone
 * and feed comment within 2 seconds, without a reload and without polling: the only reads of the
 * plan in between are the ones each push asks for.
 */
const PLAN = '/api/mentee/mentoring';

/** Counts the page's GETs of its plan, and notes when its socket is in its rooms ('ready'). */
function watch(page: Page) {
  const seen = { reads: 0, ready: false };
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === PLAN) seen.reads++;
  });
  // Socket.IO starts on long-polling and upgrades to a WebSocket: 'ready' may come either way.
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => {
      if (typeof f.payload === 'string' && f.payload.includes('"ready"')) seen.ready = true;
    }),
  );
  page.on('response', (r) => {
    if (!r.url().includes('/socket.io/') || r.request().method() !== 'GET') return;
    r.text().then(
      (text) => {
        if (text.includes('"ready"')) seen.ready = true;
      },
      () => undefined,
    );
  });
  return seen;
}

test('the Member sees the captain’s milestone and comment within 2 s, without a reload or a poll', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { captain, member } = await freshPair(request);
  const mentoringId = await api<{ id: number }>(request, member.token, 'GET', 'mentee/mentoring');

  const memberPage = await signedInPage(browser, member);
  const seen = watch(memberPage);
  await memberPage.goto('/my/mentoring');
  await expect(memberPage.getByRole('heading', { level: 1, name: 'My Active Support' })).toBeVisible();
  await expect(memberPage.getByText('No milestones yet', { exact: true })).toBeVisible();
  await expect.poll(() => seen.ready).toBe(true);

  // Nothing reads the plan while nothing changes (no polling, no refetch on its own).
  const idle = seen.reads;
  await memberPage.waitForTimeout(3000);
  expect(seen.reads, 'reads of the plan while nothing changed').toBe(idle);

  // ---- The captain adds a milestone: it shows within 2 s ----
  await api(request, captain.token, 'POST', `mentor/mentoring/${mentoringId.id}/milestones`, {
    milestone_name: 'Pushed to the Member',
    tasks: JSON.stringify(['Read the new plan']),
  });
  await expect(milestoneCard(memberPage, 'Pushed to the Member')).toBeVisible({ timeout: 2000 });
  const afterMilestone = seen.reads;
  expect(afterMilestone - idle, 'reads of the plan for one change').toBeLessThanOrEqual(1);

  // ---- The captain comments on the feed: it shows within 2 s ----
  await workspaceTab(memberPage, 'Feed').click();
  await api(request, captain.token, 'POST', `mentor/mentoring/${mentoringId.id}/feed`, {
    body: 'Pushed over the socket, not polled.',
  });
  await expect(
    memberPage.getByTestId('feed-comment').filter({ hasText: 'Pushed over the socket, not polled.' }),
  ).toBeVisible({ timeout: 2000 });
  expect(seen.reads - afterMilestone, 'reads of the plan for one change').toBeLessThanOrEqual(1);
  // Still the same page, with both changes.
  await workspaceTab(memberPage, 'Milestones').click();
  await expect(milestoneCard(memberPage, 'Pushed to the Member')).toBeVisible();
  await memberPage.context().close();
});
