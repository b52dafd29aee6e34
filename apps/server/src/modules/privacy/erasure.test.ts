import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@keh/contracts';
import { accountDeletions, users } from '../../db/schema';
import type { DiskStorage } from '../../lib/storage/storage';
import { call, createTestApp, lastMail, mailSettled, signIn, type TestApp } from '../../test/app';
import { mentorFields, menteeFields, register, verifyEmail, withoutDemoMentoring } from '../../test/fixtures';
import { ERASURE_QUEUE } from './erasure.service';

/**
 * Deleting an account and the erasure (issue 31), on the real app: after it, no value of the
 * person is left in any table (the whole database, pgboss included; with PostgreSQL also through
 * `pg_dump`) nor in storage; the partner still reads the conversation and the feed, by "Former
 * captain"; the pair has ended; the address registers again.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await withoutDemoMentoring(t.app);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  call(t.app, { method, url, token, ...(payload && { payload }) });

/** A person's values no other account shares: each must be gone from everywhere after erasure. */
const captainValues = {
  email: 'quillon.zarvath@example.com',
  first_name: 'Quillon',
  last_name: 'Zarvathwick',
  contact_number: '7700900987',
  post_code: 'EC1A1BB',
  business_name: 'Zyxwobble Ventures',
  linkedin: 'https://www.linkedin.com/in/quillon-zyxwobble',
  birthday: '07/06/1961',
  position_within_business: 'Chief Zyxwobbler',
  professional_experience: 'Thirty years of Brimblecombe logistics',
};
const memberValues = {
  email: 'oriel.plumtrask@example.com',
  first_name: 'Oriel',
  last_name: 'Plumtrask',
  contact_number: '7700900654',
  post_code: 'SW1A2AA',
  business_name: 'Plumtrask Kites',
  linkedin: 'https://www.linkedin.com/in/oriel-plumtrask',
  birthday: '09/10/1962',
  business_description: 'Quasselwind kites for coastal clubs.',
};
/** What to look for in dumps: the values as stored (a birthday as yyyy-mm-dd, a phone as typed). */
const needles = (v: Record<string, string>) =>
  Object.entries(v).map(([k, x]) =>
    k === 'birthday' ? x.split('/').reverse().join('-') : k === 'linkedin' ? x.replace('https://', '') : x,
  );

