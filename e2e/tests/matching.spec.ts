import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, signIn } from '../support/app';
import {
  MSG,
  expectLabel,
  expectRequestState,
  freshAccount,
  requestButton,
  requestMentoring,
  setMembersLimit,
  shot,
  signedInPage,
  skipWelcome,
} from '../support/matching';

test.describe('matching and mentoring requests', () => {
  test('a Member finds a captain, requests, recalls and is accepted', async ({ page, browser, request }) => {
    const captain = await freshAccount(request, 'mentor');
    const member = await freshAccount(request, 'mentee');

    await signIn(page, member.email, member.password);
    await page.goto('/mentors/matching');
    // The Welcome popup: Business growth sends startup=0 with the list.
    const welcome = page.getByRole('dialog', { name: 'Welcome' });
    await expect(welcome).toBeVisible();
    await shot(page, 'welcome-1280');
    const growthList = page.waitForRequest(
      (r) => r.url().includes('/api/mentee/mentors?') && r.url().includes('startup=0'),
    );
    await welcome.getByRole('button', { name: /Business growth/ }).click();
    await growthList;
    await expect(welcome).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('keh.startupMentorList'))).toBe('0');
    await expect(page.getByRole('heading', { level: 1, name: 'Start Up' })).toBeVisible();
    await expect(page.getByTestId('captain-card').first()).toBeVisible();
    await expect(page.getByTestId('captain-card').first()).toContainText('% MATCH');

    // Filter settings: location and available only.
    await page.getByRole('button', { name: /Filter settings/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter settings' });
    await drawer.getByLabel('Location').fill('Bristol');
    await drawer.getByLabel('Available only').check();
    const filtered = page.waitForRequest(
      (r) => r.url().includes('location=Bristol') && r.url().includes('available=1'),
    );
    await drawer.getByRole('button', { name: 'Apply filters' }).click();
    await filtered;
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/location=Bristol&available=1|available=1.*location=Bristol/);
    await expect(page.getByTestId('captain-card').first()).toContainText('Bristol');
    await expect(page.getByTestId('captain-card').filter({ hasNotText: 'Bristol' })).toHaveCount(0);
    await shot(page, 'matching-1280');
    await expect(page.getByTestId('captain-card').filter({ hasNotText: 'Bristol' })).toHaveCount(0);

    // The captain's profile: request, recall ('Cancelled' as text), request again.
    await page.goto(`/mentor/matching/${captain.id}`);
    await expectLabel(page, 'Request mentoring');
    await expect(page.getByRole('region', { name: 'Matching Business Captains' })).toBeVisible();
    await expect(page.getByText('Not sure yet?')).toBeVisible(); // the consultation note, before a first request
    await requestButton(page).click();
    await expectLabel(page, 'Recall mentoring');
    await expectRequestState(page, 'Request sent');
    await expect(page.getByText('What happens next')).toBeVisible(); // the after-message note, once
    await requestButton(page).click();
    await expectRequestState(page, 'Cancelled');
    await expectLabel(page, 'Request again');
    await page.goto('/my/pending-requests');
    await expect(page.getByText(MSG.noPendingRequests)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a Business Captain' })).toHaveAttribute(
      'href',
      '/mentors/matching',
    );
    await page.goto(`/mentor/matching/${captain.id}`);
    await expectRequestState(page, 'Cancelled');
    await expectLabel(page, 'Request again');
    await requestButton(page).click();
    await expectLabel(page, 'Recall mentoring');
    await shot(page, 'profile-1280');
    await page.goto('/my/pending-requests');
    await expect(page.getByRole('button', { name: 'Recall mentoring' })).toBeVisible();
    await expect(page.getByText(MSG.noActiveSupport)).toBeHidden();

    // The captain sees the counter and accepts.
    const captainPage = await signedInPage(browser, captain);
    await captainPage.goto('/my/profile');
    await expect(captainPage.getByRole('link', { name: 'Incoming Requests, 1 new' })).toBeVisible();
    await captainPage.getByRole('link', { name: 'Incoming Requests, 1 new' }).click();
    await expect(captainPage.getByRole('heading', { level: 1, name: 'Incoming Requests' })).toBeVisible();
    await expect(
      captainPage.getByRole('article').getByRole('link', { name: 'Robin Ashworth' }),
    ).toHaveAttribute('href', `/mentee/${member.id}`);
    await shot(captainPage, 'incoming-1280');
    await captainPage.getByRole('button', { name: 'Accept' }).click();
    await expect(captainPage.getByText(MSG.noIncomingRequests)).toBeVisible();
    await expect(captainPage.getByRole('link', { name: 'Incoming Requests', exact: true })).toBeVisible();
    await captainPage.getByRole('link', { name: 'My Members' }).click();
    await expect(
      captainPage.getByRole('article').getByRole('link', { name: 'Robin Ashworth' }),
    ).toHaveAttribute('href', `/mentee/${member.id}`);
    await captainPage.context().close();

    // The Member: 'Accepted' and My Active Support.
    await page.goto(`/mentor/matching/${captain.id}`);
    await expectRequestState(page, 'Accepted');
    await expect(requestButton(page)).toHaveCount(0);
    // Any other captain: the request button is disabled, and says why beside it.
    const other = await freshAccount(request, 'mentor');
    await page.goto(`/mentor/matching/${other.id}`);
    await expectLabel(page, 'Request mentoring');
    await expect(requestButton(page)).toBeDisabled();
    await expect(requestButton(page)).toHaveAccessibleDescription(/^You already have a Business Captain/);
    const actions = page.getByRole('group', { name: 'Actions' });
    await expect(actions.getByRole('button', { name: 'Ask a question' })).toBeEnabled();
    await expect(actions.getByRole('link', { name: 'My Active Support' })).toHaveAttribute(
      'href',
      '/my/mentoring',
    );
    await page.goto('/my/mentoring');
    await expect(page.getByRole('heading', { level: 1, name: 'My Active Support' })).toBeVisible();
    await expect(page.getByRole('article').getByRole('link', { name: 'Robin Ashworth' })).toHaveAttribute(
      'href',
      `/mentor/${captain.id}`,
    );
    await shot(page, 'active-support-1280');
  });

  test('a captain at the limit cannot accept, and removes a member with Yes', async ({ page, request }) => {
    const captain = await freshAccount(request, 'mentor');
    await setMembersLimit(request, captain, 1);
    const first = await freshAccount(request, 'mentee');
    const second = await freshAccount(request, 'mentee');
    await requestMentoring(request, first, captain.id);
    await requestMentoring(request, second, captain.id);

    await signIn(page, captain.email, captain.password);
    await page.goto('/my/incoming-requests');
    await expect(page.getByRole('link', { name: 'Incoming Requests, 2 new' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await cards.nth(0).getByRole('button', { name: 'Accept' }).click();
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Incoming Requests, 1 new' })).toBeVisible();
    await cards.nth(0).getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText(MSG.membersLimitReached)).toBeVisible();
    await expect(cards).toHaveCount(1);

    // Decline asks first.
    await cards.nth(0).getByRole('button', { name: 'Decline' }).click();
    const decline = page.getByRole('dialog', { name: 'Decline request' });
    await decline.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText(MSG.noIncomingRequests)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Incoming Requests', exact: true })).toBeVisible();

    // My Members: Remove, then Cancel keeps, Yes removes.
    await page.goto('/my/mentoring');
    await expect(page.getByRole('heading', { level: 1, name: 'My Members' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove member' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('button', { name: 'Remove' }).click();
    await shot(page, 'remove-1280');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByText('You have no members yet')).toBeVisible();
  });

  test('a new Member sees the empty states and the matching list on a phone @mobile', async ({
    page,
    request,
  }) => {
    const member = await freshAccount(request, 'mentee');
    await signIn(page, member.email, member.password);
    await skipWelcome(page);
    await page.goto('/mentors/matching');
    await expect(page.getByRole('heading', { level: 1, name: 'Start Up' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeHidden();
    await expect(page.getByTestId('captain-card').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, `matching-${page.viewportSize()?.width}`);
    await page.goto('/my/mentoring');
    await expect(page.getByText(MSG.noActiveSupport)).toBeVisible();
    await page.goto('/my/pending-requests');
    await expect(page.getByText(MSG.noPendingRequests)).toBeVisible();
    await expectNoHorizontalScroll(page);
    // An empty list after a filter nobody meets.
    await page.goto('/mentors/matching');
    await page.getByRole('button', { name: /Filter settings/ }).click();
    await page
      .getByRole('dialog', { name: 'Filter settings' })
      .getByLabel('Location')
      .fill('Nowhere-on-earth');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText(MSG.noMatchingCaptains)).toBeVisible();
  });
});
