import { canSendRequest, SERVICE_LOAN, type CaptainCard, type captainListQuery } from '@keh/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../plugins/auth';
import { responsivenessFrom } from '../mentoring/trust.service';
import { toPersonSummary } from '../users/users.repository';
import {
  matchingRepository,
  type CaptainFilters,
  type FeatureRow,
  type ScoreParams,
} from './matching.repository';
import {
  AREA_CATEGORIES,
  SECTOR_SPECIALISMS,
  STAGE_SKILLS,
  STAGE_SPECIALISMS,
  matchScore,
  placeOf,
  weakAreasFrom,
  type CaptainFacts,
  type MemberFacts,
} from './matching.score';

type Query = z.output<typeof captainListQuery>;
type Ranked = FeatureRow & { score: number | null; available: boolean; years: number };
type Page = Awaited<ReturnType<ReturnType<typeof matchingRepository>['rank']>>['rows'];
type Reference = Awaited<ReturnType<ReturnType<typeof matchingRepository>['reference']>>;

/** The ids that are in a reference list, with their names, in the order given. */
const named = (map: Map<number, string>, ids: number[]) =>
  ids.flatMap((id) => (map.has(id) ? [{ id, name: map.get(id)! }] : []));

const index = (rows: { id: number; name: string }[]) => ({
  id: new Map(rows.map((r) => [r.name, r.id])),
  name: new Map(rows.map((r) => [r.id, r.name])),
});

