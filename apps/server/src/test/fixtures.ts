import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { mentoringRequests, mentorings } from '../db/schema';
import { call, sendAndReadCode } from './app';

/** A real PNG of the given size. */
export const png = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: { r: 27, g: 42, b: 74 } } })
    .png()
    .toBuffer();

/** A tiny but well-formed one-page PDF. */
export const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );

const common = (email: string) => ({
  first_name: 'Jordan',
  last_name: 'Hale',
  email,
  password: 'Secret123',
  accept_terms: '1',
  birthday: '14/03/1985',
  location: 'Leeds, West Yorkshire',
  post_code: 'LS11AA',
  contact_number: '7700900111',
  business_name: 'Hale Fitness Ltd',
  position_within_business: 'Director',
  linkedin: 'https://www.linkedin.com/in/jordan-hale',
  service_connection_id: '1',
  service_type_id: '1',
  accept_agreement: '1',
});

export const mentorFields = (email: string): Record<string, string | string[]> => ({
  ...common(email),
  discover_type_id: '1',
  mentees_limit: '4',
  business_specializations: ['2', '5'],
  skills: '1,3,7',
});

/** A Member on service 1 (start-up loan) with all 19 answers. */
export const menteeFields = (email: string): Record<string, string | string[]> => ({
  ...common(email),
  service_id: '1',
  course_name: 'Start-up Bootcamp',
  course_from: '01/02/2026',
  course_to: '28/02/2026',
  loan_amount: '12000',
  business_status: 'Limited Company',
  business_start_date: '01/04/2026',
  business_description: 'Mobile gym classes for veterans and their families.',
  business_sector_id: '3',
  company_number: '12345678',
  business_website: 'https://halefitness.example.com',
  business_idea: 'Outdoor fitness classes run by veterans.',
  usp: 'Instructors with service backgrounds.',
  assess: JSON.stringify(
    Array.from({ length: 19 }, (_, i) => ({
      question_id: i + 1,
      answer: (i % 3) + 1,
      explanation: i === 0 ? 'Ready' : '',
    })),
  ),
});

export async function toForm(
  fields: Record<string, string | string[]>,
  files: Record<string, { data: Buffer; name: string; type: string }>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) form.append(k, x);
  for (const [k, f] of Object.entries(files))
    form.append(k, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return form;
}

export async function verifyEmail(app: FastifyInstance, email: string) {
  const otp = await sendAndReadCode(app, email);
  const res = await call(app, { method: 'POST', url: '/api/auth/confirm-otp', payload: { email, otp } });
  if (res.status !== 200) throw new Error('could not verify');
}

export async function register(
  app: FastifyInstance,
  role: 'mentor' | 'mentee',
  fields: Record<string, string | string[]>,
  files: Record<string, { data: Buffer; name: string; type: string }> = {},
) {
  const form = await toForm(fields, {
    avatar: { data: await png(), name: 'me.png', type: 'image/png' },
    ...files,
  });
  return call(app, { method: 'POST', url: `/api/auth/${role}/registration`, payload: form as never });
}

/**
 * The demo seed starts the demo pair's mentoring (with its plan and feed). Tests of requesting and
 * accepting start from before it: no requests and no mentorings at all.
 */
export async function withoutDemoMentoring(app: FastifyInstance) {
  await app.db.delete(mentorings);
  await app.db.delete(mentoringRequests);
}

/**
 * The email of a seeded person of this type other than the ones named (a second captain or
 * Member): the first by id, and a captain who takes requests. Without the order PostgreSQL
 * returns whichever row its heap gives first, which moves as rows are updated.
 */
export async function otherPersonEmail(app: FastifyInstance, type: 'mentor' | 'mentee', not: string[]) {
  const found = await app.db.query.users.findFirst({
    where: (u, { and, eq, notInArray }) =>
      and(
        eq(u.type, type),
        notInArray(u.email, not),
        type === 'mentor' ? eq(u.disableMentoringRequests, false) : undefined,
      ),
    orderBy: (u, { asc }) => asc(u.id),
  });
  return found!.email;
}
