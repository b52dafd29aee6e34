import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { ExperienceRow } from '../profile/profile.repository';

interface ExtrasRow {
  sector: { id: number; name: string } | null;
  skills: { id: number; name: string; category_id: number; category_name: string }[];
  specs: number[];
  answers: number | string;
  experience: {
    id: number;
    company_name: string;
    practice: string;
    start_date: string;
    finish_date: string | null;
    current: boolean;
  }[];
  expertise: string[];
  incoming: number | string;
  active: number | string;
}

export const userRepository = (db: DbOrTx) => ({
  /**
   * What the profile shows besides the user row — sector, skills, specialisms, answers, experience,
   * expertise, request and mentoring counts — in one round trip (GET user/profile runs on every page).
   */
  async profileExtras(userId: number, sectorId: number | null) {
    const result = await db.execute(sql`
      select
        (select json_build_object('id', id, 'name', name) from business_sectors where id = ${sectorId}) as sector,
        (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'category_id', c.id, 'category_name', c.name) order by s.id), '[]')
          from user_skills k join skills s on s.id = k.skill_id join skill_categories c on c.id = s.category_id
          where k.user_id = ${userId}) as skills,
        (select coalesce(array_agg(specialization_id order by specialization_id), '{}') from user_specializations where user_id = ${userId}) as specs,
        (select count(*) from assessment_answers where user_id = ${userId}) as answers,
        (select coalesce(json_agg(json_build_object('id', id, 'company_name', company_name, 'practice', practice,
            'start_date', start_date, 'finish_date', finish_date, 'current', current)
            order by current desc, start_date desc, id), '[]')
          from experiences where user_id = ${userId}) as experience,
        (select coalesce(array_agg(name order by name), '{}') from other_expertise where user_id = ${userId}) as expertise,
        (select count(*) from mentoring_requests where mentor_id = ${userId} and status = 'pending') as incoming,
        (select count(*) from mentorings where mentor_id = ${userId} and ended_at is null) as active
    `);
    const r = (result as unknown as { rows: ExtrasRow[] }).rows[0]!;
    const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
    return {
      sector: json(r.sector),
      skills: json(r.skills).map((s) => ({
        id: s.id,
        name: s.name,
        category: { id: s.category_id, name: s.category_name },
      })),
      specializationIds: r.specs.map(Number),
      answerCount: Number(r.answers),
      experience: json(r.experience).map((e): ExperienceRow => ({
        id: e.id,
        userId,
        companyName: e.company_name,
        practice: e.practice,
        startDate: e.start_date,
        finishDate: e.finish_date,
        current: e.current,
        createdAt: new Date(0),
      })),
      otherExpertise: r.expertise,
      incomingRequests: Number(r.incoming),
      activeMentees: Number(r.active),
    };
  },
});
