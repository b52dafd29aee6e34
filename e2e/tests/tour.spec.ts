import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/app';
import { freshAccount } from '../support/matching';

/**
 * The "How it works" tour (issue 17, decision 0025): each role walks the whole tour over the real
 * pages, by keyboard and by mouse, on a desktop and (in the mobile project) at 375 px, where the
 * header's items sit in the burger's drawer. Escape or the close button ends it and focus returns to
 * the toggle (on a phone, to the burger that holds it); once past the menu intro it starts at step 4.
 */

interface Expected {
  title: string;
  /** The data-tour name of what is highlighted. */
  target: string;
  /** The page it shows (steps of the menu intro stay where the tour started). */
  path?: RegExp;
}

const MENU_INTRO: Expected[] = [
  { title: 'How it works', target: 'toggle' },
  { title: 'Knowledge base', target: 'nav-base' },
  { title: 'Chats', target: 'nav-chats' },
  { title: 'Your profile', target: 'nav-profile' },
];

const TOURS: Record<'mentee' | 'mentor', Expected[]> = {
  mentee: [
    ...MENU_INTRO,
    { title: 'Business Captains', target: 'nav-matching' },
    { title: 'Find your Business Captain', target: 'matching', path: /\/mentors\/matching$/ },
    { title: 'Pending Requests', target: 'pending-requests', path: /\/my\/pending-requests$/ },
    { title: 'My Active Support', target: 'active-support', path: /\/my\/mentoring$/ },
    { title: 'Chat', target: 'chat-list', path: /\/chats$/ },
    { title: 'Events', target: 'events', path: /\/my\/events$/ },
    { title: 'Knowledge base', target: 'base-search', path: /\/base$/ },
    { title: 'Your menu', target: 'side-menu', path: /\/my\/profile$/ },
    { title: 'Assess Yourself', target: 'assess', path: /\/my\/profile$/ },
    { title: 'Logout', target: 'side-logout', path: /\/my\/profile$/ },
  ],
  mentor: [
    ...MENU_INTRO,
    { title: 'Incoming Requests', target: 'incoming-requests', path: /\/my\/incoming-requests$/ },
    { title: 'My Members', target: 'my-members', path: /\/my\/mentoring$/ },
    { title: 'My Templates', target: 'templates', path: /\/my\/templates$/ },
    { title: 'My Articles', target: 'my-articles', path: /\/my\/articles$/ },
    { title: 'Events', target: 'events', path: /\/my\/events$/ },
    { title: 'Your menu', target: 'side-menu', path: /\/my\/profile$/ },
    { title: 'My Survey', target: 'my-survey', path: /\/my\/survey-details$/ },
    { title: 'Logout', target: 'side-logout', path: /\/my\/profile$/ },
  ],
};

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1200;
const popover = (page: Page) => page.locator('.driver-popover');
const burger = (page: Page) => page.locator('[data-tour="burger"]');

/** The toggle where it can be used: the header's row, or the burger's drawer on a phone. */
async function toggle(page: Page, how: 'keyboard' | 'mouse'): Promise<Locator> {
  if (isPhone(page)) {
    if (how === 'keyboard') {
      await burger(page).focus();
      await page.keyboard.press('Enter');
    } else await burger(page).click();
    return page.locator('#mobile-navigation').getByRole('button', { name: 'How it works' });
  }
  return page.getByRole('banner').getByRole('button', { name: 'How it works' });
}

/** Where focus belongs once the tour ends: the toggle, or on a phone the burger that holds it. */
const focusHome = (page: Page) =>
  isPhone(page) ? burger(page) : page.getByRole('banner').getByRole('button', { name: 'How it works' });

async function start(page: Page, how: 'keyboard' | 'mouse') {
  const button = await toggle(page, how);
  if (how === 'keyboard') {
    await button.focus();
    await page.keyboard.press('Enter');
  } else await button.click();
  await expect(popover(page)).toBeVisible();
}

