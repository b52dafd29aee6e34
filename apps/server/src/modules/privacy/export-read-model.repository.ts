import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

type Row = Record<string, unknown>;

/** Another person as this person was shown them: a name and an avatar, nothing else. */
const shown = (id: SQL) =>
  sql`(select json_build_object('name', p.first_name || ' ' || p.last_name, 'avatar', p.avatar)
       from users p where p.id = ${id})`;

/**
 * The data export's read model (issue 31): one person's data across every area, in plain SQL, read
 * only for their export. It reads other areas' tables the way the programme overview does (decision
 * 0020), because a copy of everything is the one question no area's service answers. Columns are
 * named one by one: secrets (password hash, token hashes, the unsubscribe key) and search vectors
 * never leave, and another person appears only as they were shown (`shown`).
 */
export const exportReadModel = (db: DbOrTx) => {
  const rows = <T extends Row = Row>(query: SQL) => rowsOf<T>(db, query);
  const one = async <T extends Row = Row>(query: SQL) => (await rows<T>(query))[0] ?? null;

  return {
    profile: (userId: number) =>
      one(sql`
        select u.id, u.type as role, u.status, u.email, u.first_name, u.last_name, u.avatar, u.bg_image,
               u.birthday, u.location, u.post_code, u.contact_number, u.business_name,
               u.position_within_business, u.linkedin, u.business_website,
               (select name from business_sectors where id = u.business_sector_id) as business_sector,
               u.professional_experience, u.mentees_limit, u.disable_mentoring_requests, u.accept_chats,
               u.sharing_information, u.change_questionnaire_request_status, u.email_verified_at,
               u.created_at, u.updated_at
        from users u where u.id = ${userId}`),

    emailSettings: (userId: number) =>
      one(sql`
        select feed_notifications, chat_notifications, system_notifications, weekly_newsletters
        from users where id = ${userId}`),

    details: (userId: number) =>
      one(sql`
        select s.*,
               (select name from service_connections where id = s.service_connection_id) as service_connection,
               (select name from service_types where id = s.service_type_id) as service_type,
               (select name from discover_types where id = s.discover_type_id) as discover_type,
               (select name from services where id = s.service_id) as service
        from surveys s where s.user_id = ${userId}`),

    experience: (userId: number) =>
      rows(sql`
        select id, company_name, practice, start_date, finish_date, current, created_at
        from experiences where user_id = ${userId} order by start_date, id`),

    skills: (userId: number) =>
      rows(sql`
        select k.id, k.name, c.name as category from user_skills us
        join skills k on k.id = us.skill_id join skill_categories c on c.id = k.category_id
        where us.user_id = ${userId} order by k.id`),

    specialisms: (userId: number) =>
      rows(sql`
        select b.id, b.name from user_specializations us
        join business_specializations b on b.id = us.specialization_id
        where us.user_id = ${userId} order by b.id`),

    otherExpertise: async (userId: number) =>
      (
        await rows<{ name: string }>(
          sql`select name from other_expertise where user_id = ${userId} order by name`,
        )
      ).map((r) => r.name),

    /** The current answers (what the screens show). */
    answers: (userId: number) =>
      rows(sql`
        select q.id as question_id, q.question, a.answer, a.explanation, a.answered_at
        from assessment_answers a join assess_questions q on q.id = a.question_id
        where a.user_id = ${userId} order by q.group_id, q.position`),

    /** Every take of the questionnaire, each with its own answers. */
    takes: (userId: number) =>
      rows(sql`
        select r.id, r.score, r.taken_at,
               coalesce((select json_agg(json_build_object('question_id', q.id, 'question', q.question,
                           'answer', t.answer, 'explanation', t.explanation) order by q.group_id, q.position)
                         from assessment_take_answers t join assess_questions q on q.id = t.question_id
                         where t.result_id = r.id), '[]'::json) as answers
        from assessment_results r where r.user_id = ${userId} order by r.taken_at, r.id`),

    agreements: (userId: number) =>
      rows<{ id: number; role: string; version: string; text: string; accepted_at: string }>(sql`
        select id, role, version, text, accepted_at
        from agreement_acceptances where user_id = ${userId} order by accepted_at, id`),

    consents: (userId: number) =>
      rows(sql`
        select document, version, context, reference, details, accepted_at
        from consents where user_id = ${userId} order by accepted_at, id`),

    requests: (userId: number) =>
      rows(sql`
        select r.id, case when r.mentee_id = ${userId} then 'sent' else 'received' end as direction,
               r.status, r.decline_reason, r.created_at, r.updated_at,
               ${shown(sql`case when r.mentee_id = ${userId} then r.mentor_id else r.mentee_id end`)} as with
        from mentoring_requests r where r.mentee_id = ${userId} or r.mentor_id = ${userId}
        order by r.created_at, r.id`),

    /** Mentorings with their plan (milestones and tasks) and their feed. */
    mentorings: (userId: number) =>
      rows(sql`
        select m.id, m.mentoring_name, m.created_at, m.ended_at,
               case when m.mentor_id = ${userId} then 'captain' else 'member' end as my_role,
               ${shown(sql`case when m.mentor_id = ${userId} then m.mentee_id else m.mentor_id end`)} as with,
               coalesce((select json_agg(json_build_object('id', ms.id, 'name', ms.milestone_name,
                           'deadline', ms.deadline, 'notes', ms.notes, 'completed_at', ms.completed_at,
                           'created_at', ms.created_at,
                           'tasks', coalesce((select json_agg(json_build_object('id', t.id, 'title', t.title,
                                       'member_done', t.mentee_done, 'captain_done', t.mentor_done)
                                       order by t.position) from tasks t where t.milestone_id = ms.id), '[]'::json))
                           order by ms.created_at, ms.id)
                         from milestones ms where ms.mentoring_id = m.id), '[]'::json) as milestones,
               coalesce((select json_agg(json_build_object('id', c.id, 'body', c.body, 'created_at', c.created_at,
                           'author', case when c.owner_id = ${userId} then json_build_object('name', 'You')
                                          when c.owner_id is null then json_build_object('name', 'System')
                                          else ${shown(sql`c.owner_id`)} end)
                           order by c.created_at, c.id)
                         from feed_comments c where c.mentoring_id = m.id), '[]'::json) as feed
        from mentorings m where m.mentor_id = ${userId} or m.mentee_id = ${userId}
        order by m.created_at, m.id`),

    /** A captain's own templates (plans to copy), with their milestones and tasks. */
    templates: (userId: number) =>
      rows(sql`
        select tp.id, tp.template_name, tp.created_at,
               coalesce((select json_agg(json_build_object('name', ms.milestone_name, 'notes', ms.notes,
                           'tasks', coalesce((select json_agg(t.title order by t.position)
                                              from tasks t where t.milestone_id = ms.id), '[]'::json))
                           order by ms.id)
                         from milestones ms where ms.template_id = tp.id), '[]'::json) as milestones
        from templates tp where tp.mentor_id = ${userId} order by tp.id`),

    /** The person's conversations: messages they wrote and received, the other side as shown. */
    conversations: (userId: number) =>
      rows(sql`
        select c.id, c.kind, c.created_at,
               coalesce((select json_agg(${shown(sql`o.user_id`)})
                         from conversation_members o
                         where o.conversation_id = c.id and o.user_id <> ${userId}), '[]'::json) as with,
               coalesce((select json_agg(json_build_object('id', x.id, 'body', x.body, 'sent_at', x.created_at,
                           'from', case when x.sender_id = ${userId} then json_build_object('name', 'You')
                                        when x.sender_id is null then json_build_object('name', 'Knowledge Exchange Hub')
                                        else ${shown(sql`x.sender_id`)} end)
                           order by x.id)
                         from chat_messages x where x.conversation_id = c.id), '[]'::json) as messages
        from conversations c
        join conversation_members me on me.conversation_id = c.id and me.user_id = ${userId}
        order by c.id`),

    eventsCreated: (userId: number) =>
      rows(sql`
        select e.id, e.title, e.description, e.address, e.starts_at, e.ends_at, e.is_private, e.photo,
               e.created_at, e.updated_at,
               coalesce((select json_agg(${shown(sql`em.member_id`)})
                         from event_members em where em.event_id = e.id), '[]'::json) as invited_members
        from events e where e.owner_id = ${userId} order by e.starts_at, e.id`),

    eventsAssigned: (userId: number) =>
      rows(sql`
        select e.id, e.title, e.description, e.address, e.starts_at, e.ends_at, e.is_private,
               ${shown(sql`e.owner_id`)} as captain
        from event_members em join events e on e.id = em.event_id
        where em.member_id = ${userId} order by e.starts_at, e.id`),

    /** The person's articles with every version and the moderation decisions (moderators unnamed). */
    articles: (userId: number) =>
      rows(sql`
        select a.id, a.status, a.ban_reason, a.submitted_at, a.published_at, a.created_at, a.updated_at,
               coalesce((select json_agg(json_build_object('id', v.id, 'title', v.title,
                           'short_description', v.short_description, 'body', v.body,
                           'category', (select name from article_categories where id = v.category_id),
                           'sub_category', (select name from article_categories where id = v.sub_category_id),
                           'tags', v.tags, 'visibility', v.visibility,
                           'preview_small_image', v.preview_small_image,
                           'preview_big_image', v.preview_big_image, 'bg_image', v.bg_image,
                           'created_at', v.created_at,
                           'is_current', v.id = a.current_version_id, 'is_live', v.id = a.live_version_id)
                           order by v.id)
                         from article_versions v where v.article_id = a.id), '[]'::json) as versions,
               coalesce((select json_agg(json_build_object('decision', d.decision, 'reason', d.reason,
                           'decided_at', d.created_at) order by d.id)
                         from article_decisions d where d.article_id = a.id), '[]'::json) as decisions
        from articles a where a.owner_id = ${userId} order by a.created_at, a.id`),

    /** Likes and dislikes the person gave, with the article's live title. */
    reactions: (userId: number) =>
      rows(sql`
        select r.article_id, r.kind, r.created_at,
               (select v.title from articles a join article_versions v on v.id = a.live_version_id
                where a.id = r.article_id) as article_title
        from article_reactions r where r.user_id = ${userId} order by r.created_at`),

    /** Sign-in history: when, from where and on what device (the browser's name for itself), never a token. */
    signIns: (userId: number) =>
      rows(sql`
        select created_at as signed_in_at, ip, device, expires_at, revoked_at
        from auth_tokens where user_id = ${userId} order by created_at, id`),

    linkedAccounts: (userId: number) =>
      rows(sql`
        select provider, email, created_at as linked_at, last_used_at
        from user_identities where user_id = ${userId} order by id`),

    supportQueries: (userId: number) =>
      rows(sql`
        select q.message, q.user_type, q.created_at from support_questions q
        where q.email = (select email from users where id = ${userId}) order by q.created_at, q.id`),

    /** The person's files in storage: recorded uploads, and the profile's own pictures and CV. */
    files: (userId: number) =>
      rows<{ key: string; use: string }>(sql`
        select key, use from stored_files where owner_id = ${userId}
        union
        select regexp_replace(ref, '^/uploads/', ''), use
        from users u, lateral (values (u.avatar, 'avatar'), (u.bg_image, 'cover'), (u.cv, 'cv')) as f(ref, use)
        where u.id = ${userId} and ref is not null`),
  };
};
export type ExportReadModel = ReturnType<typeof exportReadModel>;
