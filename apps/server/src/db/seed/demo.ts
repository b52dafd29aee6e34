import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/crypto';
import type { Storage } from '../../lib/storage/storage';
import type { Db } from '../client';
import { users } from '../schema';
import { demoCaptains, demoMembers, type DemoCaptain, type DemoPersonBase } from './demo-people';
import { seedDemoProfiles } from './demo-profiles';
import { seedDemoWorkspace } from './demo-workspace';
import { seedDemoChat } from './demo-chat';
import { seedDemoArticles } from './demo-articles';
import { seedDemoEvents } from './demo-events';
import { seedDemoPictures } from './demo-pictures';

export const DEMO_PASSWORD = 'Password12';

type NewUser = typeof users.$inferInsert;

/** The four accounts of docs/runtime.md. */
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

/** What mentor@example.com brings besides the row above: skills, specialisms, experience. */
const DEMO_CAPTAIN_PROFILE: DemoCaptain = {
  ...demoCaptains[0]!,
  email: 'mentor@example.com',
  sector: 'Logistics and Transport',
  specializations: ['Logistics and transport', 'Franchising'],
  skills: ['Supply chain management', 'Cash flow forecasting', 'Negotiation', 'Team leadership'],
  experience: [
    {
      company_name: 'Whitfield Logistics Ltd',
      practice: 'Managing Director',
      start_date: '2012-05-01',
      finish_date: null,
      current: true,
    },
    {
      company_name: 'British Army, Royal Logistic Corps',
      practice: 'Captain, transport operations',
      start_date: '2002-09-01',
      finish_date: '2012-03-31',
      current: false,
    },
  ],
};

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

/**
 * Demo people and their content into an empty database. Returns true when it seeded. The people's
 * photos and covers and the articles need `storage`; without it (the benchmarks' seed) there are none.
 */
export async function seedDemo(db: Db, storage?: Storage) {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  /**
   * Sign-ups spread over the programme's last weeks (issue 28: everyone joined the same minute), each
   * at a working hour of its own, so the staff console's weekly figures and lists look like a cohort.
   */
  const joined = (daysAgo: number, n: number) => {
    const d = new Date(now - daysAgo * 86_400_000);
    d.setUTCHours(8 + ((n * 7) % 10), (n * 13) % 60, 0, 0);
    return d.getTime() < now ? d : new Date(now - 60_000);
  };
  const since = (at: Date) => ({ createdAt: at, emailVerifiedAt: at });
  const people: NewUser[] = [
    ...DEMO_ACCOUNTS.map((a, i) => ({ ...a, passwordHash, ...since(joined(80 + i * 2, i)) })),
    ...demoCaptains.map((c, i) => ({
      ...fromPerson(c),
      type: 'mentor' as const,
      passwordHash,
      ...since(joined(9 + i * 6, i + 4)),
      menteesLimit: c.mentees_limit,
      disableMentoringRequests: !c.available,
    })),
    ...demoMembers.map((m, i) => ({
      ...fromPerson(m),
      type: 'mentee' as const,
      passwordHash,
      ...since(joined(1 + i * 5, i + 20)),
    })),
  ];
  const inserted = await db.insert(users).values(people).returning({
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
  });
  const idOf = new Map(inserted.map((u) => [u.email, u.id]));
  await seedDemoProfiles(db, [
    { ...DEMO_CAPTAIN_PROFILE, id: idOf.get('mentor@example.com')! },
    ...[...demoCaptains, ...demoMembers].map((p) => ({ ...p, id: idOf.get(p.email)! })),
  ]);
  await seedDemoWorkspace(db, {
    captain: idOf.get('mentor@example.com')!,
    member: idOf.get('mentee@example.com')!,
  });
  await seedDemoChat(db, {
    captain: { id: idOf.get('mentor@example.com')!, firstName: 'James' },
    member: { id: idOf.get('mentee@example.com')!, firstName: 'Sarah' },
    otherCaptain: idOf.get(demoCaptains[1]!.email)!,
    otherMember: idOf.get(demoMembers[1]!.email)!,
  });
  if (storage) {
    await seedDemoPictures(db, storage, inserted);
    await seedDemoArticles(db, storage, idOf);
    await seedDemoEvents(db, storage, idOf);
  }
  return true;
}