/** Every row of every table (ours and the job queue's) as text: the dump PGlite can make. */
async function tableDump() {
  const tables = (await t.app.db.execute(
    sql`select table_schema as s, table_name as n from information_schema.tables
        where table_schema in ('public', 'pgboss', 'drizzle') and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { s: string; n: string }[] };
  let text = '';
  for (const { s, n } of tables.rows) {
    const r = (await t.app.db.execute(
      sql`select t::text as row from ${sql.identifier(s)}.${sql.identifier(n)} t`,
    )) as unknown as { rows: { row: string }[] };
    text += r.rows.map((x) => `${s}.${n} ${x.row}`).join('\n') + '\n';
  }
  return text;
}

/** With PostgreSQL: the real `pg_dump` of the test database (data and schema). */
async function pgDump() {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return null;
  const bin = readdirSync('/usr/lib/postgresql')
    .map((v) => `/usr/lib/postgresql/${v}/bin/pg_dump`)
    .find((p) => existsSync(p));
  if (!bin) return null;
  const r = (await t.app.db.execute(sql`select current_database() as db`)) as unknown as {
    rows: { db: string }[];
  };
  const url = new URL(server);
  url.pathname = `/${r.rows[0]!.db}`;
  return execFileSync(bin, ['--dbname', url.toString()], { maxBuffer: 512 * 1024 * 1024 }).toString('utf8');
}

function storageFiles(root: string): { key: string; data: Buffer }[] {
  const out: { key: string; data: Buffer }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push({ key: path.relative(root, p), data: readFileSync(p) });
    }
  };
  if (existsSync(root)) walk(root);
  return out;
}

const leftovers = (dump: string, values: string[]) =>
  values.filter((v) => dump.toLowerCase().includes(v.toLowerCase()));

async function until(what: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
const statusOf = async (id: number) =>
  (await t.app.db.select({ s: users.status }).from(users).where(eq(users.id, id)))[0]?.s;

/** Makes the pending deletion due now and queues its job, as the grace period's end would. */
async function makeDue(id: number) {
  await t.app.db
    .update(accountDeletions)
    .set({ deleteAt: new Date() })
    .where(eq(accountDeletions.userId, id));
  await t.app.jobs.send(t.app.db, ERASURE_QUEUE, { userId: id });
  await until(async () => (await statusOf(id)) === 'erased');
}

describe('deleting my account', () => {
  let captain: { id: number; token: string; files: string[] };
  let member: { id: number; token: string };
  let conversationId: number;
  let mentoringId: number;

  beforeAll(async () => {
    await verifyEmail(t.app, captainValues.email);
    const reg = await register(t.app, 'mentor', { ...mentorFields(captainValues.email), ...captainValues });
    expect(reg.status).toBe(201);
    const token = await signIn(t.app, captainValues.email, 'Secret123');
    const me = (await api('GET', '/api/user/profile', token)).body.data;
    await api('POST', '/api/mentor/profile/professional-experience', token, {
      professional_experience: captainValues.professional_experience,
    });
    const files = (await t.app.db.execute(
      sql`select key from stored_files where owner_id = ${me.id}`,
    )) as unknown as { rows: { key: string }[] };
    captain = { id: me.id, token, files: files.rows.map((r) => r.key) };
    expect(captain.files.length).toBeGreaterThanOrEqual(1);

    const memberToken = await signIn(t.app, 'mentee@example.com');
    member = { id: (await api('GET', '/api/user/profile', memberToken)).body.data.id, token: memberToken };
    expect((await api('POST', `/api/mentee/mentors/${captain.id}/request`, member.token)).status).toBe(200);
    const [request] = (await api('GET', '/api/mentor/requests', captain.token)).body.data;
    expect((await api('POST', `/api/mentor/requests/${request.id}`, captain.token)).status).toBe(200);
    const conv = await api('POST', '/api/conversations', member.token, { member_id: captain.id });
    conversationId = conv.body.data.id;
    await api('POST', `/api/conversations/${conversationId}`, captain.token, {
      body: 'Bring the plan on Friday.',
    });
    mentoringId = (await api('GET', '/api/mentee/mentoring', member.token)).body.data.id;
    expect(
      (
        await api('POST', `/api/mentor/mentoring/${mentoringId}/feed`, captain.token, {
          body: 'Good progress.',
        })
      ).status,
    ).toBe(200);
  });

  it('tells a captain what will happen, refuses a wrong password, and can be cancelled in the grace period', async () => {
    const overview = (await api('GET', '/api/user/account/delete', captain.token)).body.data;
    expect(overview).toEqual({
      delete_at: null,
      active_mentorings: 1,
      published_articles: 0,
      linkedin: false,
    });

    const empty = await api('POST', '/api/user/account/delete', captain.token, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors.password).toContain(MSG.deletionConfirmRequired);
    const wrong = await api('POST', '/api/user/account/delete', captain.token, { password: 'Nope12345' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toContain(MSG.deletionPasswordWrong);

    const asked = await api('POST', '/api/user/account/delete', captain.token, { password: 'Secret123' });
    expect(asked.status).toBe(200);
    const due = Date.parse(asked.body.data.delete_at);
    expect(Math.abs(due - (Date.now() + 14 * 86_400_000))).toBeLessThan(60_000);
    expect((await api('GET', '/api/user/profile', captain.token)).body.data.delete_at).toBe(
      asked.body.data.delete_at,
    );
    expect((await lastMail(t.app, captainValues.email))?.subject).toBe('Your account will be deleted');

    // Signing in during the grace period still works (the web app then offers to cancel).
    const again = await signIn(t.app, captainValues.email, 'Secret123');
    const cancelled = await api('POST', '/api/user/account/delete/cancel', again);
    expect(cancelled.body.data).toEqual({ delete_at: null });
    expect((await api('GET', '/api/user/profile', again)).body.data.delete_at).toBeNull();
    expect((await api('POST', '/api/user/account/delete/cancel', again)).status).toBe(422);
  });

  it('a cancelled deletion’s job does nothing when it comes due', async () => {
    await t.app.jobs.send(t.app.db, ERASURE_QUEUE, { userId: captain.id });
    await until(async () => (await t.app.jobs.pending(ERASURE_QUEUE)) === 0);
    expect(await statusOf(captain.id)).toBe('active');
  });

  it('erases the person: nothing of them in the database or storage, the partner keeps the conversation', async () => {
    expect(
      (await api('POST', '/api/user/account/delete', captain.token, { password: 'Secret123' })).status,
    ).toBe(200);
    const admin = await signIn(t.app, 'admin@example.com');
    const pending = (await api('GET', '/api/admin/deletions', admin)).body.data;
    expect(pending).toEqual([expect.objectContaining({ id: captain.id, by_staff: false })]);

    await makeDue(captain.id);
    await mailSettled(t.app);

    // The partner: the pair ended, told without a name; the conversation and feed read "Former captain".
    expect((await api('GET', '/api/mentee/mentoring', member.token)).body.data).toBeNull();
    const told = await lastMail(t.app, 'mentee@example.com');
    expect(told?.subject).toBe(MSG.pairEndedSubject);
    const conv = (await api('GET', `/api/conversations/${conversationId}`, member.token)).body.data;
    expect(conv.name).toBe('Former captain');
    expect(conv.member.is_deleted).toBe(true);
    expect(conv.messages.map((m: { body: string }) => m.body)).toContain('Bring the plan on Friday.');

    // Signed out everywhere; gone from the console and from matching.
    expect((await api('GET', '/api/user/profile', captain.token)).status).toBe(401);
    expect((await api('GET', `/api/admin/users/${captain.id}`, admin)).status).toBe(404);
    const people = await api('GET', `/api/admin/users?query=${captainValues.last_name}`, admin);
    expect(people.body.data).toEqual([]);
    expect((await api('GET', '/api/admin/users?query=Former', admin)).body.data).toEqual([]);
    expect((await api('GET', `/api/mentee/mentors/${captain.id}`, member.token)).status).toBe(404);
    expect((await api('GET', '/api/admin/deletions', admin)).body.data).toEqual([]);

    // Nowhere in the database (every table, the job queue's too), nor in storage.
    const values = needles(captainValues);
    expect(leftovers(await tableDump(), values)).toEqual([]);
    const dump = await pgDump();
    if (dump !== null) {
      expect(dump).toContain('Bring the plan on Friday.');
      expect(leftovers(dump, values)).toEqual([]);
    }
    const stored = storageFiles((t.app.storage as DiskStorage).root);
    expect(stored.filter((f) => captain.files.includes(f.key))).toEqual([]);
    for (const f of stored) expect(leftovers(f.data.toString('latin1'), values)).toEqual([]);
  });

  it('the address registers again', async () => {
    await verifyEmail(t.app, captainValues.email);
    const reg = await register(t.app, 'mentor', { ...mentorFields(captainValues.email), ...captainValues });
    expect(reg.status).toBe(201);
  });
});

describe('staff erase on request', () => {
  it('erases at once with a reason in the audit log (its label "Former member #id"); only admins may', async () => {
    await verifyEmail(t.app, memberValues.email);
    expect(
      (await register(t.app, 'mentee', { ...menteeFields(memberValues.email), ...memberValues })).status,
    ).toBe(201);
    const token = await signIn(t.app, memberValues.email, 'Secret123');
    const id = (await api('GET', '/api/user/profile', token)).body.data.id as number;
    const admin = await signIn(t.app, 'admin@example.com');
    // An earlier staff action names them; the erasure turns its label into "Former member #id".
    await api('POST', `/api/admin/users/${id}/suspend`, admin, { reason: 'checking' });
    await api('POST', `/api/admin/users/${id}/reactivate`, admin);
    // Someone else with the same first name keeps their entries as they were.
    const namesake = 'oriel.brightwater@example.com';
    await verifyEmail(t.app, namesake);
    const other = await register(t.app, 'mentee', {
      ...menteeFields(namesake),
      first_name: 'Oriel',
      last_name: 'Brightwater',
    });
    const otherId = (await api('GET', '/api/user/profile', other.body.data.token)).body.data.id as number;
    await api('POST', `/api/admin/users/${otherId}/suspend`, admin, { reason: 'Oriel asked for a pause' });
    const again = await signIn(t.app, memberValues.email, 'Secret123');

    const moderator = await signIn(t.app, 'moderator@example.com').catch(() => null);
    if (moderator)
      expect((await api('POST', `/api/admin/users/${id}/erase`, moderator, { reason: 'x' })).status).toBe(
        403,
      );
    expect((await api('POST', `/api/admin/users/${id}/erase`, again, { reason: 'x' })).status).toBe(403);
    const noReason = await api('POST', `/api/admin/users/${id}/erase`, admin, { reason: '' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toContain(MSG.eraseReasonRequired);

    const erased = await api('POST', `/api/admin/users/${id}/erase`, admin, {
      reason: 'Request by letter, ref 42',
    });
    expect(erased.status).toBe(200);
    await until(async () => (await statusOf(id)) === 'erased');
    expect((await api('POST', `/api/admin/users/${id}/erase`, admin, { reason: 'again' })).status).toBe(404);

    const log = (await api('GET', '/api/admin/audit-log', admin)).body.data as {
      action: string;
      target: { id: number; label: string };
      details: Record<string, string>;
    }[];
    const theirs = log.filter((e) => e.target.id === id);
    expect(theirs.map((e) => e.action)).toEqual(['user.erased', 'user.reactivated', 'user.suspended']);
    expect(new Set(theirs.map((e) => e.target.label))).toEqual(new Set([`Former member #${id}`]));
    expect(theirs[0]!.details).toEqual({ reason: 'Request by letter, ref 42' });
    const namesakes = log.filter((e) => e.target.id === otherId);
    expect(namesakes.map((e) => [e.target.label, e.details])).toEqual([
      ['Oriel Brightwater', { reason: 'Oriel asked for a pause' }],
    ]);
    // (Their first name alone is the namesake's too.)
    expect(leftovers(await tableDump(), needles({ ...memberValues, first_name: 'Oriel Plumtrask' }))).toEqual(
      [],
    );
  });
});
