import { SERVICE_LOAN, type CaptainCard, type captainListQuery } from '@keh/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../plugins/auth';
import { mentoringRepository } from '../mentoring/mentoring.repository';
import { matchingRepository, type CaptainFeatureRow } from './matching.repository';
import {
  STAGE_SKILLS,
  STAGE_SPECIALISMS,
  matchScore,
  weakAreasFrom,
  type MemberFacts,
} from './matching.score';

type Query = z.output<typeof captainListQuery>;
const YEAR_DAYS = 365.25;

const isAvailable = (c: CaptainFeatureRow) => !c.disabled && c.active < c.limit;

/** Captain lists and match scores for Members (mentee/mentors) and for captains (mentor/mentors). */
export const matchingService = (ctx: AppContext) => {
  const repo = matchingRepository(ctx.db);

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

  function score(member: MemberFacts, c: CaptainFeatureRow) {
    const stageSpecs: readonly string[] = STAGE_SPECIALISMS[member.stage];
    return matchScore(member, {
      specialisms: c.specialisms,
      sector: c.sector,
      skillCategories: c.categories,
      hasStageSkill: c.stageSkill || c.specialisms.some((s) => stageSpecs.includes(s)),
      location: c.location,
      experienceYears: c.experienceDays / YEAR_DAYS,
      available: isAvailable(c),
    });
  }

  async function cards(
    viewer: AuthUser,
    page: (CaptainFeatureRow & { match: number | null; reasons: string[] })[],
  ) {
    const ids = page.map((c) => c.id);
    const [details, statuses, active] = await Promise.all([
      repo.cards(ids),
      viewer.type === 'mentee' ? repo.requestStatuses(viewer.id, ids) : Promise.resolve(new Map()),
      viewer.type === 'mentee'
        ? mentoringRepository(ctx.db).activeMentoringOf(viewer.id)
        : Promise.resolve(null),
    ]);
    const people = new Map(details.people.map((p) => [p.id, p]));
    return page.map((c): CaptainCard => {
      const p = people.get(c.id)!;
      const status = statuses.get(c.id) ?? null;
      return {
        id: c.id,
        first_name: p.firstName,
        last_name: p.lastName,
        avatar: p.avatar,
        location: p.location,
        business_name: p.businessName,
        position_within_business: p.position,
        business_specializations: details.specs
          .filter((s) => s.userId === c.id)
          .map(({ id, name }) => ({ id, name })),
        skills: details.skills.filter((s) => s.userId === c.id).map(({ id, name }) => ({ id, name })),
        available: isAvailable(c),
        mentees: c.active,
        mentees_limit: c.limit,
        ownership_experience_years: Math.floor(c.experienceDays / YEAR_DAYS),
        match: c.match,
        reasons: c.reasons,
        request_status: status,
        can_send_request: viewer.type === 'mentee' && !active && status !== 'accepted',
      };
    });
  }

  return {
    /** A page of captains: for a Member best match first, for a captain available first. */
    async list(viewer: AuthUser, q: Query) {
      const filters = {
        specialisms: q.specialisms,
        skills: q.skills,
        location: q.location,
        available: q.available,
      };
      let ranked: (CaptainFeatureRow & { match: number | null; reasons: string[] })[];
      if (viewer.type === 'mentee') {
        const member = await memberFacts(viewer.id, q.startup);
        const rows = await repo.captainFeatures(filters, STAGE_SKILLS[member.stage]);
        ranked = rows
          .map((c) => {
            const { score: match, reasons } = score(member, c);
            return { ...c, match, reasons };
          })
          .sort(
            (a, b) => b.match - a.match || Number(isAvailable(b)) - Number(isAvailable(a)) || a.id - b.id,
          );
      } else {
        const rows = await repo.captainFeatures({ ...filters, excludeId: viewer.id }, []);
        ranked = rows
          .map((c) => ({ ...c, match: null, reasons: [] }))
          .sort((a, b) => Number(isAvailable(b)) - Number(isAvailable(a)) || a.id - b.id);
      }
      const page = ranked.slice(q.offset, q.offset + q.limit);
      return {
        data: await cards(viewer, page),
        meta: { total: ranked.length, limit: q.limit, offset: q.offset },
      };
    },

    /** The match of one captain for a Member (shown on the captain's profile). */
    async matchOf(memberId: number, captainId: number) {
      const member = await memberFacts(memberId, undefined);
      const [row] = await repo.captainFeatures(
        { ids: [captainId], specialisms: [], skills: [] },
        STAGE_SKILLS[member.stage],
      );
      return row ? score(member, row) : null;
    },
  };
};
