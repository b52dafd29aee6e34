import { expect, type Page } from '@playwright/test';

export interface LinkedInPerson {
  email: string;
  firstName: string;
  lastName: string;
  /** Whether LinkedIn says the address is verified (default true). */
  verified?: boolean;
}

/** An address no other test (or run) uses. */
export const linkedinEmail = (tag: string) =>
  `e2e.linkedin.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** 'Sign in with LinkedIn' (or 'Sign up …'): the browser leaves for the test identity server's sign-in page. */
export async function openLinkedIn(page: Page, button: 'Sign in with LinkedIn' | 'Sign up with LinkedIn') {
  await page.getByRole('link', { name: button }).click();
  await expect(page.getByRole('heading', { name: 'LinkedIn', exact: true })).toBeVisible();
}

/**
 * Signs out of LinkedIn: the identity server forgets who this browser signed in as (its session
 * cookies; LinkedIn, like it, remembers a person and skips its sign-in page next time).
 */
export async function signOutOfLinkedIn(page: Page) {
  await page.context().clearCookies({ name: /^_session/ });
}

/**
 * On the test identity server playing LinkedIn (apps/server/src/test/linkedin-provider.ts): says
 * who the person is and signs in; LinkedIn sends the browser back to /linkedin.
 */
export async function signInAtLinkedIn(page: Page, person: LinkedInPerson) {
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email address verified').setChecked(person.verified ?? true);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
