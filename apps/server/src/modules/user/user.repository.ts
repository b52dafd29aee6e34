import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profileRepository } from '../profile/profile.repository';
import { mentoringRepository } from '../mentoring/mentoring.repository';
import {
  assessmentAnswers,
  businessSectors,
  skillCategories,
  skills,
  userSkills,
  userSpecializations,
} from '../../db/schema';

export const userRepository = (db: DbOrTx) => ({
  /** What the profile shows besides the user row: sector, skills, specialisms, answers. */
  async profileExtras(userId: number, sectorId: number | null) {
    const profile = profileRepository(db);
    const mentoring = mentoringRepository(db);
    const [sector, skillRows, specs, answers, experience, expertise, incomingRequests, activeMentees] =
      await Promise.all([
        sectorId
          ? db
              .select({ id: businessSectors.id, name: businessSectors.name })
              .from(businessSectors)
              .where(eq(businessSectors.id, sectorId))
          : Promise.resolve([]),
        db
          .select({
            id: skills.id,
            name: skills.name,
            categoryId: skillCategories.id,
            categoryName: skillCategories.name,
          })
          .from(userSkills)
          .innerJoin(skills, eq(skills.id, userSkills.skillId))
          .innerJoin(skillCategories, eq(skillCategories.id, skills.categoryId))
          .where(eq(userSkills.userId, userId))
          .orderBy(skills.id),
        db
          .select({ id: userSpecializations.specializationId })
          .from(userSpecializations)
          .where(eq(userSpecializations.userId, userId))
          .orderBy(userSpecializations.specializationId),
        db.select({ n: count() }).from(assessmentAnswers).where(eq(assessmentAnswers.userId, userId)),
        profile.listExperience(userId),
        profile.listOtherExpertise(userId),
        mentoring.incomingCount(userId),
        mentoring.activeCount(userId),
      ]);
    return {
      sector: sector[0] ?? null,
      skills: skillRows.map((s) => ({
        id: s.id,
        name: s.name,
        category: { id: s.categoryId, name: s.categoryName },
      })),
      specializationIds: specs.map((s) => s.id),
      answerCount: answers[0]?.n ?? 0,
      experience,
      otherExpertise: expertise.map((e) => e.name),
      incomingRequests,
      activeMentees,
    };
  },
});
