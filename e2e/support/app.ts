import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Password12';

interface OutboxMessage {
  id: number;
  subject: string;
  text: string;
  created_at: string;
}

/** Newest outbox message to `to` newer than `afterId` (and `matching`, if given), waiting for it to arrive. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  afterId = 0,
  matching: (m: OutboxMessage) => boolean = () => true,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const { data } = (await res.json()) as { data: OutboxMessage[] };
        found = data.find((m) => m.id > afterId && matching(m));
        return !!found;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export async function lastMailId(request: APIRequestContext, to: string) {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await res.json()) as { data: OutboxMessage[] };
  return data[0]?.id ?? 0;
}

const CODE = /(\d{4})$/;
const codeOf = (m: OutboxMessage) => m.subject.match(CODE)![1]!;

/**
 * The code of the newest code mail to `to` newer than `afterId`, waiting for it. Other mail to the
 * person (a request or welcome notification the job queue delivers meanwhile) is passed over.
 */
export const waitForCode = async (request: APIRequestContext, to: string, afterId = 0) =>
  codeOf(await waitForMail(request, to, afterId, (m) => CODE.test(m.subject)));

/** Types a four-digit code into the code boxes (the fourth digit submits). */
export async function typeCode(page: Page, code: string) {
  await page.getByLabel('Code digit 1').click();
  await page.keyboard.type(code);
}

/** Signs in through the two login screens, reading the code from the dev outbox. */
/**
 * The whole sign-in in the browser, landing on /my/events (staff on their console: moderators on the
 * review queue, admins on the overview). The Members' one-time events popup is
 * marked as seen unless `eventPopup` (the events journey looks at it).
 */
export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  { eventPopup = false }: { eventPopup?: boolean } = {},
) {
  const before = await lastMailId(page.request, email);
  await page.goto('/login/1');
  if (!eventPopup) await page.evaluate(() => localStorage.setItem('keh.hideEventPopup', 'true'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/login\/2$/);
  await expect(page.getByRole('heading', { name: 'Verify Email' })).toBeVisible();
  await typeCode(page, await waitForCode(page.request, email, before));
  await expect(page).toHaveURL(/\/(?:my\/events|admin\/overview|admin\/articles)$/);
}

/** A 1×1 PNG, enough for an avatar the server re-encodes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A brand-new account made through the API (verified with a code), for journeys that change it. */
export async function createAccount(
  request: APIRequestContext,
  role: 'mentor' | 'mentee',
  password = 'Fresh12345',
  /** Values of its own instead of the shared ones (names, business…). */
  fields: Record<string, string> = {},
) {
  const email = `e2e.${role}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const before = await lastMailId(request, email);
  await request.post('/api/auth/send-otp', { data: { email } });
  const otp = await waitForCode(request, email, before);
  expect((await request.post('/api/auth/confirm-otp', { data: { email, otp } })).ok()).toBe(true);
  const common = {
    first_name: 'Robin',
    last_name: 'Ashworth',
    email,
    password,
    accept_terms: '1',
    accept_agreement: '1',
    birthday: '02/05/1984',
    location: 'Bristol',
    post_code: 'BS14DJ',
    contact_number: '7700900222',
    business_name: 'Ashworth Consulting',
    position_within_business: 'Founder',
    service_connection_id: '1',
    service_type_id: '1',
    avatar: { name: 'avatar.png', mimeType: 'image/png', buffer: TINY_PNG },
  };
  const extras: Record<string, string> =
    role === 'mentor'
      ? { discover_type_id: '1', mentees_limit: '3', business_specializations: '1', skills: '1,2' }
      : { service_id: '2', business_sector_id: '1' };
  const res = await request.post(`/api/auth/${role}/registration`, {
    multipart: { ...common, ...extras, ...fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password };
}

/** No element sticks out sideways (the page fits a phone). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}
