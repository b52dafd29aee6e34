import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, signIn } from '../support/app';
import { freshAccount, requestMentoring, signedInPage } from '../support/matching';
import { downloadPdfText } from '../support/profile';
import { freshPair } from '../support/workspace';

/** Screenshots of these journeys (TRUST_SHOTS=1), at the viewport of the project running. */
async function shot(page: Page, name: string) {
  if (!process.env.TRUST_SHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `/tmp/trust-shots/${name}-${width}.png`, fullPage: true });
}

/*
 * Issue 33, part A. A request that expires (14 days) is covered by the integration tests with a
 * moved clock (apps/server/src/modules/mentoring/trust.test.ts): the shared e2e server keeps the
 * default expiry, so other journeys' requests do not expire under them.
 */
test.describe('trust: asking first and ending well', () => {
  test('a captain asks a question about a request before answering it @mobile', async ({ page, request }) => {
    const captain = await freshAccount(request, 'mentor');
    const member = await freshAccount(request, 'mentee');
    await requestMentoring(request, member, captain.id);

    await signIn(page, captain.email, captain.password);
    await page.goto('/my/incoming-requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Incoming Requests' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    await page.getByRole('button', { name: 'Ask a question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask a question' });
    await dialog.getByRole('button', { name: 'Send question' }).click();
    await expect(dialog.getByText('Please write your question.')).toBeVisible();
    await dialog.getByLabel('Your question').fill('What does your business sell, and to whom?');
    await shot(page, 'ask-question');
    await dialog.getByRole('button', { name: 'Send question' }).click();
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.getByText('What does your business sell, and to whom?')).toBeVisible();
    await expect(log.getByText(/Mentoring request from/)).toBeVisible();
    // The request stays open.
    await page.goto('/my/incoming-requests');
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    // Captains' cards say how quickly each answers.
    await page.goto('/mentors/matching');
    await expect(page.getByTestId('captain-card').first().getByTestId('responsiveness')).toBeVisible();
    await shot(page, 'captain-cards');
  });

  test('a captain ends a mentoring with goals reached and the member downloads the certificate @mobile', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const { captain, member } = await freshPair(request);

    await signIn(page, captain.email, captain.password);
    await page.goto(`/my/mentoring/${member.id}`);
    await page.getByRole('button', { name: 'End mentoring' }).click();
    const dialog = page.getByRole('dialog', { name: 'End mentoring' });
    await dialog.getByRole('button', { name: 'End mentoring' }).click();
    await expect(dialog.getByText('Please choose why the mentoring ends.')).toBeVisible();
    await dialog.getByLabel('Goals reached').check();
    await dialog.getByLabel('Note (optional)').fill('A pleasure to work with you.');
    await shot(page, 'end-mentoring');
    await dialog.getByRole('button', { name: 'End mentoring' }).click();
    await expect(page).toHaveURL(/\/my\/mentoring-history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Past mentorings' })).toBeVisible();
    await expect(page.getByText('Read-only history')).toBeVisible();
    await expect(page.getByText('(you ended it)')).toBeVisible();
    // The member is no longer one of the captain's members.
    await page.goto('/my/mentoring');
    await expect(page.getByRole('link', { name: 'Past mentorings' })).toBeVisible();

    const viewport = page.viewportSize() ?? undefined;
    const memberPage = await signedInPage(browser, member, viewport);
    await memberPage.goto('/my/mentoring-history');
    const card = memberPage.getByRole('article');
    await expect(card.getByText('Goals reached')).toBeVisible();
    await expect(card.getByText('Read-only history')).toBeVisible();
    await expect(card.getByText('A pleasure to work with you.', { exact: false })).toBeVisible();
    await expectNoHorizontalScroll(memberPage);
    await shot(memberPage, 'mentoring-history');
    const { text, download } = await downloadPdfText(memberPage, 'Download certificate');
    expect(download.suggestedFilename()).toBe('certificate.pdf');
    expect(text).toContain('Certificate of Mentoring');
    expect(text).toContain('Goals reached');
    // The My Active Support page is empty again, with the way to the history.
    await memberPage.goto('/my/mentoring');
    await expect(memberPage.getByRole('link', { name: 'Past mentorings' })).toBeVisible();
    await memberPage.context().close();
  });
});
