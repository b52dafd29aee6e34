import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO_PASSWORD, lastMailId, waitForCode } from './app';

/** Signs in through the API (code from the dev outbox) and returns the bearer token. */
export async function apiSignIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const before = await lastMailId(request, email);
  expect((await request.post('/api/auth/send-otp', { data: { email } })).ok()).toBe(true);
  const otp = await waitForCode(request, email, before);
  expect((await request.post('/api/auth/confirm-otp', { data: { email, otp } })).ok()).toBe(true);
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** An authenticated API call answering `data` (fails the test on an error status). */
export async function api<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** The browser session's token (after signIn). */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('keh.token'));
  expect(token).toBeTruthy();
  return token!;
}

interface Me {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

export async function me(request: APIRequestContext, token: string) {
  return api<Me>(request, token, 'GET', 'user/profile');
}

/** Clicks a download button and returns the text of the PDF that arrives. */
export async function downloadPdfText(
  page: Page,
  buttonName: string,
): Promise<{ text: string; download: Download }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  const file = await download.path();
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(file)));
  const { text } = await extractText(pdf, { mergePages: true });
  return { text, download };
}

/** The shortest valid PDF the server accepts as a CV (checked by its %PDF- header). */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A text file pretending to be a PNG: the server checks the content and refuses it. */
export const FAKE_PNG = { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text') };

interface Question {
  id: number;
}

/** Answers all 19 questions through the API (a Member may while the questionnaire is not complete). */
export async function answerQuestionnaire(request: APIRequestContext, token: string, answer = 2) {
  const options = await api<{ assess: Question[] }>(request, token, 'GET', 'survey/options');
  const assess = options.assess.map((q) => ({ question_id: q.id, answer, explanation: '' }));
  return api(request, token, 'POST', 'mentee/profile/survey/update', {
    assess: JSON.stringify(assess),
    business_idea: 'A mobile repair workshop for farm machinery.',
  });
}