/** Captain lists and match scores for Members (mentee/mentors) and for captains (mentor/mentors). */
export const matchingService = (ctx: AppContext) => {
  const repo = matchingRepository(ctx.db);
  // Reference lists never change while the server runs (they are seeded): read them once per app.
  let reference: Promise<ReturnType<typeof indexes>> | undefined;
  const indexes = (r: Reference) => ({
    sectors: index(r.sectors),
    specs: index(r.specs),
    skills: index(r.skills),
    categories: index(r.categories),
  });
  const ref = () => (reference ??= repo.reference().then(indexes));

  /** A Member's facts from their row (the repository's `member`); `startup` overrides the stage. */
  function factsOf(
    m: Awaited<ReturnType<typeof repo.member>>,
    startup: boolean | undefined,
  ): MemberFacts & { hasCaptain: boolean } {
    const stage =
      (startup ?? (m.businessType === 'idea' || m.serviceId === SERVICE_LOAN)) ? 'startup' : 'growth';
    const groups = [...new Set(m.answers.map((a) => a.groupId))].sort((a, b) => a - b);
    const byGroup = [0, 1, 2, 3].map((i) =>
      m.answers.filter((a) => a.groupId === groups[i]).map((a) => a.answer),
    );
    return {
      sector: m.sector,
      location: m.location,
      stage,
      weakAreas: weakAreasFrom(byGroup, stage),
      hasCaptain: Boolean(m.hasCaptain),
    };
  }

  /** The Member's facts as the ids the SQL ranking compares. */
  async function scoreParams(m: MemberFacts): Promise<ScoreParams> {
    const r = await ref();
    const ids = (map: Map<string, number>, names: readonly string[]) =>
      names.flatMap((n) => (map.has(n) ? [map.get(n)!] : []));
    const wanted = (m.sector && SECTOR_SPECIALISMS[m.sector]) || [];
    const place = placeOf(m.location);
    return {
      primarySpec: wanted[0] ? (r.specs.id.get(wanted[0]) ?? null) : null,
      relatedSpecs: ids(r.specs.id, wanted.slice(1)),
      sectorId: m.sector ? (r.sectors.id.get(m.sector) ?? null) : null,
      weakAreaCategories: m.weakAreas.map((a) => ids(r.categories.id, AREA_CATEGORIES[a]?.categories ?? [])),
      stageSkills: ids(r.skills.id, STAGE_SKILLS[m.stage]),
      stageSpecs: ids(r.specs.id, STAGE_SPECIALISMS[m.stage]),
      town: place.town,
      county: place.county,
    };
  }

  async function captainFacts(c: Ranked, m: MemberFacts, p: ScoreParams): Promise<CaptainFacts> {
    const r = await ref();
    const names = (map: Map<number, string>, ids: number[]) => named(map, ids).map((x) => x.name);
    return {
      specialisms: names(r.specs.name, c.specIds),
      sector: c.sectorId ? (r.sectors.name.get(c.sectorId) ?? null) : null,
      skillCategories: names(r.categories.name, c.categoryIds),
      hasStageSkill:
        c.skillIds.some((i) => p.stageSkills.includes(i)) || c.specIds.some((i) => p.stageSpecs.includes(i)),
      location: c.location,
      experienceYears: c.years,
      available: c.available,
    };
  }

  /**
   * The cards of a page: the ranking statement read their details beside them; their specialisms
   * and skills are named from the reference lists (the captain's facts hold their ids).
   */
  async function cards(
    viewer: AuthUser,
    page: (Page[number] & { match: number | null; reasons: string[] })[],
    hasCaptain: boolean,
  ) {
    const r = await ref();
    const sorted = (ids: number[]) => ids.toSorted((a, b) => a - b);
    const isMember = viewer.type === 'mentee';
    return page.map((c): CaptainCard => {
      const status = c.requestStatus;
      return {
        ...toPersonSummary(c.person),
        business_specializations: named(r.specs.name, sorted(c.specIds)),
        skills: named(r.skills.name, sorted(c.skillIds)),
        available: c.available,
        mentees: c.active,
        mentees_limit: c.menteesLimit,
        ownership_experience_years: c.years,
        match: c.match,
        reasons: c.reasons,
        request_status: status,
        can_send_request: isMember && canSendRequest(hasCaptain, status),
        // How quickly they answer: the explanation says so beside the reasons; the match is unchanged.
        responsiveness: responsivenessFrom(c.answerHours, c.replyHours),
      };
    });
  }

  /**
   * Rank in the database, then score the page here (the same formula) for its reasons. A Member's
   * list is two statements (the Member, then the page with its cards); a captain's is one.
   */
  async function ranked(
    viewer: AuthUser,
    filters: CaptainFilters,
    startup: boolean | undefined,
    limit: number,
    offset: number,
  ) {
    if (viewer.type !== 'mentee') {
      const { rows, total } = await repo.rank(
        { ...filters, excludeId: viewer.id, viewerId: viewer.id },
        null,
        limit,
        offset,
      );
      return {
        rows: rows.map((c) => ({ ...c, match: null, reasons: [] as string[] })),
        total,
        hasCaptain: false,
      };
    }
    const member = factsOf(await repo.member(viewer.id), startup);
    const params = await scoreParams(member);
    const { rows, total } = await repo.rank(
      // No-fault rematch (issue 33): captains a pair ended with as 'not a good fit' are left out.
      { ...filters, viewerId: viewer.id, notAFitOf: viewer.id },
      params,
      limit,
      offset,
      viewer.id,
    );
    const scored = await Promise.all(
      rows.map(async (c) => {
        const { score, reasons } = matchScore(member, await captainFacts(c, member, params));
        return { ...c, match: score, reasons };
      }),
    );
    return { rows: scored, total, hasCaptain: member.hasCaptain };
  }

  return {
    ranked,

    /** A page of captains: for a Member best match first, for a captain available first. */
    async list(viewer: AuthUser, q: Query) {
      const filters = {
        specialisms: q.specialisms,
        skills: q.skills,
        location: q.location,
        available: q.available,
      };
      const { rows, total, hasCaptain } = await ranked(viewer, filters, q.startup, q.limit, q.offset);
      return {
        data: await cards(viewer, rows, hasCaptain),
        meta: { total, limit: q.limit, offset: q.offset },
      };
    },

    /**
     * One captain as a Member's profile shows them, in one statement with the Member's facts: the match, the Member's newest request to them and whether they may send one, how
     * quickly the captain answers and the Members they saw through. The caller has checked the
     * Member may see the captain (no block between them).
     */
    async captainForMember(viewer: AuthUser, captainId: number) {
      const c = await repo.captainForMember(viewer.id, captainId);
      if (!c) return null;
      const member = factsOf(c.member, undefined);
      let match: number | null = null;
      if (c.features) {
        const params = await scoreParams(member);
        match = matchScore(member, await captainFacts(c.features, member, params)).score;
      }
      return {
        match,
        requestStatus: c.requestStatus,
        declineReason: c.declineReason,
        canSendRequest: canSendRequest(member.hasCaptain, c.requestStatus),
        responsiveness: responsivenessFrom(c.answerHours, c.replyHours),
        completions: c.completions,
      };
    },
  };
};
