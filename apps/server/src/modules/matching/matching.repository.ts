import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { captainFeatures } from '../../db/schema';
import { WEIGHTS } from './matching.score';
import { captainAvailableSql } from '../users/users.repository';
import { people, personColumns } from '../users/users.read-model';
import {
  answersByGroupSql,
  questionnairesView,
  sectorsView,
  skillCategoriesView,
  skillsView,
  specialismsView,
} from '../survey/survey.read-model';
import { skillsOfSql, specialismsOfSql } from '../profile/profile.read-model';
import { notBlockedSql } from '../users/blocks.repository';

export interface CaptainFilters {
  /** Only these captains (the match shown on one profile). */
  ids?: number[];
  specialisms: number[];
  skills: number[];
  location?: string;
  available?: boolean;
  excludeId?: number;
  /** Who is looking: captains apart from them by a block are left out (issue 33). */
  viewerId?: number;
  /** Captains left out (a Member's not-a-fit endings, issue 33). */
  excludeIds?: number[];
}

/** The Member's side of the score, as ids (see matching.service). */
export interface ScoreParams {
  primarySpec: number | null;
  relatedSpecs: number[];
  sectorId: number | null;
  /** For each weak area, the skill categories that cover it. */
  weakAreaCategories: number[][];
  stageSkills: number[];
  stageSpecs: number[];
  town: string | null;
  county: string | null;
}

const { specMask, skillMask, categoryMask, ...featureColumns } = getTableColumns(captainFeatures);
/** What a ranked captain's row carries (its bit masks stay in the database). */
export type FeatureRow = Omit<typeof captainFeatures.$inferSelect, 'specMask' | 'skillMask' | 'categoryMask'>;

const ints = (xs: number[]) =>
  xs.length
    ? sql`array[${sql.join(
        xs.map((x) => sql`${x}`),
        sql`, `,
      )}]::int[]`
    : sql`'{}'::int[]`;
const f = captainFeatures;
/**
 * A column with its table's name, for correlated subqueries: Drizzle leaves the table out of the
 * columns of a one-table select, and inside a subquery a bare "id" would name the inner table's.
 */
