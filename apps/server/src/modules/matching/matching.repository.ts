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
import { RESPONSIVENESS_WINDOW_DAYS, type MentoringRequest } from '@keh/contracts';
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
import { notApartFromSql } from '../users/blocks.repository';
import {
  answerHoursSql,
  completionsSql,
  hasCaptainSql,
  hoursOf,
  latestRequestSql,
  notAFitOfSql,
} from '../mentoring/trust.read-model';
import { firstReplyHoursSql } from '../chat/first-replies.read-model';

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
  /** A Member whose not-a-fit endings leave those captains out (issue 33). */
  notAFitOf?: number;
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
type RequestStatus = MentoringRequest['status'];
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

// The weights are constants of the code, written into the statement as numbers.
const W = Object.fromEntries(Object.entries(WEIGHTS).map(([k, v]) => [k, sql.raw(String(v))])) as Record<
  keyof typeof WEIGHTS,
  SQL
>;
/** Weak areas a Member can have (one a survey group): the fixed-shape score has a slot for each. */
const WEAK_AREA_SLOTS = 4;
const hasBits = (ids: number[]) => ids.every((i) => Number.isInteger(i) && i >= 1 && i <= MASK_MAX_ID);
const bitsOf = (ids: number[]) => ids.reduce((m, i) => m | (1n << BigInt(i)), 0n).toString();

/**
 * The match score of matching.score.ts written in SQL, so Postgres can rank every captain and
 * return one page. A test checks it equals matchScore() for every captain.
 *
 * When every id of the Member's side has a bit (always, with the seeded reference lists) the
 * statement has one shape for every Member: each test is a mask parameter (0 for none: no bit
 * matches), a missing sector or place a null parameter (a null comparison is not true), and the
 * weak areas fill fixed slots with their count as a parameter. One text is one prepared statement
 * and one generic plan, whoever asks; otherwise the statement is written for this Member.
 */
