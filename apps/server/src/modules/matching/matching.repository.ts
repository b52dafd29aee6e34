import { eq, sql } from 'drizzle-orm';
import { RESPONSIVENESS_WINDOW_DAYS } from '@keh/contracts';
import type { DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { people } from '../users/users.read-model';
import {
  answersByGroupSql,
  questionnairesView,
  sectorsView,
  skillCategoriesView,
  skillsView,
  specialismsView,
} from '../survey/survey.read-model';
import {
  answerHoursSql,
  completionsSql,
  hasCaptainSql,
  hoursOf,
  latestRequestSql,
} from '../mentoring/trust.read-model';
import { firstReplyHoursSql } from '../chat/first-replies.read-model';
import {
  availableSql,
  featureColumns,
  q,
  rankCaptains,
  yearsSql,
  type CaptainFilters,
  type FeatureRow,
  type RequestStatus,
  type ScoreParams,
} from './ranking.repository';
import { captainFeatures as f } from '../../db/schema';

export type { CaptainFilters, FeatureRow, ScoreParams } from './ranking.repository';

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

  /** One page of captains passing the filters (ranking.repository.ts). */
  rank: (
    filters: CaptainFilters,
    score: ScoreParams | null,
    limit: number,
    offset: number,
    memberId?: number,
  ) => rankCaptains(db, filters, score, limit, offset, memberId),

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
