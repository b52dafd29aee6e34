import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createAccount, signIn } from './app';
import { api, apiSignIn, me } from './profile';

export interface Account {
  email: string;
  password: string;
  id: number;
  token: string;
}

/** A fresh captain or Member (API-made), with its id and a bearer token; `fields` as createAccount's. */
export async function freshAccount(
  request: APIRequestContext,
  role: 'mentor' | 'mentee',
  fields: Record<string, string> = {},
): Promise<Account> {
  const { email, password } = await createAccount(request, role, undefined, fields);
  const token = await apiSignIn(request, email, password);
  const { id } = await me(request, token);
  return { email, password, id, token };
}

/** POST mentor/settings: the captain's limit of members, taking requests and chats. */
export async function setMembersLimit(request: APIRequestContext, captain: Account, limit: number) {
  await api(request, captain.token, 'POST', 'mentor/settings', {
    mentees_limit: limit,
    disable_mentoring_requests: 0,
    accept_chats: 1,
  });
}

/** A Member asks a captain for mentoring through the API. */
export async function requestMentoring(request: APIRequestContext, member: Account, captainId: number) {
  await api(request, member.token, 'POST', `mentee/mentors/${captainId}/request`);
}

/** A signed-in page in its own browser context (a second person in the same test). */
export async function signedInPage(
  browser: Browser,
  account: Account,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  return page;
}

/** Marks the Welcome popup as seen, so a Member's matching page opens straight on the list. */
export async function skipWelcome(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('keh.hideWelcomePopup', 'true');
    localStorage.setItem('keh.startupMentorList', '0');
  });
}

/** The request action of a captain's profile, whatever its label (decision 0026). */
export function requestButton(page: Page) {
  return page.getByRole('button', {
    name: /^(Request mentoring|Recall mentoring|Request again)$/,
  });
}

/** The request's state in words beside 'Your request:' (none before a first request). */
export async function expectRequestState(page: Page, state: string) {
  await expect(page.getByText('Your request:').locator('xpath=..')).toContainText(state);
}

export async function shot(page: Page, name: string) {
  if (!process.env.MATCHING_SHOTS) return;
  await page.screenshot({ path: `/tmp/matching-shots/${name}.png`, fullPage: true });
}

export async function expectLabel(page: Page, label: string) {
  await expect(requestButton(page)).toHaveText(label);
}

/** The screens' texts (packages/contracts MSG), spelled out for the tests. */
export const MSG = {
  noIncomingRequests: 'You have no incoming requests',
  noPendingRequests: 'You have no pending requests',
  noActiveSupport: 'You have no active support',
  noMatchingCaptains: "Sorry, we couldn't find any matching business captains",
  membersLimitReached:
    'You have reached your limit of members. Raise it in Settings or end a mentoring first.',
};
