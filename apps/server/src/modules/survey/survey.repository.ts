import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articleCategoriesView } from '../articles/articles.read-model';
import {
  assessGroups,
  assessQuestions,
  businessSectors,
  businessSpecializations,
  businessStatuses,
  discoverTypes,
  serviceConnections,
  serviceTypes,
  services,
  skillCategories,
  skills,
} from '../../db/schema';

const byId = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => a.id - b.id);

const idTables = {
  serviceConnections,
  serviceTypes,
  services,
  businessSectors,
  businessSpecializations,
  skills,
  assessQuestions,
};
export type IdTable = keyof typeof idTables;

export const surveyRepository = (db: DbOrTx) => ({
  /** How many of `ids` exist in a reference table. */
  async countIds(table: IdTable, ids: number[]) {
    if (!ids.length) return 0;
    const t = idTables[table];
    const rows = await db.select({ id: t.id }).from(t).where(inArray(t.id, ids));
    return rows.length;
  },

  async discoverTypeFits(id: number, role: 'mentor' | 'mentee') {
    const [row] = await db
      .select({ id: discoverTypes.id })
      .from(discoverTypes)
      .where(and(eq(discoverTypes.id, id), eq(discoverTypes.role, role)));
    return !!row;
  },

  async all() {
    const [sc, st, sv, dt, bs, bst, spec, cats, sk, ac, groups, questions] = await Promise.all([
      db.select().from(serviceConnections),
      db.select().from(serviceTypes),
      db.select().from(services),
      db.select().from(discoverTypes),
      db.select().from(businessSectors),
      db.select().from(businessStatuses),
      db.select().from(businessSpecializations),
      db.select().from(skillCategories),
      db.select().from(skills),
      db.select().from(articleCategoriesView),
      db.select().from(assessGroups),
      db.select().from(assessQuestions).orderBy(asc(assessQuestions.groupId), asc(assessQuestions.position)),
    ]);
    return {
      serviceConnections: byId(sc),
      serviceTypes: byId(st),
      services: byId(sv),
      discoverTypes: byId(dt),
      businessSectors: byId(bs),
      businessStatuses: byId(bst),
      businessSpecializations: byId(spec),
      skillCategories: byId(cats),
      skills: byId(sk),
      articleCategories: byId(ac),
      assessGroups: byId(groups),
      assessQuestions: questions,
    };
  },
});
