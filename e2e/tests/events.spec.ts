import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoHorizontalScroll, signIn } from '../support/app';
import { freshAccount } from '../support/matching';
import { api, me } from '../support/profile';
import { freshPair } from '../support/workspace';

/** A day far enough ahead that the demo's events do not crowd it, as the form and the URL write it. */
function dayAhead(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const dd = String(d.getDate()).padStart(2, '0');
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  return { typed: `${dd}/${mm}/${d.getFullYear()}`, query: `${d.getFullYear()}-${mm}-${dd}` };
}

/**
 * How many days ahead the demo's public "Bookkeeping basics" is: four from the day the server seeded
 * it, so three from today when the run has crossed midnight since.
 */
async function demoEventDaysAhead(request: APIRequestContext, token: string) {
  for (const days of [4, 3]) {
    const midnight = new Date(`${dayAhead(days).query}T00:00`).getTime() / 1000;
    const res = await request.get(`/api/user/events?date=${midnight}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = (await res.json()) as { data: { title: string }[] };
    if (data.some((e) => e.title === 'Bookkeeping basics for sole traders')) return days;
  }
  throw new Error('the demo event "Bookkeeping basics for sole traders" is neither 3 nor 4 days ahead');
}

async function fillEvent(
  page: Page,
  f: { title: string; date: string; from: string; to: string; address?: string },
) {
  await page.getByLabel('Title').fill(f.title);
  await page.getByLabel('Description').fill(`${f.title}: bring a notebook.\nTea and coffee provided.`);
  await page.getByLabel('Address').fill(f.address ?? 'The Guildhall, York');
  await page.getByLabel('Date').fill(f.date);
  await page.getByLabel('Start time').fill(f.from);
  await page.getByLabel('End time').fill(f.to);
}

/** The list's filter (a segmented control: its radios are visually hidden behind their labels). */
const showOnly = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Show' }).getByText(name, { exact: true }).click();

test.describe('events', () => {
  test('a captain creates a public event with a photo and a private one for the demo member, edits one and deletes one; the member sees theirs, not another member’s, and downloads the .ics @mobile', async ({
    browser,
    request,
  }, testInfo) => {
    // A fresh captain with a fresh member (the demo pair would race the other project's sign-ins).
    const pair = await freshPair(request);
    const memberName = await me(request, pair.member.token).then((p) => `${p.first_name} ${p.last_name}`);
    const viewport =
      testInfo.project.name === 'mobile' ? { width: 375, height: 740 } : { width: 1280, height: 800 };
    const day = dayAhead(testInfo.project.name === 'mobile' ? 40 : 33);
    const tag = testInfo.project.name;
    const captain = await (await browser.newContext({ viewport })).newPage();
    await signIn(captain, pair.captain.email, pair.captain.password);

    // A public event with a photo.
    await captain.getByRole('link', { name: 'Create event' }).click();
    await fillEvent(captain, {
      title: `Supplier speed-dating (${tag})`,
      date: day.typed,
      from: '10:00',
      to: '12:00',
    });
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1f6f78' } })
      .png()
      .toBuffer();
    await captain
      .locator('form input[type="file"]')
      .setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: photo });
    await captain.getByRole('radio', { name: /Public/ }).check();
    await captain.getByRole('button', { name: 'Save' }).click();
    await expect(captain).toHaveURL(new RegExp(`/my/events\\?date=${day.query}`));
    const list = captain.getByRole('list', { name: 'Events' });
    await expect(list.getByText(`Supplier speed-dating (${tag})`)).toBeVisible();
    await expect(list.getByText('10:00 – 12:00').first()).toBeVisible();
    await expectNoHorizontalScroll(captain);

    // A private one for the captain's member.
    await captain.getByRole('link', { name: 'Create event' }).click();
    await fillEvent(captain, {
      title: `Forecast review (${tag})`,
      date: day.typed,
      from: '14:00',
      to: '15:00',
    });
    await captain.getByRole('radio', { name: /Private/ }).check();
    await captain.getByRole('combobox', { name: 'Members' }).click();
    await captain.getByRole('option', { name: memberName }).click();
    await captain.getByRole('button', { name: 'Save' }).click();
    await expect(list.getByText(`Forecast review (${tag})`)).toBeVisible();

    // Edit the public one.
    await list.getByText(`Supplier speed-dating (${tag})`).click();
    await captain.getByRole('link', { name: 'Edit' }).click();
    await captain.getByLabel('Title').fill(`Supplier speed-dating, spring (${tag})`);
    await captain.getByRole('button', { name: 'Save' }).click();
    await expect(list.getByText(`Supplier speed-dating, spring (${tag})`)).toBeVisible();

    // A third, deleted after the confirm.
    await captain.getByRole('link', { name: 'Create event' }).click();
    await fillEvent(captain, {
      title: `Cancelled social (${tag})`,
      date: day.typed,
      from: '18:00',
      to: '19:00',
    });
    await captain.getByRole('button', { name: 'Save' }).click();
    await list.getByText(`Cancelled social (${tag})`).click();
    await captain.getByRole('button', { name: 'Delete' }).click();
    await captain
      .getByRole('dialog', { name: 'Delete Event' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(captain).toHaveURL(/\/my\/events\?date=/);
    await expect(captain.getByText(`Cancelled social (${tag})`)).toHaveCount(0);
    await captain.context().close();

    // The member: the popup once, then the day with the public and the private event.
    const member = await (await browser.newContext({ viewport, acceptDownloads: true })).newPage();
    await signIn(member, pair.member.email, pair.member.password, { eventPopup: true });
    const popup = member.getByRole('dialog', { name: 'Welcome to Events' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Got it' }).click();
    await expect(popup).toHaveCount(0);
    await member.reload();
    await expect(member.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(member.getByRole('dialog')).toHaveCount(0);
    await expect(member.getByRole('link', { name: 'Create event' })).toHaveCount(0);

    await member.goto(`/my/events?date=${day.query}`);
    const days = member.getByRole('list', { name: 'Events' });
    await expect(days.getByText(`Supplier speed-dating, spring (${tag})`)).toBeVisible();
    await expect(days.getByText(`Forecast review (${tag})`)).toBeVisible();
    // Filters narrow the day.
    await showOnly(member, 'Public');
    await expect(days.getByText(`Forecast review (${tag})`)).toHaveCount(0);
    await showOnly(member, 'Private');
    await expect(days.getByText(`Forecast review (${tag})`)).toBeVisible();
    await expect(days.getByText(`Supplier speed-dating, spring (${tag})`)).toHaveCount(0);
    await showOnly(member, 'All');

    // Another member's private event (the demo's, four days from the seeding) stays hidden.
    const ahead = await demoEventDaysAhead(request, pair.member.token);
    const fourDays = dayAhead(ahead);
    await member.goto(`/my/events?date=${fourDays.query}`);
    await expect(member.getByText('Bookkeeping basics for sole traders')).toBeVisible();
    await expect(member.getByText('One-to-one market review')).toHaveCount(0);

    // The day arrows step one day.
    await member.getByRole('button', { name: 'Next day' }).click();
    await expect(member).toHaveURL(new RegExp(`date=${dayAhead(ahead + 1).query}`));
    await member.getByRole('button', { name: 'Previous day' }).click();
    await expect(member).toHaveURL(new RegExp(`date=${fourDays.query}`));
    // The archive holds what has ended.
    await showOnly(member, 'Archive');
    await expect(member.getByText('Franchising 101: is a franchise right for you?')).toBeVisible();

    // The private event's calendar file.
    await member.goto(`/my/events?date=${day.query}`);
    await days.getByText(`Forecast review (${tag})`).click();
    await expect(member.getByRole('heading', { level: 1, name: `Forecast review (${tag})` })).toBeVisible();
    await expectNoHorizontalScroll(member);
    const [download] = await Promise.all([
      member.waitForEvent('download'),
      member.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`SUMMARY:Forecast review (${tag})`);
    const [y, m, d] = day.query.split('-').map(Number) as [number, number, number];
    const start = new Date(y, m - 1, d, 14, 0).toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(ics).toContain(`DTSTART:${start}Z`);
    await member.context().close();
  });

  test('an event running past midnight is written as an end earlier than the start, and saves again unchanged', async ({
    page,
    request,
  }, testInfo) => {
    const captain = await freshAccount(request, 'mentor');
    const day = dayAhead(testInfo.project.name === 'mobile' ? 47 : 45);
    await signIn(page, captain.email, captain.password);
    await page.getByRole('link', { name: 'Create event' }).click();
    await fillEvent(page, { title: 'Night market stall', date: day.typed, from: '22:00', to: '01:00' });
    await expect(page.getByText('The next day')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/my/events\\?date=${day.query}`));
    const list = page.getByRole('list', { name: 'Events' });
    await expect(list.getByText('Night market stall')).toBeVisible();
    const stored = async () =>
      (
        await api<{ title: string; start_date: number; end_date: number }[]>(
          request,
          captain.token,
          'GET',
          `user/events?date=${new Date(`${day.query}T00:00`).getTime() / 1000}`,
        )
      ).find((e) => e.title.startsWith('Night market'))!;
    const first = await stored();
    expect(first.end_date - first.start_date).toBe(3 * 3600);
    // Edited later, only its title: the times read back as 22:00 and 01:00 and save as they were.
    await list.getByText('Night market stall').click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('End time')).toHaveValue('01:00');
    await page.getByLabel('Title').fill('Night market stall, winter');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(list.getByText('Night market stall, winter')).toBeVisible();
    const again = await stored();
    expect([again.start_date, again.end_date]).toEqual([first.start_date, first.end_date]);
  });
});
