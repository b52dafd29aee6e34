import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  assessmentAnswers,
  assessQuestions,
  businessSectors,
  businessSpecializations,
  mentoringRequests,
  skills,
  surveys,
  userSkills,
  userSpecializations,
  users,
} from '../../db/schema';

export interface CaptainFilters {
  /** Only these captains (the match shown on one profile). */
  ids?: number[];
  specialisms: number[];
  skills: number[];
  location?: string;
  available?: boolean;
  excludeId?: number;
}

export interface CaptainFeatureRow {
  id: number;
  location: string | null;
  sector: string | null;
  specialisms: string[];
  categories: string[];
  stageSkill: boolean;
  experienceDays: number;
  active: number;
  limit: number;
  disabled: boolean;
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export const matchingRepository = (db: DbOrTx) => ({
  /** What the score needs to know of a Member. */
  async member(memberId: number) {
    const [u] = await db
      .select({
        location: users.location,
        sector: businessSectors.name,
        businessType: surveys.businessType,
        serviceId: surveys.serviceId,
      })
      .from(users)
      .leftJoin(businessSectors, eq(businessSectors.id, users.businessSectorId))
      .leftJoin(surveys, eq(surveys.userId, users.id))
      .where(eq(users.id, memberId));
    const answers = await db
      .select({ groupId: assessQuestions.groupId, answer: assessmentAnswers.answer })
      .from(assessmentAnswers)
      .innerJoin(assessQuestions, eq(assessQuestions.id, assessmentAnswers.questionId))
      .where(eq(assessmentAnswers.userId, memberId))
      .orderBy(asc(assessQuestions.groupId));
    return { ...u!, answers };
  },

  /**
   * One row of features per active captain who passes the filters. Aggregates are computed once
   * per table (not per captain), so the cost grows with the tables, not with the page.
   */
  async captainFeatures(f: CaptainFilters, stageSkills: readonly string[]): Promise<CaptainFeatureRow[]> {
    const where: SQL[] = [sql`u.type = 'mentor'`, sql`u.status = 'active'`];
    if (f.excludeId) where.push(sql`u.id <> ${f.excludeId}`);
    if (f.ids)
      where.push(
        f.ids.length
          ? sql`u.id in (${sql.join(
              f.ids.map((i) => sql`${i}`),
              sql`, `,
            )})`
          : sql`false`,
      );
    if (f.specialisms.length) {
      where.push(
        sql`exists (select 1 from user_specializations x where x.user_id = u.id and x.specialization_id in (${sql.join(
          f.specialisms.map((i) => sql`${i}`),
          sql`, `,
        )}))`,
      );
    }
    if (f.skills.length) {
      where.push(
        sql`exists (select 1 from user_skills x where x.user_id = u.id and x.skill_id in (${sql.join(
          f.skills.map((i) => sql`${i}`),
          sql`, `,
        )}))`,
      );
    }
    if (f.location)
      where.push(sql`u.location ilike ${`%${f.location.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`);
    if (f.available)
      where.push(sql`not u.disable_mentoring_requests and coalesce(act.n, 0) < coalesce(u.mentees_limit, 0)`);
    const stage = stageSkills.length
      ? sql`s.name in (${sql.join(
          stageSkills.map((n) => sql`${n}`),
          sql`, `,
        )})`
      : sql`false`;

    const result = await db.execute(sql`
      with specs as (
        select us.user_id, array_agg(sp.name) as names
        from user_specializations us join business_specializations sp on sp.id = us.specialization_id
        group by us.user_id
      ), cats as (
        select k.user_id, array_agg(distinct sc.name) as names, bool_or(${stage}) as stage
        from user_skills k join skills s on s.id = k.skill_id join skill_categories sc on sc.id = s.category_id
        group by k.user_id
      ), exp as (
        select user_id, sum(coalesce(finish_date, current_date) - start_date) as days from experiences group by user_id
      ), act as (
        select mentor_id, count(*) as n from mentorings where ended_at is null group by mentor_id
      )
      select u.id, u.location, bs.name as sector, coalesce(specs.names, '{}') as specialisms,
        coalesce(cats.names, '{}') as categories, coalesce(cats.stage, false) as stage_skill,
        coalesce(exp.days, 0) as experience_days, coalesce(act.n, 0) as active,
        coalesce(u.mentees_limit, 0) as mentees_limit, u.disable_mentoring_requests as disabled
      from users u
      left join business_sectors bs on bs.id = u.business_sector_id
      left join specs on specs.user_id = u.id
      left join cats on cats.user_id = u.id
      left join exp on exp.user_id = u.id
      left join act on act.mentor_id = u.id
      where ${sql.join(where, sql` and `)}
    `);
    return rowsOf<Record<string, unknown>>(result).map((r) => ({
      id: Number(r.id),
      location: (r.location as string | null) ?? null,
      sector: (r.sector as string | null) ?? null,
      specialisms: r.specialisms as string[],
      categories: r.categories as string[],
      stageSkill: Boolean(r.stage_skill),
      experienceDays: Number(r.experience_days),
      active: Number(r.active),
      limit: Number(r.mentees_limit),
      disabled: Boolean(r.disabled),
    }));
  },

  /** Card details for one page of captains. */
  async cards(ids: number[]) {
    if (!ids.length) return { people: [], specs: [], skills: [] };
    const [people, specs, skillRows] = await Promise.all([
      db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          avatar: users.avatar,
          location: users.location,
          businessName: users.businessName,
          position: users.positionWithinBusiness,
        })
        .from(users)
        .where(inArray(users.id, ids)),
      db
        .select({
          userId: userSpecializations.userId,
          id: businessSpecializations.id,
          name: businessSpecializations.name,
        })
        .from(userSpecializations)
        .innerJoin(
          businessSpecializations,
          eq(businessSpecializations.id, userSpecializations.specializationId),
        )
        .where(inArray(userSpecializations.userId, ids)),
      db
        .select({ userId: userSkills.userId, id: skills.id, name: skills.name })
        .from(userSkills)
        .innerJoin(skills, eq(skills.id, userSkills.skillId))
        .where(inArray(userSkills.userId, ids)),
    ]);
    return { people, specs, skills: skillRows };
  },

  /** The newest request of a Member to each of these captains. */
  async requestStatuses(menteeId: number, mentorIds: number[]) {
    if (!mentorIds.length) return new Map<number, (typeof mentoringRequests.$inferSelect)['status']>();
    const rows = await db
      .selectDistinctOn([mentoringRequests.mentorId], {
        mentorId: mentoringRequests.mentorId,
        status: mentoringRequests.status,
      })
      .from(mentoringRequests)
      .where(and(eq(mentoringRequests.menteeId, menteeId), inArray(mentoringRequests.mentorId, mentorIds)))
      .orderBy(
        mentoringRequests.mentorId,
        sql`${mentoringRequests.createdAt} desc`,
        sql`${mentoringRequests.id} desc`,
      );
    return new Map(rows.map((r) => [r.mentorId, r.status]));
  },
});