function scoreSql(p: ScoreParams) {
  const sides = [
    p.primarySpec !== null ? [p.primarySpec] : [],
    p.relatedSpecs,
    p.stageSkills,
    p.stageSpecs,
    ...p.weakAreaCategories,
  ];
  if (p.weakAreaCategories.length <= WEAK_AREA_SLOTS && sides.every(hasBits)) return fixedScoreSql(p);
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

/** scoreSql in one shape for every Member (every id of theirs has a bit). */
function fixedScoreSql(p: ScoreParams) {
  const any = (mask: AnyColumn, ids: number[]) => sql`(${mask} & ${bitsOf(ids)}::bigint) <> 0`;
  const sector = sql`(case
    when ${any(specMask, p.primarySpec !== null ? [p.primarySpec] : [])} then ${W.sector}
    when ${any(specMask, p.relatedSpecs)} then 20
    when ${f.sectorId} = ${p.sectorId}::int then 20
    else 0 end)`;
  const slots = Array.from({ length: WEAK_AREA_SLOTS }, (_, i) => p.weakAreaCategories[i] ?? []);
  const covered = sql.join(
    slots.map((cats) => sql`(${any(categoryMask, cats)})::int`),
    sql` + `,
  );
  // round(needs × covered / n) as integers: (2 × needs × covered + n) / (2n); all the points with no weak area.
  const n = sql`${p.weakAreaCategories.length}::int`;
  const needs = sql`(case when ${n} = 0 then ${W.needs} else (2 * ${W.needs} * (${covered}) + ${n}) / (2 * ${n}) end)`;
  const stage = sql`(case when ${any(skillMask, p.stageSkills)} or ${any(specMask, p.stageSpecs)} then ${W.stage} else 0 end)`;
  const place = sql`(case
    when ${f.town} = ${p.town}::text then ${W.location}
    when ${f.county} = ${p.county}::text then 10
    else 0 end)`;
  const experience = sql`least(${W.experience}, 2 * ${yearsSql})`;
  const capacity = sql`(case when ${availableSql} then ${W.capacity} else 0 end)`;
  return sql`least(100, greatest(0, ${sector} + ${needs} + ${stage} + ${place} + ${experience} + ${capacity}))`;
}

/** What the score needs to know of a Member (`people` is the Member), and whether they have a captain. */
const memberFields = () => ({
  location: people.location,
  sector: sectorsView.name,
  businessType: questionnairesView.businessType,
  serviceId: questionnairesView.serviceId,
  answers: answersByGroupSql(q(people.id)),
  // For "can send a request": read beside the Member, not in a statement of its own.
  hasCaptain: hasCaptainSql(q(people.id)),
});

/** A Member's side of the score: every list a Member opens reads it, so it is built and prepared once. */
const memberQuery = preparedQuery(
  (db, name) =>
    db
      .select(memberFields())
      .from(people)
      .leftJoin(sectorsView, eq(sectorsView.id, people.businessSectorId))
      .leftJoin(questionnairesView, eq(questionnairesView.userId, people.id))
      .where(eq(people.id, sql.placeholder('memberId')))
      .prepare(name),
  'matching_member',
);

/**
 * A Member and one captain as the Member sees the captain's profile, prepared once: the Member's
 * facts, the captain's facts for the match (null columns when the captain has none), the Member's
 * newest request to them, how quickly they answer and their completions.
 */
const captainForMemberQuery = preparedQuery((db, name) => {
  const captain = sql.placeholder('captainId');
  const member = q(people.id);
  return db
    .select({
      member: memberFields(),
      features: featureColumns,
      hasFeatures: sql<boolean>`${f.userId} is not null`,
      available: sql<boolean>`${availableSql}`,
      years: yearsSql,
      requestStatus: latestRequestSql(member, captain, 'status'),
      declineReason: latestRequestSql(member, captain, 'decline_reason'),
      answerHours: answerHoursSql(captain, RESPONSIVENESS_WINDOW_DAYS),
      replyHours: firstReplyHoursSql(captain, RESPONSIVENESS_WINDOW_DAYS),
      completions: completionsSql(captain),
    })
    .from(people)
    .leftJoin(sectorsView, eq(sectorsView.id, people.businessSectorId))
    .leftJoin(questionnairesView, eq(questionnairesView.userId, people.id))
    .leftJoin(f, eq(f.userId, captain))
    .where(eq(people.id, sql.placeholder('memberId')))
    .prepare(name);
}, 'matching_captain_for_member');

export const matchingRepository = (db: DbOrTx) => ({
  /** What the score needs to know of a Member (answers included) and whether they have a captain. */
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
   * One page of captains passing the filters, with everything their cards show, in one statement:
   * ranked by the score when `score` is given (a Member looking), else available first; `total`
   * counts them all. `memberId` adds each captain's newest request from that Member.
   */
  async rank(
    filters: CaptainFilters,
    score: ScoreParams | null,
    limit: number,
    offset: number,
    memberId?: number,
  ) {
    const where: SQL[] = [];
    if (filters.excludeId) where.push(sql`${f.userId} <> ${filters.excludeId}`);
    // Set forms: each is one hashed subplan, not a probe per captain scanned.
    if (filters.viewerId) where.push(notApartFromSql(filters.viewerId, f.userId));
    if (filters.notAFitOf) where.push(notAFitOfSql(filters.notAFitOf, f.userId));
    if (filters.ids) where.push(filters.ids.length ? inArray(f.userId, filters.ids) : sql`false`);
    if (filters.specialisms.length) where.push(sql`${f.specIds} && ${ints(filters.specialisms)}`);
    if (filters.skills.length) where.push(sql`${f.skillIds} && ${ints(filters.skills)}`);
    if (filters.location)
      where.push(sql`${f.location} ilike ${`%${filters.location.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`);
    if (filters.available) where.push(availableSql);
    const scoreCol = score ? scoreSql(score) : sql`null::int`;
    const matching = where.length ? and(...where) : undefined;
    const order = [...(score ? [sql`score desc`] : []), sql`available desc`];
    // The ranking sorts only ids and scores; the page's wide rows (arrays, text, the cards'
    // details) are read for its dozen captains only. The count is a subquery of the same statement,
    // run once: a second scan that only filters is cheaper than a window count holding every row.
    const top = db
      .select({
        userId: f.userId,
        score: sql<number | null>`${scoreCol}`.as('score'),
        available: sql<boolean>`${availableSql}`.as('available'),
      })
      .from(f)
      .where(matching)
      .orderBy(...order, asc(f.userId))
      // Written into the statement (checked integers): with a parameter PostgreSQL's generic
      // plan would guess a tenth of the captains and join them by hashing the whole table; with
      // the numbers it reuses one plan that fetches the page's rows by key, with no planning per call.
      .limit(sql.raw(String(Math.trunc(limit))) as unknown as number)
      .offset(sql.raw(String(Math.trunc(offset))) as unknown as number)
      .as('top');
    const captain = q(f.userId);
    const rows = await db
      .select({
        features: featureColumns,
        score: top.score,
        available: top.available,
        years: yearsSql,
        total: sql<string>`(${db.select({ n: count() }).from(f).where(matching)})`,
        person: personColumns,
        specs: specialismsOfSql(q(people.id)),
        skills: skillsOfSql(q(people.id)),
        answerHours: answerHoursSql(captain, RESPONSIVENESS_WINDOW_DAYS),
        replyHours: firstReplyHoursSql(captain, RESPONSIVENESS_WINDOW_DAYS),
        requestStatus: memberId ? latestRequestSql(memberId, captain, 'status') : sql<null>`null`,
      })
      .from(top)
      .innerJoin(f, eq(f.userId, top.userId))
      .innerJoin(people, eq(people.id, top.userId))
      .orderBy(...order, asc(f.userId));
    // A page past the end has no row to carry the count: only then is it a statement of its own.
    const total = rows.length
      ? Number(rows[0]!.total)
      : offset > 0
        ? Number((await db.select({ n: count() }).from(f).where(matching))[0]?.n ?? 0)
        : 0;
    return {
      rows: rows.map((r) => ({
        ...r.features,
        score: r.score === null ? null : Number(r.score),
        available: Boolean(r.available),
        years: Number(r.years),
        person: r.person,
        specs: r.specs,
        skills: r.skills,
        answerHours: hoursOf(r.answerHours),
        replyHours: hoursOf(r.replyHours),
        requestStatus: r.requestStatus as RequestStatus | null,
      })),
      total,
    };
  },

  /**
   * One captain as a Member's profile page shows them, with the Member's facts, in one prepared
   * statement. `features` is null when the captain has no facts row (no match is shown then).
   */
  async captainForMember(memberId: number, captainId: number) {
    const [row] = await captainForMemberQuery(db).execute({ memberId, captainId });
    if (!row) return null;
    return {
      member: row.member,
      features: row.hasFeatures
        ? {
            ...(row.features as FeatureRow),
            score: null,
            available: Boolean(row.available),
            years: Number(row.years),
          }
        : null,
      requestStatus: row.requestStatus as RequestStatus | null,
      declineReason: row.declineReason,
      answerHours: hoursOf(row.answerHours),
      replyHours: hoursOf(row.replyHours),
      completions: Number(row.completions),
    };
  },
});
