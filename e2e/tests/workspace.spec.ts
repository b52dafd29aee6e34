import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, signIn } from '../support/app';
import { signedInPage, type Account } from '../support/matching';
import { TEXT, counters, freshPair, milestoneCard, shot, workspaceTab } from '../support/workspace';

const LINKED_TASK = 'Read [the GOV.UK guide](https://www.gov.uk/set-up-business)';

/** Opens a milestone card (its header toggles it) unless it is open already. */
async function openCard(card: Locator) {
  const toggle = card.locator('button[aria-expanded]');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Fills the milestone fields of the form inside `scope`. */
async function fillMilestone(
  scope: Locator | Page,
  milestone: { name: string; date?: string; time?: string; tasks: string[] },
) {
  await scope.getByLabel('Milestone name').fill(milestone.name);
  if (milestone.date) await scope.getByLabel('Deadline date').fill(milestone.date);
  if (milestone.time) await scope.getByLabel('Deadline time').fill(milestone.time);
  for (const [index, title] of milestone.tasks.entries()) {
    const field = scope.getByLabel(`Task ${index + 1}`, { exact: true });
    if (!(await field.count())) await scope.getByRole('button', { name: 'Add task' }).click();
    await field.fill(title);
  }
}

test.describe('mentoring workspace', () => {
  test('a captain plans with a template, the member ticks a task, and they talk in the feed', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const { captain, member } = await freshPair(request);

    // ---- The captain: a template with two milestones ----
    await signIn(page, captain.email, captain.password);
    await page.goto('/my/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'My Templates' })).toBeVisible();
    await expect(page.getByText(TEXT.noTemplates)).toBeVisible();
    await page.getByRole('button', { name: 'Add template' }).click();
    const addTemplate = page.getByRole('form', { name: 'Add template' });
    await addTemplate.getByRole('button', { name: 'Save template' }).click();
    await expect(addTemplate.getByText(TEXT.required)).toHaveCount(2); // template and milestone names
    await expect(addTemplate.getByText(TEXT.fieldRequired)).toBeVisible(); // the empty task
    await addTemplate.getByLabel('Template name').fill('Veteran founder: first 90 days');
    await fillMilestone(addTemplate, {
      name: 'Foundations',
      date: '01/03/2030',
      time: '09:30',
      tasks: ['Agree how often we meet', 'Write down three goals for the year'],
    });
    await addTemplate.getByRole('button', { name: 'Save template' }).click();
    await expect(page).toHaveURL(/\/my\/template\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Veteran founder: first 90 days' }),
    ).toBeVisible();
    await expect(milestoneCard(page, 'Foundations')).toContainText('Due 1 Mar 2030, 09:30');

    await page.getByRole('button', { name: 'Add milestone' }).click();
    await fillMilestone(page, {
      name: 'Money basics',
      date: '01/04/2030',
      tasks: ['Open a business bank account'],
    });
    await page.getByRole('button', { name: 'Add milestone' }).click();
    await expect(page.getByTestId('milestone-card')).toHaveCount(2);
    await expect(page.getByText('2 milestones · not attached yet')).toBeVisible();

    // Attach to the member: the page says what attaching and detaching do.
    const members = page.getByRole('region', { name: 'Members' });
    await expect(members).toContainText(
      'Later edits of the template do not change plans that are already running.',
    );
    await expect(members).toContainText('Detaching removes only the copied milestones nobody has started');
    await members.getByRole('button', { name: 'Attach' }).click();
    await expect(members.getByText('Please choose at least one member.')).toBeVisible();
    await members.getByRole('checkbox', { name: 'Robin Ashworth' }).check();
    await members.getByRole('button', { name: 'Attach' }).click();
    await expect(members.getByText('Attached', { exact: true })).toBeVisible();
    await expect(page.getByText('2 milestones · attached to 1 member')).toBeVisible();
    await shot(page, 'template-1280');

    // ---- The captain: the member's plan, a milestone with a linked task, a comment ----
    await page.getByRole('link', { name: 'My Members' }).click();
    const card = page.getByRole('article', { name: 'Robin Ashworth' });
    await expect(card.getByTestId('member-plan')).toContainText('Next: Foundations');
    await expect(card.getByTestId('member-plan')).toContainText('3 tasks to do');
    await card.getByRole('link', { name: 'Open plan and feed' }).click();
    await expect(page).toHaveURL(new RegExp(`/my/mentoring/${member.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Robin Ashworth' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to My Members' })).toBeVisible();
    await expect(page.getByTestId('milestone-card')).toHaveCount(2);
    await expect(workspaceTab(page, 'Milestones')).toContainText('3');

    await page.getByRole('button', { name: 'Add milestone' }).click();
    const addForm = page.locator('form').filter({ has: page.getByLabel('Milestone name') });
    await addForm.getByRole('button', { name: 'Add milestone' }).click();
    await expect(addForm.getByText(TEXT.required)).toBeVisible();
    await expect(addForm.getByText(TEXT.fieldRequired)).toBeVisible();
    await addForm.getByRole('button', { name: 'Remove task 1' }).click();
    await expect(addForm.getByText(TEXT.tasksRequired)).toBeVisible();
    await fillMilestone(addForm, {
      name: 'Register the business',
      date: '15/01/2030',
      time: '17:00',
      tasks: [LINKED_TASK],
    });
    await expect(addForm.getByLabel('Milestone name')).toHaveValue('Register the business');
    await addForm.getByRole('button', { name: 'Add milestone' }).click();
    const registerCard = milestoneCard(page, 'Register the business');
    await expect(registerCard).toContainText('Due 15 Jan 2030, 17:00');
    const guide = registerCard.getByRole('link', { name: 'the GOV.UK guide' });
    await expect(guide).toHaveAttribute('href', 'https://www.gov.uk/set-up-business');
    await expect(guide).toHaveAttribute('target', '_blank');
    await expect(guide).toHaveAttribute('rel', /noopener/);
    await expect(workspaceTab(page, 'Milestones')).toContainText('4');

    // Edit toggles on the card: rename, keep the task.
    await registerCard.getByRole('button', { name: 'Edit milestone Register the business' }).click();
    await registerCard.getByLabel('Milestone name').fill('Register the company');
    await registerCard.getByRole('button', { name: 'Save milestone' }).click();
    await expect(milestoneCard(page, 'Register the company')).toContainText('the GOV.UK guide');
    await expect(milestoneCard(page, 'Register the company').getByLabel('Milestone name')).toHaveCount(0);

    await workspaceTab(page, 'Feed').click();
    await page.getByLabel('Write a comment').fill('Welcome aboard! Start with registering the company.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('feed-comment').filter({ hasText: 'Welcome aboard!' })).toBeVisible();
    await expect(page.getByLabel('Write a comment')).toHaveValue('');
    await shot(page, 'captain-feed-1280');
    // The captain leaves the plan: an open feed shows the member's reply as it is posted and marks it
    // read (pushed, decision 0026); the counts below are those of a captain who was away.
    await page.goto('/my/templates');

    // ---- The member: the plan, a tick, the captain's comment with its badge, a reply ----
    const memberPage = await signedInPage(browser, member);
    await memberPage.goto('/my/mentoring');
    await expect(memberPage.getByRole('heading', { level: 1, name: 'My Active Support' })).toBeVisible();
    await expect(memberPage.getByTestId('milestone-card')).toHaveCount(3);
    const before = await counters(request, member);
    expect(before.undone_tasks_count).toBe(4);
    expect(before.feed_unread_comments_count).toBeGreaterThanOrEqual(1);
    // The badge says what it counts (issue 28): open tasks, not milestones.
    await expect(memberPage.getByTestId('milestones-badge')).toHaveText('4 open tasks');
    await expect(memberPage.getByTestId('feed-badge')).toHaveText(
      new RegExp(`^${before.feed_unread_comments_count}`),
    );

    const memberCard = milestoneCard(memberPage, 'Register the company');
    await openCard(memberCard);
    const tick = memberCard.getByRole('checkbox', { name: 'Read the GOV.UK guide' });
    // click, not check(): the tick is optimistic but lands a frame later on a loaded machine.
    await tick.click();
    await expect(tick).toBeChecked();
    await expect(memberPage.getByTestId('milestones-badge')).toHaveText(/^3/);
    await expect(memberCard.getByText('Done', { exact: true })).toBeVisible(); // all its tasks are done
    await expect.poll(async () => (await counters(request, member)).undone_tasks_count).toBe(3);
    await shot(memberPage, 'member-plan-1280');

    await workspaceTab(memberPage, 'Feed').click();
    const fromCaptain = memberPage.getByTestId('feed-comment').filter({ hasText: 'Welcome aboard!' });
    await expect(fromCaptain).toBeVisible();
    await expect(fromCaptain.getByText('New', { exact: true })).toBeVisible();
    // Seen, so read: the badge goes and the server agrees.
    await expect(memberPage.getByTestId('feed-badge')).toHaveCount(0);
    await expect.poll(async () => (await counters(request, member)).feed_unread_comments_count).toBe(0);
    await memberPage.getByLabel('Write a comment').fill('Thank you! I have read the guide already.');
    await memberPage.getByRole('button', { name: 'Send' }).click();
    await expect(
      memberPage.getByTestId('feed-comment').filter({ hasText: 'I have read the guide' }),
    ).toBeVisible();
    await shot(memberPage, 'member-feed-1280');
    await memberPage.context().close();

    // ---- The captain: the reply and the counts ----
    const seen = await counters(request, captain, member.id);
    expect(seen.undone_tasks_count).toBe(3);
    expect(seen.feed_unread_comments_count).toBeGreaterThanOrEqual(1);
    await page.goto(`/my/mentoring/${member.id}`);
    await expect(page.getByTestId('milestones-badge')).toHaveText(/^3/);
    await expect(page.getByTestId('feed-badge')).toHaveText(
      new RegExp(`^${seen.feed_unread_comments_count}`),
    );
    const captainCard = milestoneCard(page, 'Register the company');
    await openCard(captainCard);
    await expect(captainCard).toContainText('Ticked by the member');
    const approve = captainCard.getByRole('button', { name: 'Approve task: Read the GOV.UK guide' });
    await approve.click();
    await expect(approve).toHaveAttribute('aria-pressed', 'true');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

    await workspaceTab(page, 'Feed').click();
    await expect(page.getByTestId('feed-comment').filter({ hasText: 'I have read the guide' })).toBeVisible();
    await expect(page.getByTestId('feed-badge')).toHaveCount(0);
    await expect
      .poll(async () => (await counters(request, captain, member.id)).feed_unread_comments_count)
      .toBe(0);

    await page.getByRole('link', { name: 'Back to My Members' }).click();
    await expect(card.getByTestId('member-plan')).toContainText('3 tasks to do');
    await expect(card.getByTestId('member-unread')).toHaveText('No new comments');

    // ---- Detach, then delete the template: back to the list ----
    await page.goto('/my/templates');
    await page.getByRole('link', { name: 'Veteran founder: first 90 days' }).click();
    await members.getByRole('checkbox', { name: 'Robin Ashworth' }).check();
    await members.getByRole('button', { name: 'Detach' }).click();
    await page
      .getByRole('dialog', { name: 'Detach template' })
      .getByRole('button', { name: 'Detach' })
      .click();
    await expect(members.getByText('Attached', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete template' }).click();
    await page
      .getByRole('dialog', { name: 'Delete template' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page).toHaveURL(/\/my\/templates$/);
    await expect(page.getByText(TEXT.noTemplates)).toBeVisible();
    // Detaching removed the untouched copies; the captain's own milestone stays.
    await page.goto(`/my/mentoring/${member.id}`);
    await expect(page.getByTestId('milestone-card')).toHaveCount(1);
    await expect(milestoneCard(page, 'Register the company')).toBeVisible();
  });

  test('the demo plan shows an overdue milestone and the unread badge @mobile', async ({ page, browser }) => {
    const demoMember = { email: 'mentee@example.com', password: 'Password12' };
    await signIn(page, demoMember.email, demoMember.password);
    await page.goto('/my/mentoring');
    await expect(page.getByRole('heading', { level: 1, name: 'My Active Support' })).toBeVisible();
    await expect(page.getByRole('article').getByRole('link', { name: 'James Whitfield' })).toBeVisible();
    const overdue = milestoneCard(page, 'Pitch and premises');
    await expect(overdue).toHaveAttribute('data-state', 'overdue');
    await expect(overdue.getByText('Overdue', { exact: true })).toBeVisible();
    await expect(page.getByTestId('plan-summary')).toContainText('Pitch and premises');
    await expect(
      milestoneCard(page, 'Business plan and numbers').getByText('Done', { exact: true }),
    ).toBeVisible();
    // The seeded link in a task opens in a new tab (read-only: the Feed tab stays closed).
    await openCard(milestoneCard(page, 'Business plan and numbers'));
    await expect(page.getByRole('link', { name: 'cash flow forecast' })).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('feed-badge')).toHaveText(/^[1-9]/);
    await expectNoHorizontalScroll(page);
    await shot(page, `demo-member-${page.viewportSize()?.width}`);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

    // The demo captain's member card: the overdue milestone next, with its deadline.
    const captainPage = await signedInPage(
      browser,
      { ...demoMember, email: 'mentor@example.com' } as Account,
      page.viewportSize() ?? undefined,
    );
    await captainPage.goto('/my/mentoring');
    const plan = captainPage.getByRole('article', { name: 'Sarah Collins' }).getByTestId('member-plan');
    await expect(plan).toContainText('Next: Pitch and premises');
    await expect(plan).toContainText('overdue since');
    await expectNoHorizontalScroll(captainPage);
    await captainPage.context().close();
  });
});
