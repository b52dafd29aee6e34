import {
  MSG,
  type MemberRole,
  type MenteeSurveyOptions,
  type MentorSurveyOptions,
  type SurveyOptions,
} from '@keh/contracts';
import type { DbOrTx } from '../../db/client';
import { surveyRepository, type IdTable } from './survey.repository';
import { surveyDetailsRepository, type SurveyValues } from './survey-details.repository';

export type { SurveyValues };

/** A field, the reference table its ids belong to, and the id or ids given (undefined: not given). */
export type ReferenceCheck = [
  field: string,
  table: IdTable,
  ids: number | undefined | (number | undefined)[],
];

const option = ({ id, name }: { id: number; name: string }) => ({ id, name });

type ReferenceData = Awaited<ReturnType<ReturnType<typeof surveyRepository>['all']>>;
/**
 * The reference tables (services, skills, the questionnaire…) are written only by the seed, before
 * the server serves, never by a request: read once per database handle instead of in twelve
 * statements on every profile, survey and captain page (decision 0029).
 */
const referenceData = new WeakMap<DbOrTx, Promise<ReferenceData>>();
function readReference(db: DbOrTx): Promise<ReferenceData> {
  let found = referenceData.get(db);
  if (!found) {
    found = surveyRepository(db).all();
    referenceData.set(db, found);
    found.catch(() => referenceData.delete(db));
  }
  return found;
}

export const surveyService = (db: DbOrTx) => ({
  /** A person's survey row with its options' names (the profile's Survey details). */
  details: (userId: number) => surveyDetailsRepository(db).surveyDetails(userId),

  /** Writes a person's survey row: sign-up and the profile's Survey details (give a transaction). */
  saveDetails: (userId: number, values: SurveyValues) =>
    surveyDetailsRepository(db).saveSurvey(userId, values),

  /** Whether a skill or a business specialism exists (reference data: no statement). */
  async hasSkill(id: number) {
    return (await readReference(db)).skills.some((s) => s.id === id);
  },
  async hasSpecialization(id: number) {
    return (await readReference(db)).businessSpecializations.some((s) => s.id === id);
  },

  /** A business sector's name (reference data: no statement). */
  async sectorName(id: number | null) {
    if (!id) return null;
    return (await readReference(db)).businessSectors.find((s) => s.id === id)?.name ?? null;
  },

  /**
   * The fields whose reference ids do not all exist (and a discover type of the other role), each
   * with the spec's 'unknown option' message; empty when every id is known.
   */
  async unknownReferences(checks: ReferenceCheck[], discover?: { id: number | undefined; role: MemberRole }) {
    const repo = surveyRepository(db);
    const errors: Record<string, string> = {};
    for (const [field, table, given] of checks) {
      const ids = [...new Set([given].flat().filter((x): x is number => x !== undefined))];
      if (ids.length && (await repo.countIds(table, ids)) !== ids.length) errors[field] = MSG.unknownOption;
    }
    if (discover?.id !== undefined && !(await repo.discoverTypeFits(discover.id, discover.role)))
      errors.discover_type_id = MSG.unknownOption;
    return errors;
  },

  /** GET survey/options: the reference data every form needs, in one shape. */
  async options(): Promise<SurveyOptions> {
    const r = await readReference(db);
    const groups = new Map(
      r.assessGroups.map((g) => [g.id, { id: g.id, name: g.name, complete_text: g.completeText }]),
    );
    return {
      service_connections: r.serviceConnections.map(option),
      service_types: r.serviceTypes.map(option),
      services: r.services.map(option),
      discover_types: {
        mentor: r.discoverTypes.filter((d) => d.role === 'mentor').map(option),
        mentee: r.discoverTypes.filter((d) => d.role === 'mentee').map(option),
      },
      business_sectors: r.businessSectors.map(option),
      business_statuses: r.businessStatuses.map((s) => s.name),
      business_specializations: r.businessSpecializations.map(option),
      skill_categories: r.skillCategories.map((c) => ({
        ...option(c),
        skills: r.skills.filter((s) => s.categoryId === c.id).map(option),
      })),
      article_categories: r.articleCategories
        .filter((c) => c.parentId === null)
        .map((c) => ({
          ...option(c),
          sub_categories: r.articleCategories.filter((s) => s.parentId === c.id).map(option),
        })),
      assess: r.assessQuestions.map((q) => ({
        id: q.id,
        question: q.question,
        options: [
          { key: 'a' as const, value: 1, text: q.optionA },
          { key: 'b' as const, value: 2, text: q.optionB },
          { key: 'c' as const, value: 3, text: q.optionC },
        ],
        group: groups.get(q.groupId)!,
      })),
    };
  },

  async mentorOptions(): Promise<MentorSurveyOptions> {
    const o = await this.options();
    return {
      service_connections: o.service_connections,
      service_types: o.service_types,
      business_specializations: o.business_specializations,
      skill_categories: o.skill_categories,
      discover_types: o.discover_types.mentor,
    };
  },

  async menteeOptions(): Promise<MenteeSurveyOptions> {
    const o = await this.options();
    return {
      service_connections: o.service_connections,
      service_types: o.service_types,
      services: o.services,
      business_sectors: o.business_sectors,
      business_statuses: o.business_statuses,
      assess: o.assess,
      discover_types: o.discover_types.mentee,
    };
  },
});