const q = (column: AnyColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
/** The highest id with a bit in the masks (id_mask, migration 0021). */
const MASK_MAX_ID = 62;

/**
 * Whether the captain has any of `ids`: a bit test on the mask when every id has a bit, else the
 * arrays' overlap (the same answer, dearer).
 */
function hasAny(array: AnyColumn, mask: AnyColumn, ids: number[]): SQL {
  if (!ids.length) return sql`false`;
  if (ids.every((i) => Number.isInteger(i) && i >= 1 && i <= MASK_MAX_ID)) {
    const bits = ids.reduce((m, i) => m | (1n << BigInt(i)), 0n);
    return sql`(${mask} & ${bits.toString()}::bigint) <> 0`;
  }
  return sql`${array} && ${ints(ids)}`;
}
const availableSql = captainAvailableSql({ disabled: f.disabled, active: f.active, limit: f.menteesLimit });
/** Experience in whole years (days × 4 / 1461 = days / 365.25), integer arithmetic throughout. */
const yearsSql = sql`((${f.finishedDays} + ${f.currentCount} * (current_date - date '1970-01-01') - ${f.currentStartDays}) * 4 / 1461)`;

/**
 * The match score of matching.score.ts written in SQL, so Postgres can rank every captain and
 * return one page. A test checks it equals matchScore() for every captain.
 */
function scoreSql(p: ScoreParams) {
  // The weights are constants of the code, written into the statement as numbers.
  const W = Object.fromEntries(Object.entries(WEIGHTS).map(([k, v]) => [k, sql.raw(String(v))])) as Record<
    keyof typeof WEIGHTS,
    SQL
  >;
  const sector = sql`(case
    when ${hasAny(f.specIds, specMask, p.primarySpec !== null ? [p.primarySpec] : [])} then ${W.sector}
    when ${hasAny(f.specIds, specMask, p.relatedSpecs)} then 20
    when ${p.sectorId !== null ? sql`${f.sectorId} = ${p.sectorId}` : sql`false`} then 20
    else 0 end)`;
  const covered = p.weakAreaCategories.length
    ? sql.join(
        p.weakAreaCategories.map((cats) => sql`(${hasAny(f.categoryIds, categoryMask, cats)})::int`),
        sql` + `,
      )
    : sql`0`;
  // round(needs × covered / n) as integers: (2 × needs × covered + n) / (2n).
  const n = p.weakAreaCategories.length;
  const needs = n
    ? sql`((2 * ${W.needs} * (${covered}) + ${sql.raw(String(n))}) / ${sql.raw(String(2 * n))})`
    : W.needs;
  const stage = sql`(case when ${hasAny(f.skillIds, skillMask, p.stageSkills)} or ${hasAny(f.specIds, specMask, p.stageSpecs)} then ${W.stage} else 0 end)`;
  const place = sql`(case
    when ${p.town !== null ? sql`${f.town} = ${p.town}` : sql`false`} then ${W.location}
    when ${p.county !== null ? sql`${f.county} = ${p.county}` : sql`false`} then 10
    else 0 end)`;
  const experience = sql`least(${W.experience}, 2 * ${yearsSql})`;
  const capacity = sql`(case when ${availableSql} then ${W.capacity} else 0 end)`;
  return sql`least(100, greatest(0, ${sector} + ${needs} + ${stage} + ${place} + ${experience} + ${capacity}))`;
}

/** A Member's side of the score: every list a Member opens reads it, so it is built and prepared once. */
const memberQuery = preparedQuery(
  (db, name) =>
    db
      .select({
        location: people.location,
        sector: sectorsView.name,
        businessType: questionnairesView.businessType,
        serviceId: questionnairesView.serviceId,
        answers: answersByGroupSql(q(people.id)),
      })
      .from(people)
      .leftJoin(sectorsView, eq(sectorsView.id, people.businessSectorId))
      .leftJoin(questionnairesView, eq(questionnairesView.userId, people.id))
      .where(eq(people.id, sql.placeholder('memberId')))
      .prepare(name),
  'matching_member',
);

export const matchingRepository = (db: DbOrTx) => ({
  /** What the score needs to know of a Member, answers included, in one statement. */
  async member(memberId: number) {
    const [u] = await memberQuery(db).execute({ memberId });
    return u!;
  },

  /** Names ↔ ids of the reference lists the score maps between. */
  async reference() {
    const [sectors, specs, skillRows, categories] = await Promise.all([
      db.select({ id: sectorsView.id, name: sectorsView.name }).from(sectorsView),
      db.select({ id: specialismsView.id, name: specialismsView.name }).from(specialismsView),
      db.select({ id: skillsView.id, name: skillsView.name }).from(skillsView),
      db.select({ id: skillCategoriesView.id, name: skillCategoriesView.name }).from(skillCategoriesView),
    ]);
    return { sectors, specs, skills: skillRows, categories };
  },

  /**
   * One page of captains passing the filters: ranked by the score when `score` is given (a Member
   * looking), else available first; `total` counts them all.
   */
  async rank(filters: CaptainFilters, score: ScoreParams | null, limit: number, offset: number) {
    const where: SQL[] = [];
    if (filters.excludeId) where.push(sql`${f.userId} <> ${filters.excludeId}`);
    if (filters.viewerId) where.push(notBlockedSql(filters.viewerId, f.userId));
    if (filters.excludeIds?.length) where.push(sql`not (${inArray(f.userId, filters.excludeIds)})`);
    if (filters.ids) where.push(filters.ids.length ? inArray(f.userId, filters.ids) : sql`false`);
    if (filters.specialisms.length) where.push(sql`${f.specIds} && ${ints(filters.specialisms)}`);
    if (filters.skills.length) where.push(sql`${f.skillIds} && ${ints(filters.skills)}`);
    if (filters.location)
      where.push(sql`${f.location} ilike ${`%${filters.location.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`);
    if (filters.available) where.push(availableSql);
    const scoreCol = score ? scoreSql(score) : sql`null::int`;
    const matching = where.length ? and(...where) : undefined;
    const order = [...(score ? [sql`score desc`] : []), sql`available desc`];
    // The ranking sorts only ids and scores; the page's wide rows (arrays, text) are read for its
    // dozen captains after. The count is a second statement: a window count would hold every row.
    const top = db
      .select({
        userId: f.userId,
        score: sql<number | null>`${scoreCol}`.as('score'),
        available: sql<boolean>`${availableSql}`.as('available'),
      })
      .from(f)
      .where(matching)
      .orderBy(...order, asc(f.userId))
      .limit(limit)
      .offset(offset)
      .as('top');
    const [rows, counted] = await Promise.all([
      db
        .select({ features: featureColumns, score: top.score, available: top.available, years: yearsSql })
        .from(top)
        .innerJoin(f, eq(f.userId, top.userId))
        .orderBy(...order, asc(f.userId)),
      db.select({ n: count() }).from(f).where(matching),
    ]);
    return {
      rows: rows.map((r) => ({
        ...r.features,
        score: r.score === null ? null : Number(r.score),
        available: Boolean(r.available),
        years: Number(r.years),
      })),
      total: Number(counted[0]?.n ?? 0),
    };
  },

  /** Card details for one page of captains (their specialisms and skills beside them), in one statement. */
  async cards(ids: number[]) {
    if (!ids.length) return [];
    return db
      .select({
        ...personColumns,
        specs: specialismsOfSql(q(people.id)),
        skills: skillsOfSql(q(people.id)),
      })
      .from(people)
      .where(inArray(people.id, ids));
  },
});
