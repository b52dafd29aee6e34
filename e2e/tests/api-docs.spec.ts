import { expect, test } from '@playwright/test';

test('a browser opening /api/docs gets the API reference, within the CSP and our origin', async ({
  page,
  baseURL,
}, info) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/content security policy/i.test(m.text())) violations.push(m.text());
  });
  page.on('pageerror', (e) => violations.push(`page error: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy: ${e.violatedDirective} blocked ${e.blockedURI}`),
    );
  });
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) elsewhere.push(r.url());
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Exchange Hub API' })).toBeVisible();
  await page.getByRole('button', { name: 'Open Group - health' }).click();
  await page.getByText('Get health', { exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Get health' })).toBeVisible();
  await expect(page.getByText('Who may call:').first()).toBeVisible();
  await page.screenshot({ path: `.artifacts/screens/api-docs-${info.project.name}.png` });

  expect(violations).toEqual([]);
  expect(elsewhere).toEqual([]);
});

test('a program asking /api/docs for JSON still gets the OpenAPI document', async ({ request }) => {
  const res = await request.get('/api/docs', { headers: { accept: 'application/json' } });
  expect(res.headers()['content-type']).toMatch(/^application\/json/);
  const doc = await res.json();
  expect(doc.openapi).toMatch(/^3\./);
  expect(doc.paths['/api/auth/login'].post.operationId).toBe('postAuthLogin');
});
