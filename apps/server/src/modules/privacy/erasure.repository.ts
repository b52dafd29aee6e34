import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * The erasure's writes (issue 31), one function per table or area. Like the overview's reads, it
 * reaches over every area's tables in plain SQL: an erased person must leave nothing anywhere, and
 * one place that knows every table is what makes that checkable. Areas whose rules matter (ending
 * a mentoring, removing files, ending sessions) go through their modules' services instead.
 *
 * `pattern` is a PostgreSQL regular expression (case-insensitive) that matches any of the person's
 * values (see `valuesPattern`): it finds the copies of them in texts others own.
 */
export const erasureRepository = (db: DbOrTx) => {
  const run = (q: ReturnType<typeof sql>) => db.execute(q);
  return {
    /** Their requests, whatever their state (a pair's mentoring keeps its own row). */
    requests: (id: number) =>
      run(sql`delete from mentoring_requests where mentee_id = ${id} or mentor_id = ${id}`),

    /** Mentorings are named after both people: the erased side becomes its label. */
    mentoringNames: (id: number, label: string, pattern: string) =>
      run(sql`update mentorings set mentoring_name = regexp_replace(mentoring_name, ${pattern}, ${label}, 'gi')
              where mentor_id = ${id} or mentee_id = ${id}`),

    /** Every secret and sign-in trace: tokens, reset links, preview links, identities, codes. */
    async secrets(id: number, email: string) {
      await run(sql`delete from auth_tokens where user_id = ${id}`);
      await run(sql`delete from password_resets where user_id = ${id}`);
      await run(sql`delete from preview_tokens where user_id = ${id}`);
      await run(sql`delete from user_identities where user_id = ${id}`);
      await run(sql`delete from otp_codes where lower(email) = lower(${email})`);
      await run(sql`delete from otp_sends where lower(email) = lower(${email})`);
    },

    /** Skills, specialisms, expertise, experience, survey, questionnaire answers and results. */
    async profile(id: number) {
      for (const table of [
        'user_skills',
        'user_specializations',
        'other_expertise',
        'experiences',
        'surveys',
        'assessment_answers',
        'assessment_results',
      ])
        await run(sql`delete from ${sql.identifier(table)} where user_id = ${id}`);
    },

    /** The agreement texts were personalised: the fact, version and date stay, the text goes. */
    agreements: (id: number) => run(sql`update agreement_acceptances set text = '' where user_id = ${id}`),

    /**
     * Their articles go (with versions, reactions and decisions), unless they chose to leave the
     * published ones under "Former captain": then only those stay, as published.
     */
    async articles(id: number, keepPublished: boolean) {
      await run(sql`delete from article_reactions where user_id = ${id}`);
      const doomed = keepPublished
        ? sql`owner_id = ${id} and live_version_id is null`
        : sql`owner_id = ${id}`;
      await run(sql`update articles set current_version_id = null, live_version_id = null where ${doomed}`);
      await run(sql`delete from articles where ${doomed}`);
      if (keepPublished) {
        // Only the live version of a kept article stays; its drafts and history go.
        await run(sql`update articles set current_version_id = live_version_id, status = 'published'
                      where owner_id = ${id}`);
        await run(sql`delete from article_versions v using articles a
                      where v.article_id = a.id and a.owner_id = ${id} and v.id <> a.live_version_id`);
      }
    },

    /** Events they run go; their places on others' private events too. */
    async events(id: number) {
      await run(sql`delete from events where owner_id = ${id}`);
      await run(sql`delete from event_members where member_id = ${id}`);
    },

    templates: (id: number) => run(sql`delete from templates where mentor_id = ${id}`),

    /**
     * Their own messages stay for the other person (the sender reads as "Former member"); the chat
     * bot's welcome conversation goes, and the bot's messages that name them are reworded.
     */
    async chat(id: number, label: string, pattern: string) {
      await run(sql`delete from conversations where pair_key = ${`welcome:${id}`}`);
      await run(sql`update chat_messages m set body = regexp_replace(body, ${pattern}, ${label}, 'gi')
                    where m.sender_id is null and body ~* ${pattern}
                      and exists (select 1 from conversation_members c where c.conversation_id = m.conversation_id and c.user_id = ${id})`);
    },

    /** Their comments stay for the other of the pair; system comments that name them are reworded. */
    async feed(id: number, label: string, pattern: string) {
      await run(sql`delete from feed_reads where user_id = ${id}`);
      await run(sql`update feed_comments f set body = regexp_replace(body, ${pattern}, ${label}, 'gi')
                    where f.owner_id is null and body ~* ${pattern}
                      and exists (select 1 from mentorings m where m.id = f.mentoring_id and (m.mentor_id = ${id} or m.mentee_id = ${id}))`);
    },

    mailWindows: (id: number) => run(sql`delete from mail_windows where user_id = ${id}`),

    /** The storage keys of the copies of their data (the ZIPs), removed before the rows go. */
    async exportKeys(id: number): Promise<string[]> {
      const found = (await run(
        sql`select storage_key as key from data_exports where user_id = ${id} and storage_key is not null`,
      )) as unknown as { rows: { key: string }[] };
      return found.rows.map((r) => r.key);
    },

    /** Copies of their data and every consent they gave (the records of a person who is gone). */
    async privacyRecords(id: number) {
      await run(sql`delete from data_exports where user_id = ${id} or requested_by = ${id}`);
      await run(sql`delete from consents where user_id = ${id}`);
    },

    /** Reports they made or that are about them (with the snapshots of their content), and blocks. */
    async safety(id: number) {
      await run(sql`delete from reports where reporter_id = ${id} or reported_user_id = ${id}`);
      await run(sql`delete from user_blocks where blocker_id = ${id} or blocked_id = ${id}`);
    },

    /**
     * Mentoring sessions (issue 32): their feedback and calendar feed go; the pair's sessions stay
     * for the other person, with what names them in the texts replaced by the label.
     */
    async sessions(id: number, label: string, pattern: string) {
      await run(sql`delete from session_feedback where user_id = ${id}`);
      await run(sql`delete from calendar_feeds where user_id = ${id}`);
      for (const column of ['notes', 'agenda', 'location', 'cancel_reason'])
        await run(sql`update mentoring_sessions
                      set ${sql.identifier(column)} = regexp_replace(${sql.identifier(column)}, ${pattern}, ${label}, 'gi')
                      where (mentor_id = ${id} or mentee_id = ${id}) and ${sql.identifier(column)} ~* ${pattern}`);
    },

    /** The notes written when their pairs ended: free text that may name them. */
    endNotes: (id: number) =>
      run(sql`update mentorings set end_note = null where mentor_id = ${id} or mentee_id = ${id}`),

    supportQuestions: (email: string) =>
      run(sql`delete from support_questions where lower(email) = lower(${email})`),

    /** The outbox's records of mails to them, or about them (`pattern`: what names only them). */
    mailOutbox: (email: string, pattern: string) =>
      run(sql`delete from mail_outbox where lower("to") = lower(${email})
              or subject ~* ${pattern} or text ~* ${pattern} or html ~* ${pattern}`),

    /**
     * The queue's jobs (waiting, running, done or failed) whose payload or result holds a value that
     * names only them (e-mail, full name, phone…): mails to them and about them. The erasure's own
     * job holds nothing but their id.
     */
    jobQueue: (own: string) =>
      run(sql`delete from pgboss.job where data::text ~* ${own} or coalesce(output::text, '') ~* ${own}`),

    /**
     * The audit log keeps each entry's id, action and date: the label of every entry about them
     * becomes "Former member #id", and details holding any of their values go (on any entry, for
     * what names only them).
     */
    async auditLog(id: number, label: string, any: string, own: string) {
      await run(sql`update staff_audit_log set target_label = ${label}
                    where target_type = 'user' and target_id = ${id}`);
      await run(sql`update staff_audit_log set details = '{}'::jsonb
                    where (target_type = 'user' and target_id = ${id} and details::text ~* ${any})
                       or details::text ~* ${own}`);
    },

    /** The row others' history points at: no personal value left, and it signs in no more. */
    person: (id: number, firstName: string, lastName: string) =>
      run(sql`update users set
          status = 'erased', email = ${`erased-${id}@erased.invalid`}, password_hash = '',
          first_name = ${firstName}, last_name = ${lastName},
          avatar = null, bg_image = null, birthday = null, location = null, post_code = null,
          contact_number = null, business_name = null, position_within_business = null, linkedin = null,
          business_website = null, business_sector_id = null, cv = null, professional_experience = null,
          mentees_limit = null, disable_mentoring_requests = true, accept_chats = false,
          sharing_information = false, feed_notifications = false, chat_notifications = false,
          system_notifications = false, weekly_newsletters = false, unsubscribe_token = gen_random_uuid(),
          change_questionnaire_request_status = null, email_verified_at = null, updated_at = now()
        where id = ${id}`),
  };
};
