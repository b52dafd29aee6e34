import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createAccount, signIn } from '../support/app';
import { freshAccount, requestMentoring, setMembersLimit } from '../support/matching';
import { api, apiSignIn, me } from '../support/profile';
import { createStaff } from '../support/staff';

test('the admin downloads the whole list of Business Captains at capacity as a CSV file', async ({
  page,
  request,
}) => {
  // A captain of a name of their own who takes one Member, and has one.
  const firstName = `Capacity${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const { email, password } = await createAccount(request, 'mentor', 'Fresh12345', { first_name: firstName });
  const token = await apiSignIn(request, email, password);
  const captain = { email, password, token, id: (await me(request, token)).id };
  await setMembersLimit(request, captain, 1);
  const member = await freshAccount(request, 'mentee');
  await requestMentoring(request, member, captain.id);
  const incoming = await api<{ id: number; mentee?: { id: number } }[]>(
    request,
    token,
    'GET',
    'mentor/requests',
  );
  await api(
    request,
    token,
    'POST',
    `mentor/requests/${incoming.find((r) => r.mentee?.id === member.id)!.id}`,
  );

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
