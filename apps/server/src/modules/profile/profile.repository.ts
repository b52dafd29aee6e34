import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  businessSectors,
  discoverTypes,
  experiences,
  otherExpertise,
  serviceConnections,
  serviceTypes,
  services,
  skills,
  surveys,
  userSkills,
  userSpecializations,
  users,
  businessSpecializations,
} from '../../db/schema';
import type { NewUser } from '../auth/auth.repository';

export type ExperienceRow = typeof experiences.$inferSelect;
export type SurveyValues = Partial<Omit<typeof surveys.$inferInsert, 'userId' | 'createdAt'>>;
type UserUpdate = Partial<Omit<NewUser, 'id' | 'type' | 'createdAt'>>;

export const profileRepository = (db: DbOrTx) => ({
  async updateUser(userId: number, values: UserUpdate) {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return row!;
  },

  async emailTakenByOther(email: string, userId: number) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return !!row && row.id !== userId;
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

  async specializationExists(id: number) {
    const [row] = await db
      .select({ id: businessSpecializations.id })
      .from(businessSpecializations)
      .where(eq(businessSpecializations.id, id));
    return !!row;
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

  async skillExists(id: number) {
    const [row] = await db.select({ id: skills.id }).from(skills).where(eq(skills.id, id));
    return !!row;
  },

  async addSkill(userId: number, skillId: number) {
    await db.insert(userSkills).values({ userId, skillId }).onConflictDoNothing();
  },

  async removeSkill(userId: number, skillId: number) {
    await db.delete(userSkills).where(and(eq(userSkills.userId, userId), eq(userSkills.skillId, skillId)));
  },

  // --- survey details ---
  async surveyDetails(userId: number) {
    const [row] = await db
      .select({
        survey: surveys,
        connection: { id: serviceConnections.id, name: serviceConnections.name },
        type: { id: serviceTypes.id, name: serviceTypes.name },
        discover: { id: discoverTypes.id, name: discoverTypes.name },
        service: { id: services.id, name: services.name },
      })
      .from(surveys)
      .leftJoin(serviceConnections, eq(serviceConnections.id, surveys.serviceConnectionId))
      .leftJoin(serviceTypes, eq(serviceTypes.id, surveys.serviceTypeId))
      .leftJoin(discoverTypes, eq(discoverTypes.id, surveys.discoverTypeId))
      .leftJoin(services, eq(services.id, surveys.serviceId))
      .where(eq(surveys.userId, userId));
    return row ?? null;
  },

  async saveSurvey(userId: number, values: SurveyValues) {
    await db
      .insert(surveys)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: surveys.userId, set: { ...values, updatedAt: new Date() } });
  },

  async sectorName(id: number | null) {
    if (!id) return null;
    const [row] = await db
      .select({ name: businessSectors.name })
      .from(businessSectors)
      .where(eq(businessSectors.id, id));
    return row?.name ?? null;
  },
});
