import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import * as s from '../schema';
import type { DemoCaptain, DemoExperience, DemoMember } from './demo-people';

type Person = (DemoCaptain | DemoMember) & { id: number };

const IDEA_FROM_DESCRIPTION = (m: DemoMember) => ({
  businessIdea: m.business_description,
  whatNeedDoesItMeet: `Customers near ${m.location.split(',')[0]} who want a service they can trust.`,
  whoWillBeYourCustomers: 'Local households and small businesses first, then regional contracts.',
  usp: 'Run by a veteran: reliable, disciplined and community-minded.',
  competitors: 'A few established local firms and national online services.',
  whatWillYouCharge: 'Competitive market rates, with packages for repeat customers.',
  advertise: 'Word of mouth, social media, and armed-forces community networks.',
  whereWillYouSell: 'Online and in person across the local area.',
});

/** Skills, specialisms, sector, experience, survey and answers of the demo people, by reference names. */
export async function seedDemoProfiles(db: Db, people: Person[]) {
  const byName = async <T extends { id: number; name: string }>(rows: Promise<T[]>) =>
    new Map((await rows).map((r) => [r.name.toLowerCase(), r.id]));
  const [sectors, skills, specs, connections, types, discover] = await Promise.all([
    byName(db.select().from(s.businessSectors)),
    byName(db.select().from(s.skills)),
    byName(db.select().from(s.businessSpecializations)),
    byName(db.select().from(s.serviceConnections)),
    byName(db.select().from(s.serviceTypes)),
    byName(db.select().from(s.discoverTypes)),
  ]);
  const id = (map: Map<string, number>, name: string | null | undefined) =>
    name ? map.get(name.toLowerCase()) : undefined;
  const ids = (map: Map<string, number>, names: string[]) => [
    ...new Set(names.map((n) => id(map, n)).filter((x) => x !== undefined)),
  ];
  const questions = await db.select({ id: s.assessQuestions.id }).from(s.assessQuestions);

  const experience = (userId: number, items: DemoExperience[]) =>
    items.map((e) => ({
      userId,
      companyName: e.company_name,
      practice: e.practice,
      startDate: e.start_date,
      finishDate: e.current ? null : e.finish_date,
      current: e.current,
    }));

  for (const [index, p] of people.entries()) {
    const skillIds = ids(skills, p.skills);
    if (skillIds.length)
      await db.insert(s.userSkills).values(skillIds.map((skillId) => ({ userId: p.id, skillId })));
    if (p.experience.length) await db.insert(s.experiences).values(experience(p.id, p.experience));
    const base = {
      userId: p.id,
      serviceConnectionId: id(connections, p.service_connection) ?? null,
      serviceTypeId: id(types, p.service_type) ?? null,
      discoverTypeId: id(discover, p.discover_type) ?? null,
    };
    if ('specializations' in p) {
      const specIds = ids(specs, p.specializations);
      if (specIds.length)
        await db
          .insert(s.userSpecializations)
          .values(specIds.map((specializationId) => ({ userId: p.id, specializationId })));
      await db.insert(s.surveys).values(base);
      continue;
    }
    await db.insert(s.surveys).values({
      ...base,
      serviceId: p.service,
      courseName: p.course?.course_name ?? null,
      courseFrom: p.course?.course_from ?? null,
      courseTo: p.course?.course_to ?? null,
      loanAmount: p.loan_amount,
      businessStatus: p.business_status,
      businessType: p.business_type,
      referredText: p.referred_text,
      businessDescription: p.business_description,
      ...IDEA_FROM_DESCRIPTION(p),
    });
    // Two Members in three have completed Assess Yourself.
    if (index % 3 !== 2) {
      await db.insert(s.assessmentAnswers).values(
        questions.map((q, qi) => ({
          userId: p.id,
          questionId: q.id,
          answer: ((qi + index) % 3) + 1,
          explanation: '',
        })),
      );
    }
  }
  // Sectors live on the user row.
  for (const p of people) {
    const sectorId = id(sectors, p.sector);
    if (sectorId) await db.update(s.users).set({ businessSectorId: sectorId }).where(eq(s.users.id, p.id));
  }
}
