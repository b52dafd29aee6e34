import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { answerCountSql, sectorJsonSql, skillCategoriesView, skillsView } from '../survey/survey.read-model';
import { activeMenteeCountSql, pendingRequestCountSql } from '../mentoring/mentoring.read-model';
import { acceptedVersionsSql, deleteAtSql } from '../privacy/privacy.read-model';
import { experiences, otherExpertise, userSkills, userSpecializations } from '../../db/schema';

export type ExperienceRow = typeof experiences.$inferSelect;

interface ExtrasRow {
  sector: { id: number; name: string } | null;
  skills: { id: number; name: string; category_id: number; category_name: string }[];
  specs: number[];
  answers: number | string;
  experience: {
    id: number;
    company_name: string;
    practice: string;
    start_date: string;
    finish_date: string | null;
    current: boolean;
  }[];
  expertise: string[];
  incoming: number | string;
  active: number | string;
  delete_at: string | Date | null;
  accepted: Record<string, string> | string;
}

const user = sql.placeholder('userId');
/** Built and prepared once: GET user/profile runs on every page (decision 0026). */
const extrasQuery = preparedQuery(
  (db, name) =>
    db
      .select({
        sector: sectorJsonSql(sql.placeholder('sectorId')),
        skills: sql`(select coalesce(json_agg(json_build_object('id', skills.id, 'name', skills.name,
            'category_id', skill_categories.id, 'category_name', skill_categories.name) order by skills.id), '[]')
          from user_skills k join ${skillsView} on skills.id = k.skill_id
            join ${skillCategoriesView} on skill_categories.id = skills.category_id
          where k.user_id = ${user})`,
        specs: sql`(select coalesce(array_agg(specialization_id order by specialization_id), '{}') from user_specializations where user_id = ${user})`,
        answers: answerCountSql(user),
        experience: sql`(select coalesce(json_agg(json_build_object('id', id, 'company_name', company_name, 'practice', practice,
            'start_date', start_date, 'finish_date', finish_date, 'current', current)
            order by current desc, start_date desc, id), '[]')
          from experiences where user_id = ${user})`,
        expertise: sql`(select coalesce(array_agg(name order by name), '{}') from other_expertise where user_id = ${user})`,
        incoming: pendingRequestCountSql(user),
        active: activeMenteeCountSql(user),
        delete_at: deleteAtSql(user),
        accepted: acceptedVersionsSql(user),
      })
      .from(sql`(select 1) as one`)
      .prepare(name),
  'profile_extras',
);

export const profileRepository = (db: DbOrTx) => ({
  /**
   * What the profile shows besides the user row — sector, skills, specialisms, answers, experience,
   * expertise, request and mentoring counts, the consents accepted — in one round trip (GET user/profile runs on every page).
   */
  async profileExtras(userId: number, sectorId: number | null) {
    const [r] = (await extrasQuery(db).execute({ userId, sectorId })) as ExtrasRow[];
    if (!r) throw new Error('profile extras: no row');
    const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
    return {
      sector: json(r.sector),
      skills: json(r.skills).map((s) => ({
        id: s.id,
        name: s.name,
        category: { id: s.category_id, name: s.category_name },
      })),
      specializationIds: r.specs.map(Number),
      answerCount: Number(r.answers),
      experience: json(r.experience).map((e): ExperienceRow => ({
        id: e.id,
        userId,
        companyName: e.company_name,
        practice: e.practice,
        startDate: e.start_date,
        finishDate: e.finish_date,
        current: e.current,
        createdAt: new Date(0),
      })),
      otherExpertise: r.expertise,
      incomingRequests: Number(r.incoming),
      activeMentees: Number(r.active),
      deleteAt: r.delete_at === null ? null : new Date(r.delete_at).toISOString(),
      acceptedVersions: new Map(Object.entries(json(r.accepted))),
    };
  },

  // --- experience ---
  listExperience: (userId: number) =>
    db
      .select()
      .from(experiences)
      .where(eq(experiences.userId, userId))
      .orderBy(desc(experiences.current), desc(experiences.startDate), asc(experiences.id)),

  async insertExperience(values: typeof experiences.$inferInsert) {
    const [row] = await db.insert(experiences).values(values).returning();
    return row!;
  },

  async updateExperience(userId: number, id: number, values: Partial<typeof experiences.$inferInsert>) {
    const [row] = await db
      .update(experiences)
      .set(values)
      .where(and(eq(experiences.id, id), eq(experiences.userId, userId)))
      .returning();
    return row ?? null;
  },

  async deleteExperience(userId: number, id: number) {
    const rows = await db
      .delete(experiences)
      .where(and(eq(experiences.id, id), eq(experiences.userId, userId)))
      .returning({ id: experiences.id });
    return rows.length > 0;
  },

  // --- tags: other expertise, specialisms, skills ---
  listOtherExpertise: (userId: number) =>
    db
      .select({ name: otherExpertise.name })
      .from(otherExpertise)
      .where(eq(otherExpertise.userId, userId))
      .orderBy(asc(otherExpertise.name)),

  async addOtherExpertise(userId: number, name: string) {
    await db.insert(otherExpertise).values({ userId, name }).onConflictDoNothing();
  },

  async removeOtherExpertise(userId: number, name: string) {
    await db
      .delete(otherExpertise)
      .where(and(eq(otherExpertise.userId, userId), sql`lower(${otherExpertise.name}) = lower(${name})`));
  },

  /** A new captain's specialisms and skills (sign-up), one statement each. */
  async insertTags(userId: number, skillIds: number[], specializationIds: number[]) {
    if (skillIds.length) await db.insert(userSkills).values(skillIds.map((skillId) => ({ userId, skillId })));
    if (specializationIds.length)
      await db
        .insert(userSpecializations)
        .values(specializationIds.map((specializationId) => ({ userId, specializationId })));
  },

  async addSpecialization(userId: number, specializationId: number) {
    await db.insert(userSpecializations).values({ userId, specializationId }).onConflictDoNothing();
  },

  async removeSpecialization(userId: number, specializationId: number) {
    await db
      .delete(userSpecializations)
      .where(
        and(
          eq(userSpecializations.userId, userId),
          eq(userSpecializations.specializationId, specializationId),
        ),
      );
  },

  async addSkill(userId: number, skillId: number) {
    await db.insert(userSkills).values({ userId, skillId }).onConflictDoNothing();
  },

  async removeSkill(userId: number, skillId: number) {
    await db.delete(userSkills).where(and(eq(userSkills.userId, userId), eq(userSkills.skillId, skillId)));
  },
});
