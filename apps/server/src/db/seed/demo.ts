import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/crypto';
import type { Db } from '../client';
import { users } from '../schema';
import { demoCaptains, demoMembers, type DemoPersonBase } from './demo-people';

export const DEMO_PASSWORD = 'Password12';

type NewUser = typeof users.$inferInsert;

/** The four accounts of DESIGN.md section 1. */
const DEMO_ACCOUNTS: Omit<NewUser, 'passwordHash'>[] = [
  {
    type: 'mentor',
    email: 'mentor@example.com',
    firstName: 'James',
    lastName: 'Whitfield',
    location: 'York, North Yorkshire',
    postCode: 'YO17HH',
    contactNumber: '7700900123',
    businessName: 'Whitfield Logistics Ltd',
    positionWithinBusiness: 'Managing Director',
    linkedin: 'https://www.linkedin.com/in/james-whitfield-demo',
    professionalExperience:
      'Former Royal Logistic Corps officer who built a regional haulage firm to 60 staff. Mentors founders on operations, cash flow and winning their first contracts.',
    menteesLimit: 3,
  },
  {
    type: 'mentee',
    email: 'mentee@example.com',
    firstName: 'Sarah',
    lastName: 'Collins',
    location: 'Plymouth, Devon',
    postCode: 'PL12AA',
    contactNumber: '7700900456',
    businessName: 'Harbourside Coffee Co.',
    positionWithinBusiness: 'Founder',
    linkedin: 'https://www.linkedin.com/in/sarah-collins-demo',
    professionalExperience:
      'Royal Navy logistics specialist for nine years, now opening a mobile coffee business.',
  },
  { type: 'moderator', email: 'moderator@example.com', firstName: 'Morgan', lastName: 'Reid' },
  { type: 'admin', email: 'admin@example.com', firstName: 'Alex', lastName: 'Grant' },
];

const fromPerson = (p: DemoPersonBase): Omit<NewUser, 'passwordHash' | 'type'> => ({
  email: p.email,
  firstName: p.first_name,
  lastName: p.last_name,
  location: p.location,
  postCode: p.post_code,
  contactNumber: p.contact_number,
  businessName: p.business_name,
  positionWithinBusiness: p.position_within_business,
  linkedin: p.linkedin,
  birthday: p.birthday,
  professionalExperience: p.professional_experience,
});

/** Demo people into an empty database. Returns true when it seeded. */
export async function seedDemo(db: Db) {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verified = new Date();
  const people: NewUser[] = [
    ...DEMO_ACCOUNTS.map((a) => ({ ...a, passwordHash, emailVerifiedAt: verified })),
    ...demoCaptains.map((c) => ({
      ...fromPerson(c),
      type: 'mentor' as const,
      passwordHash,
      emailVerifiedAt: verified,
      menteesLimit: c.mentees_limit,
      disableMentoringRequests: !c.available,
    })),
    ...demoMembers.map((m) => ({
      ...fromPerson(m),
      type: 'mentee' as const,
      passwordHash,
      emailVerifiedAt: verified,
    })),
  ];
  await db.insert(users).values(people);
  return true;
}