/** The step on screen is `expected`, number `index` of `total`, pointing at a visible element. */
async function expectStep(page: Page, expected: Expected, index: number, total: number) {
  const dialog = page.getByRole('dialog', { name: expected.title, exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Step ${index + 1} of ${total}`);
  if (expected.path) await expect(page).toHaveURL(expected.path);
  // (The class leaves the previous step's element as the new one is highlighted.)
  await expect(page.locator('.driver-active-element')).toHaveCount(1);
  const active = page.locator(`.driver-active-element[data-tour="${expected.target}"]`);
  await expect(active).toBeVisible();
  await expect(active).toBeInViewport();
  // On a phone the header's items are shown in the drawer, which the tour opens for them.
  if (isPhone(page) && !expected.path)
    await expect(page.locator('#mobile-navigation .driver-active-element')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: /^(Next|Finish)$/ })).toBeFocused();
}

for (const role of ['mentee', 'mentor'] as const) {
  const who = role === 'mentee' ? 'a Member' : 'a Captain';
  const steps = TOURS[role];

  test(`${who} runs the whole tour by keyboard; once past the menu intro it starts at step 4, and Escape closes it @mobile`, async ({
    page,
    request,
  }) => {
    const account = await freshAccount(request, role);
    await signIn(page, account.email, account.password);
    await start(page, 'keyboard');
    await expect(page.locator('[data-tour="toggle"][aria-pressed="true"]').first()).toBeAttached();

    const axe = await new AxeBuilder({ page }).include('.driver-popover').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    for (const [index, expected] of steps.entries()) {
      await expectStep(page, expected, index, steps.length);
      if (index === 1) {
        // The arrow keys move back and on too.
        await page.keyboard.press('ArrowLeft');
        await expectStep(page, steps[0]!, 0, steps.length);
        await page.keyboard.press('ArrowRight');
        await expectStep(page, expected, index, steps.length);
      }
      await page.keyboard.press('Enter'); // Next, or Finish on the last step
    }
    await expect(popover(page)).toBeHidden();
    await expect(focusHome(page)).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('keh.tour.skipMenuIntro'))).not.toBeNull();

    // Again: past the menu intro it starts at step 4, and Previous still leads back into it.
    await start(page, 'keyboard');
    await expectStep(page, steps[4]!, 4, steps.length);
    await page.keyboard.press('Shift+Tab'); // Previous
    await page.keyboard.press('Enter');
    await expectStep(page, steps[3]!, 3, steps.length);
    await page.keyboard.press('Escape');
    await expect(popover(page)).toBeHidden();
    await expect(page.locator('.driver-active-element')).toHaveCount(0);
    await expect(focusHome(page)).toBeFocused();
    await expect(page.locator('[data-tour="toggle"][aria-pressed="true"]')).toHaveCount(0);
  });

  test(`${who} runs the whole tour by mouse and closes it with its close button @mobile`, async ({
    page,
    request,
  }) => {
    const account = await freshAccount(request, role);
    await signIn(page, account.email, account.password);
    await start(page, 'mouse');
    for (const [index, expected] of steps.entries()) {
      await expectStep(page, expected, index, steps.length);
      if (index === steps.length - 1) break;
      await popover(page).getByRole('button', { name: 'Next' }).click();
    }
    await popover(page).getByRole('button', { name: 'Previous' }).click();
    await expectStep(page, steps.at(-2)!, steps.length - 2, steps.length);
    await popover(page).getByRole('button', { name: 'Close the tour' }).click();
    await expect(popover(page)).toBeHidden();
    await expect(focusHome(page)).toBeFocused();
    // Nothing of the tour is left on the page.
    await expect(page.locator('.driver-overlay')).toHaveCount(0);

    // The whole tour again, to the end with Finish.
    await start(page, 'mouse');
    for (let index = 4; index < steps.length; index++) {
      await expectStep(page, steps[index]!, index, steps.length);
      await popover(page)
        .getByRole('button', { name: index === steps.length - 1 ? 'Finish' : 'Next' })
        .click();
    }
    await expect(popover(page)).toBeHidden();
    await expect(focusHome(page)).toBeFocused();
  });
}
