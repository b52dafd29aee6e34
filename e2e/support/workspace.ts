import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { freshAccount, requestMentoring, type Account } from './matching';
import { api } from './profile';

interface IncomingRequest {
  id: number;
  mentee?: { id: number };
}

/**
 * A fresh Member in a running mentoring with a captain (a fresh one unless given): the Member asks,
 * the captain accepts (API).
 */
export async function freshPair(
  request: APIRequestContext,
  given?: Account,
): Promise<{ captain: Account; member: Account }> {
  const captain = given ?? (await freshAccount(request, 'mentor'));
  const member = await freshAccount(request, 'mentee');
  await requestMentoring(request, member, captain.id);
  const incoming = await api<IncomingRequest[]>(request, captain.token, 'GET', 'mentor/requests');
  const mine = incoming.find((r) => r.mentee?.id === member.id);
  expect(mine, 'the request arrived').toBeTruthy();
  await api(request, captain.token, 'POST', `mentor/requests/${mine!.id}`);
  return { captain, member };
}

interface Counters {
  undone_tasks_count: number;
  feed_unread_comments_count: number;
}

/** The server's counters of a mentoring, as one side reads them. */
export async function counters(
  request: APIRequestContext,
  reader: Account,
  menteeId?: number,
): Promise<Counters> {
  return api<Counters>(
    request,
    reader.token,
    'GET',
    menteeId === undefined ? 'mentee/mentoring' : `mentor/mentees/${menteeId}/mentoring`,
  );
}

/** A tab of the workspace (Milestones, Feed), found by its name whatever its badge says. */
export const workspaceTab = (page: Page, name: 'Milestones' | 'Feed') =>
  page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** A milestone card by its name. */
export const milestoneCard = (page: Page, name: string) =>
  page.getByTestId('milestone-card').filter({ has: page.getByText(name, { exact: true }) });

export async function shot(page: Page, name: string) {
  if (!process.env.WORKSPACE_SHOTS) return;
  await page.screenshot({ path: `/tmp/workspace-shots/${name}.png`, fullPage: true });
}

/** The screens' texts (spec and packages/contracts MSG), spelled out for the tests. */
export const TEXT = {
  noTemplates: 'You have no templates',
  tasksRequired: 'Please, add at least one task to milestone',
  fieldRequired: 'Please fill this field',
  required: 'Required',
};
