import { canSendRequest, SERVICE_LOAN, type CaptainCard, type captainListQuery } from '@keh/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../plugins/auth';
import { mentoringService } from '../mentoring/mentoring.service';
import { trustService } from '../mentoring/trust.service';
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
type Reference = Awaited<ReturnType<ReturnType<typeof matchingRepository>['reference']>>;

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

  async function memberFacts(memberId: number, startup: boolean | undefined): Promise<MemberFacts> {
    const m = await repo.member(memberId);
    const stage =
      (startup ?? (m.businessType === 'idea' || m.serviceId === SERVICE_LOAN)) ? 'startup' : 'growth';
    const groups = [...new Set(m.answers.map((a) => a.groupId))].sort((a, b) => a - b);
    const byGroup = [0, 1, 2, 3].map((i) =>
      m.answers.filter((a) => a.groupId === groups[i]).map((a) => a.answer),
    );
    return { sector: m.sector, location: m.location, stage, weakAreas: weakAreasFrom(byGroup, stage) };
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
    const names = (map: Map<number, string>, ids: number[]) =>
      ids.flatMap((i) => (map.has(i) ? [map.get(i)!] : []));
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

  async function cards(viewer: AuthUser, page: (Ranked & { match: number | null; reasons: string[] })[]) {
    const ids = page.map((c) => c.userId);
    const mentoring = mentoringService(ctx);
    const isMember = viewer.type === 'mentee';
    const [details, statuses, hasCaptain, speed] = await Promise.all([
      repo.cards(ids),
      isMember ? mentoring.requestStatuses(viewer.id, ids) : Promise.resolve(new Map()),
      isMember ? mentoring.hasCaptain(viewer.id) : Promise.resolve(false),
      trustService(ctx).responsiveness(ids),
    ]);
    const people = new Map(details.map((p) => [p.id, p]));
    return page.map((c): CaptainCard => {
      const p = people.get(c.userId)!;
      const status = statuses.get(c.userId) ?? null;
      const responsiveness = speed.get(c.userId)!;
      return {
        ...toPersonSummary(p),
        business_specializations: p.specs,
        skills: p.skills,
        available: c.available,
        mentees: c.active,
        mentees_limit: c.menteesLimit,
        ownership_experience_years: c.years,
        match: c.match,
        reasons: c.reasons,
        request_status: status,
        can_send_request: isMember && canSendRequest(hasCaptain, status),
        // How quickly they answer: the explanation says so beside the reasons; the match is unchanged.
        responsiveness,
      };
    });
  }

  /** Rank in the database, then score the page here (the same formula) for its reasons. */
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
      return { rows: rows.map((c) => ({ ...c, match: null, reasons: [] as string[] })), total };
    }
    const [member, notAFit] = await Promise.all([
      memberFacts(viewer.id, startup),
      // No-fault rematch (issue 33): captains a pair ended with as 'not a good fit' are left out.
      filters.ids ? [] : trustService(ctx).notAFitCaptains(viewer.id),
    ]);
    const params = await scoreParams(member);
    const { rows, total } = await repo.rank(
      { ...filters, viewerId: viewer.id, excludeIds: notAFit },
      params,
      limit,
      offset,
    );
    const scored = await Promise.all(
      rows.map(async (c) => {
        const { score, reasons } = matchScore(member, await captainFacts(c, member, params));
        return { ...c, match: score, reasons };
      }),
    );
    return { rows: scored, total };
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
      const { rows, total } = await ranked(viewer, filters, q.startup, q.limit, q.offset);
      return { data: await cards(viewer, rows), meta: { total, limit: q.limit, offset: q.offset } };
    },

    /** The match of one captain for a Member (shown on the captain's profile). */
    async matchOf(viewer: AuthUser, captainId: number) {
      const { rows } = await ranked(
        viewer,
        { ids: [captainId], specialisms: [], skills: [] },
        undefined,
        1,
        0,
      );
      return rows[0] ? { score: rows[0].match ?? 0, reasons: rows[0].reasons } : null;
    },
  };
};
