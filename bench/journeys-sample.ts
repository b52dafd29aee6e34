// The journeys bench seeds its thousands of people in bulk SQL (bench/journeys-seed.ts). This makes
// a few through the real API — sign-up with its e-mailed code, a request accepted, a plan, a feed
// comment, a chat — and checks that the API answers the pages read have the same shape (the same
// fields, recursively) for them as for bulk-made people, so the bulk data is what the API makes.
import { menteeFields, mentorFields, png } from '../apps/server/src/test/fixtures';
import { tokenOf, type Cast } from './journeys-seed';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/**
 * The fields of an answer, recursively ("a.b[].c", arrays over all their elements), each marked
 * `open` when it is null or an empty list (an optional part this person does not have).
 */
function shape(v: Json, at = '', out = new Map<string, boolean>()): Map<string, boolean> {
  const open = v === null || (Array.isArray(v) && v.length === 0);
  out.set(at, (out.get(at) ?? true) && open);
  if (Array.isArray(v)) for (const x of v) shape(x, `${at}[]`, out);
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) shape(x, `${at}.${k}`, out);
  return out;
}

/** Fields of `a` that `b` lacks, leaving out those under a part `b` has empty (null, []). */
function missing(a: Map<string, boolean>, b: Map<string, boolean>) {
  return [...a.keys()].filter((k) => {
    if (b.has(k)) return false;
    for (let i = k.length; i > 0; i--) if (b.get(k.slice(0, i)) === true) return false;
    return true;
  });
}

async function readCode(base: string, email: string, before: number | undefined) {
  for (let tries = 0; tries < 100; tries++) {
    const mails = (
      (await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
        data: { id: number; subject: string }[];
      }
    ).data;
    const code = mails[0] && mails[0].id !== before ? /(\d{4})$/.exec(mails[0].subject)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code reached ${email}`);
}

async function call(base: string, token: string | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { data: Json } | null;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json?.data ?? null;
}

async function signUp(base: string, role: 'mentor' | 'mentee', email: string) {
  await fetch(`${base}/api/auth/send-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const otp = await readCode(base, email, undefined);
  await call(base, null, 'POST', '/api/auth/confirm-otp', { email, otp });
  const fields = role === 'mentor' ? mentorFields(email) : menteeFields(email);
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) form.append(k, x);
  form.append('avatar', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'me.png');
  const made = (await call(base, null, 'POST', `/api/auth/${role}/registration`, form)) as {
    token: string;
    id: number;
  };
  return made;
}

/**
 * Makes one captain and one Member through the API, pairs them with a plan, a feed comment and a
 * chat message, then compares the answers of the pages' reads with a bulk-made pair's. Answers a
 * line for the bench's output; throws when a shape differs.
 */
export async function apiSample(base: string, cast: Cast): Promise<string> {
  const stamp = Date.now().toString(36);
  const captain = await signUp(base, 'mentor', `journeys.captain.${stamp}@example.com`);
  const member = await signUp(base, 'mentee', `journeys.member.${stamp}@example.com`);
  await call(base, member.token, 'POST', `/api/mentee/mentors/${captain.id}/request`);
  const requests = (await call(base, captain.token, 'GET', '/api/mentor/requests')) as { id: number }[];
  const accepted = (await call(base, captain.token, 'POST', `/api/mentor/requests/${requests[0]!.id}`)) as {
    mentoring_id: number;
  };
  await call(base, captain.token, 'POST', `/api/mentor/mentoring/${accepted.mentoring_id}/milestones`, {
    milestone_name: 'Milestone 1: cash plan',
    notes: 'What to bring to the next meeting.',
    tasks: ['Task 1', 'Task 2', 'Task 3'],
  });
  await call(base, member.token, 'POST', '/api/mentee/mentoring/feed', { body: 'About the cash: comment 1' });
  await call(base, captain.token, 'POST', `/api/mentor/mentoring/${accepted.mentoring_id}/feed`, {
    body: 'About the cash: comment 2',
  });
  const conversation = (await call(base, member.token, 'POST', '/api/conversations', {
    member_id: captain.id,
  })) as { id: number };
  await call(base, member.token, 'POST', `/api/conversations/${conversation.id}`, { body: 'Shall we talk?' });
  const task = (
    (await call(base, member.token, 'GET', '/api/mentee/mentoring')) as {
      milestones: { tasks: { id: number }[] }[];
    }
  ).milestones[0]!.tasks[0]!.id;
  await call(base, member.token, 'POST', `/api/mentee/mentoring/task/${task}`);

  const bulkMember = cast.people.find((p) => p.type === 'mentee' && p.mentoringId !== null)!;
  const bulkCaptain = cast.people.find((p) => p.id === bulkMember.partners[0])!;
  const directOf = (p: Cast['people'][number]) => p.conversations.toSorted((a, b) => a - b).at(-1)!;
  const reads: [string, (who: 'api' | 'bulk') => [string, string]][] = [
    [
      'workspace (Member)',
      (w) => [w === 'api' ? member.token : tokenOf(bulkMember.id), '/api/mentee/mentoring'],
    ],
    [
      'workspace (captain)',
      (w) =>
        w === 'api'
          ? [captain.token, `/api/mentor/mentees/${member.id}/mentoring`]
          : [tokenOf(bulkCaptain.id), `/api/mentor/mentees/${bulkMember.id}/mentoring`],
    ],
    ['My Members', (w) => [w === 'api' ? captain.token : tokenOf(bulkCaptain.id), '/api/mentor/mentees']],
    ['conversations', (w) => [w === 'api' ? member.token : tokenOf(bulkMember.id), '/api/conversations']],
    [
      'a conversation',
      (w) =>
        w === 'api'
          ? [member.token, `/api/conversations/${conversation.id}?limit=10&offset=0`]
          : [tokenOf(bulkMember.id), `/api/conversations/${directOf(bulkMember)}?limit=10&offset=0`],
    ],
    ['profile (Member)', (w) => [w === 'api' ? member.token : tokenOf(bulkMember.id), '/api/user/profile']],
    [
      'profile (captain)',
      (w) => [w === 'api' ? captain.token : tokenOf(bulkCaptain.id), '/api/user/profile'],
    ],
    [
      "a captain's card",
      (w) => [tokenOf(bulkMember.id), `/api/mentee/mentors/${w === 'api' ? captain.id : bulkCaptain.id}`],
    ],
  ];
  const differ: string[] = [];
  for (const [name, which] of reads) {
    const [a, b] = await Promise.all(
      (['api', 'bulk'] as const).map(async (w) => {
        const [token, path] = which(w);
        return shape(await call(base, token, 'GET', path));
      }),
    );
    const onlyApi = missing(a!, b!);
    const onlyBulk = missing(b!, a!);
    if (onlyApi.length || onlyBulk.length)
      differ.push(`${name}: API only ${onlyApi.join(' ')}; bulk only ${onlyBulk.join(' ')}`);
  }
  if (differ.length) throw new Error(`bulk data differs from what the API makes:\n${differ.join('\n')}`);
  return `made 1 captain and 1 Member through the API (sign-up, request accepted, plan, feed, chat, tick); ${reads.length} page reads have the same fields as for bulk-made people`;
}
