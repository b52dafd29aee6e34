import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/app';
import { freshAccount, setMembersLimit } from '../support/matching';
import { createStaff } from '../support/staff';
import { freshPair } from '../support/workspace';

test('the admin downloads the whole list of Business Captains at capacity as a CSV file', async ({
  page,
  request,
}) => {
  // A captain of a name of their own who takes one Member, and has one.
  const firstName = `Capacity${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const captain = await freshAccount(request, 'mentor', { first_name: firstName });
  await setMembersLimit(request, captain, 1);
  await freshPair(request, captain);

  const admin = await createStaff(request, 'admin');
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/overview#captains-at-capacity');
  const section = page.locator('#captains-at-capacity');
  await expect(section.getByText(/^Business Captains at capacity \(/)).toBeVisible();

  // The file is the whole list, fetched when asked: this captain is in it, however long it is.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download CSV of Business Captains at capacity' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^captains-at-capacity-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain('Business Captain,Active mentorings,Limit');
  expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^"?${firstName} Ashworth"?,1,1$`)));
  await expect(
    section.getByRole('button', { name: 'Download CSV of Business Captains at capacity' }),
  ).toBeEnabled();
});
