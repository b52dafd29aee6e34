import { mkdir, readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoHorizontalScroll, signIn, waitForMail } from '../support/app';
import { freshAccount, signedInPage } from '../support/matching';
import { createStaff } from '../support/staff';
import { me } from '../support/profile';
import { freshPair } from '../support/workspace';

/** WCAG 2.2 A and AA violations in the Your data section, as axe-core tags them. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include('#your-data-section')
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

async function shot(page: Page, name: string) {
  if (!process.env.PRIVACY_SHOTS) return;
  await mkdir('/tmp/privacy-shots', { recursive: true });
  await page.screenshot({ path: `/tmp/privacy-shots/${name}.png`, fullPage: true });
}

test.describe('privacy centre', () => {
  test('a Member downloads their data from Your data in settings and opens the README of the ZIP @mobile', async ({
    browser,
    request,
  }, testInfo) => {
    const tag = testInfo.project.name;
    const viewport = tag === 'mobile' ? { width: 375, height: 740 } : { width: 1280, height: 800 };
    // A fresh pair: the Member has a captain, a plan and a conversation to find in the copy.
    const { captain, member } = await freshPair(request);
    const captainName = await me(request, captain.token).then((p) => `${p.first_name} ${p.last_name}`);
    const memberMe = await me(request, member.token);

    const page = await signedInPage(browser, member, viewport);
    await page.goto('/my/settings');
    const section = page.getByRole('region', { name: 'Your data' });
    await expect(section).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Download my data' })).toBeVisible();
    const agreed = section.getByRole('region', { name: 'What I agreed to' });
    const consents = agreed.getByRole('list', { name: 'Consents' }).getByRole('listitem');
    await expect(consents).toHaveCount(3);
    await expect(consents.nth(0)).toContainText('Terms of Service');
    await expect(consents.nth(0)).toContainText('At sign-up');
    await expect(consents.nth(1)).toContainText('Privacy Policy');
    await expect(consents.nth(2)).toContainText('Member Mentoring Agreement');
    await expectNoHorizontalScroll(page);
    expect(await violations(page)).toEqual([]);
    await shot(page, `settings-${tag}`);

    await section.getByRole('button', { name: 'Download my data' }).click();
    await expect(section.getByText('Your file is ready.')).toBeVisible({ timeout: 30_000 });
    await shot(page, `ready-${tag}`);
    expect(await violations(page)).toEqual([]);
    const mail = await waitForMail(
      request,
      member.email,
      0,
      (m) => m.subject === 'Your data is ready to download',
    );
    expect(mail.text).toContain('/my/settings#your-data');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download ZIP' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^knowledge-exchange-hub-data-\d+-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['data.json', 'README.html']));
    const data = JSON.parse(strFromU8(files['data.json']!)) as {
      profile: { email: string };
      mentorings: { with: { name: string } }[];
    };
    expect(data.profile.email).toBe(member.email);
    expect(data.mentorings[0]?.with.name).toBe(captainName);

    // The README, opened in the browser as a person would open it from the unzipped folder.
    const readme = await page.context().newPage();
    await readme.setContent(strFromU8(files['README.html']!));
    await expect(
      readme.getByRole('heading', {
        level: 1,
        name: `Your data — ${memberMe.first_name} ${memberMe.last_name}`,
      }),
    ).toBeVisible();
    await expect(
      readme.getByRole('heading', { name: 'Mentorings (milestones, tasks and feed)' }),
    ).toBeVisible();
    await expect(readme.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    await expect(readme.getByText(captainName).first()).toBeVisible();
    await readme.close();

    // Once downloaded, the file is gone and the day's export is spent.
    await expect(section.getByText(/^Downloaded on /)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Download my data' })).toBeDisabled();
    await expect(
      section.getByText(/^You can download your data once a day: you can ask again from /),
    ).toBeVisible();
    await shot(page, `downloaded-${tag}`);
    await page.context().close();
  });

  test("an admin exports a person's data from the console's person page and downloads it", async ({
    page,
    request,
  }) => {
    const member = await freshAccount(request, 'mentee');
    const staff = await createStaff(request, 'admin');
    await signIn(page, staff.email, staff.password);
    await page.goto(`/admin/people/${member.id}`);
    const card = page.getByRole('region', { name: 'Personal data' });
    await card.getByRole('button', { name: "Export this person's data" }).click();
    await expect(card.getByText('Your file is ready.')).toBeVisible({ timeout: 30_000 });
    await shot(page, 'staff-export');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download ZIP' }).click(),
    ]);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const data = JSON.parse(strFromU8(files['data.json']!)) as { profile: { id: number; email: string } };
    expect(data.profile).toMatchObject({ id: member.id, email: member.email });
    await page.goto('/admin/audit-log');
    await expect(page.getByText("Exported a person's data").first()).toBeVisible();
  });

  test('a signed-in person asked to accept a new version of the terms cannot go on until they accept @mobile', async ({
    browser,
    request,
  }, testInfo) => {
    const viewport =
      testInfo.project.name === 'mobile' ? { width: 375, height: 740 } : { width: 1280, height: 800 };
    const member = await freshAccount(request, 'mentee');
    const page = await signedInPage(browser, member, viewport);
    // The server asks when a version in contracts is raised (its integration test raises one); here
    // the profile answers as it would then, until the person has accepted.
    let accepted = false;
    await page.route('**/api/user/profile', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      if (!accepted) body.data.consent_required = [{ document: 'terms', version: '2026-11' }];
      await route.fulfill({ response, json: body });
    });
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/user/consents')) accepted = true;
    });
    await page.goto('/my/settings');
    const dialog = page.getByRole('dialog', { name: 'We have updated our Terms of Service' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await shot(page, `consent-${testInfo.project.name}`);
    const accept = dialog.getByRole('button', { name: 'Accept and continue' });
    await expect(accept).toBeDisabled();
    await dialog.getByLabel('I accept the new Terms of Service').check();
    await accept.click();
    await expect(dialog).toBeHidden();
    const agreed = page.getByRole('region', { name: 'What I agreed to' });
    await expect(agreed.getByRole('listitem').first()).toContainText('New version accepted');
    await page.context().close();
  });
});
