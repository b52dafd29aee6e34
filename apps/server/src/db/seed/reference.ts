import { count } from 'drizzle-orm';
import type { Db } from '../client';
import * as s from '../schema';
import { referenceData as r } from './reference-data';

const rows = (names: readonly string[], offset = 0) => names.map((name, i) => ({ id: offset + i + 1, name }));

/** The article categories with the ids they get: each parent, then its subcategories, in order. */
export function articleCategoryRows() {
  let id = 0;
  return r.articleCategories.flatMap((c) => {
    const parentId = ++id;
    return [
      { id: parentId, parentId: null, name: c.name },
      ...c.subCategories.map((name) => ({ id: ++id, parentId, name })),
    ];
  });
}

/** Inserts the reference data when the database has none. Returns true when it did. */
export async function seedReference(db: Db, businessStatuses: readonly string[]) {
  const [existing] = await db.select({ n: count() }).from(s.services);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(s.serviceConnections).values(rows(r.serviceConnections));
    await tx.insert(s.serviceTypes).values(rows(r.serviceTypes));
    await tx.insert(s.services).values(rows(r.services));
    await tx.insert(s.businessSectors).values(rows(r.businessSectors));
    await tx.insert(s.businessStatuses).values(rows(businessStatuses));
    await tx.insert(s.businessSpecializations).values(rows(r.businessSpecializations));
    await tx.insert(s.discoverTypes).values([
      ...rows(r.discoverTypes.mentor).map((d) => ({ ...d, role: 'mentor' as const })),
      ...rows(r.discoverTypes.mentee, r.discoverTypes.mentor.length).map((d) => ({
        ...d,
        role: 'mentee' as const,
      })),
    ]);
    await tx.insert(s.skillCategories).values(rows(r.skillCategories.map((c) => c.name)));
    let skillId = 0;
    await tx
      .insert(s.skills)
      .values(
        r.skillCategories.flatMap((c, ci) =>
          c.skills.map((name) => ({ id: ++skillId, categoryId: ci + 1, name })),
        ),
      );
    const categories = articleCategoryRows();
    await tx.insert(s.articleCategories).values(categories.filter((c) => c.parentId === null));
    await tx.insert(s.articleCategories).values(categories.filter((c) => c.parentId !== null));
    await tx
      .insert(s.assessGroups)
      .values(r.assessGroups.map((g, i) => ({ id: i + 1, name: g.name, completeText: g.completeText })));
    let questionId = 0;
    await tx.insert(s.assessQuestions).values(
      r.assessGroups.flatMap((g, gi) =>
        g.questions.map((q, qi) => ({
          id: ++questionId,
          groupId: gi + 1,
          position: qi,
          question: q.question,
          optionA: q.options[0],
          optionB: q.options[1],
          optionC: q.options[2],
        })),
      ),
    );
  });
  return true;
}
