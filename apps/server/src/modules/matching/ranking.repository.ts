import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  getTableName,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { RESPONSIVENESS_WINDOW_DAYS, type MentoringRequest } from '@keh/contracts';
import type { DbOrTx } from '../../db/client';
import { inText, NAMED_BY_TEXT, param, preparedShapes } from '../../db/prepared';
import { captainCount, captainFeatures } from '../../db/schema';
import { WEIGHTS } from './matching.score';
import { captainAvailableSql } from '../users/users.repository';
import { people, personColumns } from '../users/users.read-model';
import { apartIdsSql, notApartFromSql } from '../users/blocks.repository';
import {
  answerHoursSql,
  hoursOf,
  latestRequestSql,
  notAFitIdsSql,
  notAFitOfSql,
} from '../mentoring/trust.read-model';
import { firstReplyHoursSql } from '../chat/first-replies.read-model';

/**
 * The ranking of captains for matching: the match score in SQL and the page of cards it orders,
 * built once per shape (decision 0039).
 */

export interface CaptainFilters {
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

const { specMask, skillMask, categoryMask, ...features } = getTableColumns(captainFeatures);
/** A captain's facts as a page carries them (the bit masks stay in the database). */
export const featureColumns = features;
export type RequestStatus = MentoringRequest['status'];
/** What a ranked captain's row carries. */
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
export const q = (column: AnyColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
/** The highest id with a bit in the masks (id_mask, migration 0021). */
const MASK_MAX_ID = 62;

/**
 * Whether the captain has any of `ids`: a bit test on the mask when every id has a bit, else the
 * arrays' overlap (the same answer, dearer).
 */
function hasAny(array: AnyColumn, mask: AnyColumn, ids: number[]): SQL {
  if (!ids.length) return sql`false`;
  if (hasBits(ids)) return sql`(${mask} & ${bitsOf(ids)}::bigint) <> 0`;
  return sql`${array} && ${ints(ids)}`;
}
export const availableSql = captainAvailableSql({
  disabled: f.disabled,
  active: f.active,
  limit: f.menteesLimit,
});
/**
 * Experience in whole years (days × 4 / 1461 = days / 365.25), integer arithmetic throughout. Today
 * is a subquery, worked out once per statement rather than once per captain ranked.
 */
export const yearsSql = sql`((${f.finishedDays} + ${f.currentCount} * (select current_date - date '1970-01-01') - ${f.currentStartDays}) * 4 / 1461)`;

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
 * score is one of FIXED_SCORES: one shape per number of weak areas, each test a mask placeholder
 * (0 for none: no bit matches), a missing sector or place a null (a null comparison is not
 * true). Otherwise scoreSql writes the statement for this Member.
 */
const fitsFixedScore = (p: ScoreParams) =>
  p.weakAreaCategories.length <= WEAK_AREA_SLOTS &&
  [
    p.primarySpec !== null ? [p.primarySpec] : [],
    p.relatedSpecs,
    p.stageSkills,
    p.stageSpecs,
    ...p.weakAreaCategories,
  ].every(hasBits);

/** The tests a score adds up, each true or false for the captain scanned. */
interface ScoreTests {
  primarySpec: SQL;
  relatedSpecs: SQL;
  sector: SQL;
  /** One a weak area: how many there are is written into the statement. */
  weakAreas: SQL[];
  stage: SQL;
  town: SQL;
  county: SQL;
}

/** The score from its tests (matchScore's weights and rounding, in integers). */
function scoreOf(t: ScoreTests) {
  const sector = sql`(case
    when ${t.primarySpec} then ${W.sector}
    when ${t.relatedSpecs} then 20
    when ${t.sector} then 20
    else 0 end)`;
  // round(needs × covered / n) as integers: (2 × needs × covered + n) / (2n); all the points with no weak area.
  const n = t.weakAreas.length;
  const covered = sql.join(
    t.weakAreas.map((test) => sql`(${test})::int`),
    sql` + `,
  );
  const needs = n
    ? sql`((2 * ${W.needs} * (${covered}) + ${sql.raw(String(n))}) / ${sql.raw(String(2 * n))})`
    : W.needs;
  const stage = sql`(case when ${t.stage} then ${W.stage} else 0 end)`;
  const place = sql`(case when ${t.town} then ${W.location} when ${t.county} then 10 else 0 end)`;
  const experience = sql`least(${W.experience}, 2 * ${yearsSql})`;
  const capacity = sql`(case when ${availableSql} then ${W.capacity} else 0 end)`;
  return sql`least(100, greatest(0, ${sector} + ${needs} + ${stage} + ${place} + ${experience} + ${capacity}))`;
}

/** A Member's own score, their values written into the text (an id with no bit: rare). */
const scoreSql = (p: ScoreParams) =>
  scoreOf({
    primarySpec: hasAny(f.specIds, specMask, p.primarySpec !== null ? [p.primarySpec] : []),
    relatedSpecs: hasAny(f.specIds, specMask, p.relatedSpecs),
    sector: p.sectorId !== null ? sql`${f.sectorId} = ${p.sectorId}` : sql`false`,
    weakAreas: p.weakAreaCategories.map((cats) => hasAny(f.categoryIds, categoryMask, cats)),
    stage: sql`${hasAny(f.skillIds, skillMask, p.stageSkills)} or ${hasAny(f.specIds, specMask, p.stageSpecs)}`,
    town: p.town !== null ? sql`${f.town} = ${p.town}` : sql`false`,
    county: p.county !== null ? sql`${f.county} = ${p.county}` : sql`false`,
  });

/**
 * The score for every Member whose ids all have a bit, one shape per number of weak areas (0–4),
 * its values placeholders that fixedScoreValues fills. Only a Member's own weak areas are tested:
 * a slot left empty still cost three operations a captain (with the count a placeholder too, 0.35
 * ms of a 2.6 ms ranking over 5,000 captains for a Member with two, decision 0043).
 */
const any = (mask: AnyColumn, name: string) => sql`(${mask} & ${param(name)}::bigint) <> 0`;
const FIXED_SCORES = Array.from({ length: WEAK_AREA_SLOTS + 1 }, (_, n) =>
  scoreOf({
    primarySpec: any(specMask, 'primarySpec'),
    relatedSpecs: any(specMask, 'relatedSpecs'),
    sector: sql`${f.sectorId} = ${param('sectorId')}::int`,
    weakAreas: Array.from({ length: n }, (_, i) => any(categoryMask, `weakArea${i}`)),
    stage: sql`${any(skillMask, 'stageSkills')} or ${any(specMask, 'stageSpecs')}`,
    town: sql`${f.town} = ${param('town')}::text`,
    county: sql`${f.county} = ${param('county')}::text`,
  }),
);

/** The values of FIXED_SCORES' placeholders for a Member: a mask of 0 matches nothing. */
const fixedScoreValues = (p: ScoreParams) => ({
  primarySpec: bitsOf(p.primarySpec !== null ? [p.primarySpec] : []),
  relatedSpecs: bitsOf(p.relatedSpecs),
  sectorId: p.sectorId,
  ...Object.fromEntries(p.weakAreaCategories.map((cats, i) => [`weakArea${i}`, bitsOf(cats)])),
  stageSkills: bitsOf(p.stageSkills),
  stageSpecs: bitsOf(p.stageSpecs),
  town: p.town,
  county: p.county,
});

/** What decides the text of a ranking: which filters are set, the score, the page. */
interface RankShape {
  excludeId: boolean;
  viewerId: boolean;
  notAFitOf: boolean;
  specialisms: boolean;
  skills: boolean;
  location: boolean;
  available: boolean;
  /** One of FIXED_SCORES, a Member's own (scoreSql), or none (a captain looking: available first). */
  score: SQL | null;
  member: boolean;
  limit: number;
  offset: number;
}

/** The captains passing the shape's filters, each value a placeholder. */
function rankWhere(shape: RankShape) {
  const where: SQL[] = [];
  if (shape.excludeId) where.push(sql`${f.userId} <> ${param('excludeId')}`);
  // Set forms: each is read once per statement, not probed per captain scanned.
  if (shape.viewerId) where.push(notApartFromSql(param('viewerId'), f.userId));
  if (shape.notAFitOf) where.push(notAFitOfSql(param('notAFitOf'), f.userId));
  if (shape.specialisms) where.push(sql`${f.specIds} && ${param('specialisms')}::int[]`);
  if (shape.skills) where.push(sql`${f.skillIds} && ${param('skills')}::int[]`);
  if (shape.location) where.push(sql`${f.location} ilike ${param('location')}`);
  if (shape.available) where.push(availableSql);
  return where.length ? and(...where) : undefined;
}

/**
 * How many captains pass the shape's filters. When only who is looking narrows the list (no filter
 * of the Member's), it is the kept count of captains (captain_count) less those left out for this
 * viewer, found by key: about 0.1 ms where counting every captain took 0.45 ms over 5,000
 * (decision 0043). A filter of the Member's counts the captains that pass it.
 */
function countSql(db: DbOrTx, shape: RankShape): SQL {
  if (shape.specialisms || shape.skills || shape.location || shape.available)
    return sql`(${db.select({ n: count() }).from(f).where(rankWhere(shape))})`;
  const kept = sql`(select ${captainCount.n} from ${captainCount})`;
  const out = [
    ...(shape.excludeId ? [sql`array[${param('excludeId')}::int]`] : []),
    ...(shape.viewerId ? [apartIdsSql(param('viewerId'))] : []),
    ...(shape.notAFitOf ? [notAFitIdsSql(param('notAFitOf'))] : []),
  ];
  if (!out.length) return kept;
  return sql`(${kept} - (select count(*) from ${f} where ${f.userId} = any(${sql.join(out, sql` || `)})))`;
}

function buildRank(db: DbOrTx, shape: RankShape) {
  const matching = rankWhere(shape);
  const order = [...(shape.score ? [sql`score desc`] : []), sql`available desc`];
  // The ranking sorts only ids and scores; the page's wide rows (arrays, text, the cards'
  // details) are read for its dozen captains only. The count is a subquery of the same statement,
  // run once (countSql): cheaper than a window count holding every row.
  const top = db
    .select({
      userId: f.userId,
      score: sql<number | null>`${shape.score ?? sql`null::int`}`.as('score'),
      available: sql<boolean>`${availableSql}`.as('available'),
    })
    .from(f)
    .where(matching)
    .orderBy(...order, asc(f.userId))
    // Written into the statement (checked integers): with a parameter PostgreSQL's generic
    // plan would guess a tenth of the captains and join them by hashing the whole table; with
    // the numbers it reuses one plan that fetches the page's rows by key, with no planning per call.
    .limit(inText(shape.limit))
    .offset(inText(shape.offset))
    .as('top');
  const captain = q(f.userId);
  return db
    .select({
      features: featureColumns,
      score: top.score,
      available: top.available,
      years: yearsSql,
      total: sql<string>`${countSql(db, shape)}`,
      person: personColumns,
      answerHours: answerHoursSql(captain, RESPONSIVENESS_WINDOW_DAYS),
      replyHours: firstReplyHoursSql(captain, RESPONSIVENESS_WINDOW_DAYS),
      requestStatus: shape.member ? latestRequestSql(param('memberId'), captain, 'status') : sql<null>`null`,
    })
    .from(top)
    .innerJoin(f, eq(f.userId, top.userId))
    .innerJoin(people, eq(people.id, top.userId))
    .orderBy(...order, asc(f.userId))
    .prepare(NAMED_BY_TEXT);
}

/** A shape's key: its flags, its score and page (the score is one of FIXED_SCORES or none here). */
const shapeKey = (s: RankShape) =>
  [
    s.excludeId,
    s.viewerId,
    s.notAFitOf,
    s.specialisms,
    s.skills,
    s.location,
    s.available,
    // Which of FIXED_SCORES (one per number of weak areas), -1 for none.
    s.score === null ? -1 : FIXED_SCORES.indexOf(s.score),
    s.member,
  ]
    .map(Number)
    .join('') + `:${s.limit}:${s.offset}`;

/** The rankings built so far, by database handle and shape: a Member's list builds no SQL. */
const rankQuery = preparedShapes(buildRank, shapeKey);

const countQuery = (db: DbOrTx, shape: RankShape) =>
  db.select({ n: count() }).from(f).where(rankWhere(shape)).prepare(NAMED_BY_TEXT);

/**
 * One page of captains passing the filters, with everything their cards show, in one statement:
 * ranked by the score when `score` is given (a Member looking), else available first; `total`
 * counts them all. `memberId` adds each captain's newest request from that Member. The query is
 * built once per shape (which filters, the page) with its values as placeholders (decision 0039).
 */
export async function rankCaptains(
  db: DbOrTx,
  filters: CaptainFilters,
  score: ScoreParams | null,
  limit: number,
  offset: number,
  memberId?: number,
) {
  const fixed = score === null || fitsFixedScore(score);
  const shape: RankShape = {
    excludeId: filters.excludeId !== undefined,
    viewerId: filters.viewerId !== undefined,
    notAFitOf: filters.notAFitOf !== undefined,
    specialisms: filters.specialisms.length > 0,
    skills: filters.skills.length > 0,
    location: Boolean(filters.location),
    available: Boolean(filters.available),
    score: score === null ? null : fixed ? FIXED_SCORES[score.weakAreaCategories.length]! : scoreSql(score),
    member: memberId !== undefined,
    limit: Math.trunc(limit),
    offset: Math.trunc(offset),
  };
  const values = {
    excludeId: filters.excludeId,
    viewerId: filters.viewerId,
    notAFitOf: filters.notAFitOf,
    specialisms: filters.specialisms,
    skills: filters.skills,
    location: filters.location && `%${filters.location.replace(/[%_\\]/g, (c) => `\\${c}`)}%`,
    memberId,
    ...(score && fixed ? fixedScoreValues(score) : {}),
  };
  // A Member's own score (ids without a bit, rare) is written into the text: built for this call.
  const query = fixed ? rankQuery(db, shape) : buildRank(db, shape);
  const rows = await query.execute(values);
  // A page past the end has no row to carry the count: only then is it a statement of its own.
  const total = rows.length
    ? Number(rows[0]!.total)
    : shape.offset > 0
      ? Number((await countQuery(db, shape).execute(values))[0]?.n ?? 0)
      : 0;
  return {
    rows: rows.map((r) => ({
      ...r.features,
      score: r.score === null ? null : Number(r.score),
      available: Boolean(r.available),
      years: Number(r.years),
      person: r.person,
      answerHours: hoursOf(r.answerHours),
      replyHours: hoursOf(r.replyHours),
      requestStatus: r.requestStatus as RequestStatus | null,
    })),
    total,
  };
}
