import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createAccount, expectNoHorizontalScroll, signIn } from '../support/app';
import { answerQuestionnaire, api, apiSignIn, me } from '../support/profile';

const MODAL_TEXT = 'To view this article (or profile) you need to be a registered member, please sign up.';

test('a member opens a Business Captain: counts, buttons by availability and chats', async ({ page }) => {
  const captain = await createAccount(page.request, 'mentor');
  const captainToken = await apiSignIn(page.request, captain.email, captain.password);
  const { id: captainId } = await me(page.request, captainToken);
  await api(page.request, captainToken, 'POST', 'mentor/profile/experience', {
    company_name: 'Royal Engineers',
    practice: 'Captain',
    date_from: '01/01/2010',
    date_to: '01/07/2016',
    current: false,
  });
  await api(page.request, captainToken, 'POST', 'mentor/profile/other-expertise/Bridge%20building');
  await api(page.request, captainToken, 'POST', 'mentor/profile/professional-experience', {
    professional_experience: '<p>Built <strong>bridges</strong> and businesses.</p><script>alert(1)</script>',
  });

  const member = await createAccount(page.request, 'mentee');
  await signIn(page, member.email, member.password);
  await page.goto(`/mentor/${captainId}`);
  await expect(page.getByRole('heading', { name: 'Robin Ashworth', level: 1 })).toBeVisible();
  await expect(page.getByText('Available', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask a question' })).toBeEnabled();
  const request = page.getByRole('button', { name: 'Request mentoring' });
  await expect(request).toBeEnabled();
  await request.click();
  await expect(page.getByRole('button', { name: 'Recall mentoring' })).toBeVisible();
  await page.getByRole('button', { name: 'Recall mentoring' }).click();
  await expect(page.getByRole('button', { name: 'Request again' })).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('MEMBERS', { exact: true })).toBeVisible();
  await expect(page.getByText('YEARS OF EXPERIENCE', { exact: true })).toBeVisible();
  const years = page.getByText('YEARS OF EXPERIENCE', { exact: true }).locator('xpath=..');
  await expect(years).toContainText('6');
  const pro = page.getByRole('region', { name: 'My Professional Experience' });
  await expect(pro.locator('strong')).toHaveText('bridges');
  await expect(pro.locator('script')).toHaveCount(0);
  await expect(pro.getByRole('link', { name: 'LinkedIn profile' })).toHaveCount(0);
  const expertise = page.getByRole('region', { name: 'Expertise' });
  await expect(expertise.getByText('Retail')).toBeVisible();
  await expect(expertise.getByText('Bridge building')).toBeVisible();
  const skills = page.getByRole('region', { name: 'Skills' });
  await expect(skills.getByText('Finance')).toBeVisible();
  await expect(skills.getByText('Bookkeeping')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Experience', exact: true }).getByText('Royal Engineers'),
  ).toBeVisible();

  // The matching route shows the same page.
  await page.goto(`/mentor/matching/${captainId}`);
  await expect(page.getByRole('heading', { name: 'Robin Ashworth', level: 1 })).toBeVisible();

  // No chats and no new requests: both buttons are disabled and the captain is Unavailable.
  await api(page.request, captainToken, 'POST', 'mentor/settings', {
    mentees_limit: 3,
    disable_mentoring_requests: 1,
    accept_chats: 0,
    sharing_information: 1,
  });
  await page.reload();
  await expect(page.getByText('Unavailable', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask a question' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Request again' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Request again' })).toHaveAccessibleDescription(
    'This Business Captain is not taking new Members at the moment.',
  );

  // Members cannot open other Members, nor a captain id that does not exist.
  await page.goto('/mentee/1');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/mentor/999999');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a captain opens a Member and their survey; captains see their own public profile', async ({ page }) => {
  const captain = await createAccount(page.request, 'mentor');
  const captainToken = await apiSignIn(page.request, captain.email, captain.password);
  const { id: captainId } = await me(page.request, captainToken);
  const member = await createAccount(page.request, 'mentee');
  const memberToken = await apiSignIn(page.request, member.email, member.password);
  const { id: memberId } = await me(page.request, memberToken);
  await api(page.request, memberToken, 'POST', 'mentee/profile/details', {
    first_name: 'Morgan',
    last_name: 'Reeves',
    email: member.email,
    linkedin: 'https://www.linkedin.com/in/morgan-reeves',
    business_website: 'https://reeves.example.com',
  });

  await signIn(page, captain.email, captain.password);
  await page.goto(`/mentee/${memberId}`);
  await expect(page.getByRole('heading', { name: 'Morgan Reeves', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Website' })).toHaveAttribute(
    'href',
    'https://reeves.example.com',
  );
  await expect(main.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/morgan-reeves',
  );
  // Not connected yet: no survey.
  await expect(page.getByRole('link', { name: 'View Survey' })).toHaveCount(0);
  await page.goto(`/mentee/${memberId}/survey`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  // A request from the Member lets the captain read the survey.
  await api(page.request, memberToken, 'POST', `mentee/mentors/${captainId}/request`);
  await page.goto(`/mentee/${memberId}`);
  await page.getByRole('link', { name: 'View Survey' }).click();
  await expect(page).toHaveURL(new RegExp(`/mentee/${memberId}/survey$`));
  await expect(page.getByText("This member hasn't completed the survey yet.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Business Idea Overview' })).toBeVisible();

  await answerQuestionnaire(page.request, memberToken, 2);
  await page.reload();
  await expect(page.getByText("This member hasn't completed the survey yet.")).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'You and your motivation' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(19);
  await expect(page.getByText('A mobile repair workshop for farm machinery.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/mentee/${memberId}$`));

  // The captain's own public view: 'Ask a question' is disabled, no request button.
  await page.goto('/my/profile');
  await page.getByRole('link', { name: 'View public profile' }).click();
  await expect(page).toHaveURL(/\/mentor\/profile$/);
  await expect(page.getByRole('heading', { name: 'Robin Ashworth', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask a question' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Request mentoring' })).toHaveCount(0);
  await expect(page.getByText('MATCH', { exact: true })).toHaveCount(0);
});

test('signed-out visitors see the members-only modal on profiles @mobile', async ({ page }) => {
  for (const path of ['/mentor/1', '/mentee/2', '/mentor/profile']) {
    await page.goto(path);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(MODAL_TEXT)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up/1');
    await expectNoHorizontalScroll(page);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  }
  await page.getByRole('dialog').getByRole('link', { name: 'Login' }).click();
  // Login returns to the profile afterwards (issue 28).
  await expect(page).toHaveURL(/\/login\/1\?next=%2F/);
});
