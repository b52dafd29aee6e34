import type { Db } from '../client';
import type { Storage } from '../../lib/storage/storage';
import { eventMembers, events } from '../schema';
import { coverSet } from './demo-articles';

/** [days from today, London start, London end, captain, title, address, description, private for] */
type DemoEvent = [number, string, string, string, string, string, string, string[]?];

const EVENTS: DemoEvent[] = [
  [
    -20,
    '10:00',
    '16:00',
    'gareth.llewellyn@example.com',
    'Armed Forces Day business fair',
    'Cardiff City Hall, Cathays Park, Cardiff',
    'Stalls from forty veteran-owned businesses, a panel on the Armed Forces Covenant for employers, and a clinic on Start Up Loans.',
  ],
  [
    -7,
    '18:30',
    '20:00',
    'helen.brennan@example.com',
    'Franchising 101: is a franchise right for you?',
    'Online (the link arrives by e-mail)',
    'What a franchise fee buys you, how to read a franchise agreement, and the questions to ask existing franchisees before you sign.',
  ],
  [
    0,
    '18:00',
    '19:30',
    'mentor@example.com',
    'Veterans in business: evening networking',
    'The Grand Hotel, Station Rise, York',
    'An informal evening for Members and Business Captains across Yorkshire. Bring a one-minute introduction of your business and one thing you need help with.\n\nSoft drinks and nibbles provided.',
  ],
  [
    1,
    '12:30',
    '13:30',
    'sarah.okafor@example.com',
    'Lunch and learn: pricing your services',
    'Online: https://meet.jit.si/xforces-pricing-lunch',
    'Day rates, value pricing and when to walk away. Bring your current price list; we will work through two examples live.',
  ],
  [
    2,
    '10:00',
    '11:00',
    'mentor@example.com',
    'Cash flow clinic (for my members)',
    'Online (the link arrives by e-mail)',
    'A one-hour session for the members I mentor: we go through each of your thirteen-week forecasts together. Send me yours by the day before.',
    ['mentee@example.com'],
  ],
  [
    3,
    '19:00',
    '21:00',
    'lee.harding@example.com',
    "Market traders' meet-up",
    'The Crown and Anchor, The Barbican, Plymouth',
    'Pitch fees, licences and the best markets in the South West, from people who stand behind a stall every weekend.',
  ],
  [
    4,
    '09:30',
    '11:30',
    'priya.raman@example.com',
    'Bookkeeping basics for sole traders',
    'Enterprise Hub, 12 Park Row, Leeds',
    'Setting up your books, what HMRC expects, Making Tax Digital, and a simple weekly routine that keeps your accounts tidy.',
  ],
  [
    4,
    '17:00',
    '18:00',
    'lee.harding@example.com',
    'One-to-one market review',
    'Online (the link arrives by e-mail)',
    'A private review of your first three months of market trading.',
    ['liam.carter@example.com'],
  ],
  [
    5,
    '13:00',
    '14:00',
    'gareth.llewellyn@example.com',
    'Start Up Loans: questions and answers',
    'Online (the link arrives by e-mail)',
    'How the loan works (£500 to £25,000 at 6% fixed), what goes into the business plan, and what happens after the money arrives.',
  ],
  [
    7,
    '08:00',
    '09:30',
    'fiona.macleod@example.com',
    'Women veterans in business breakfast',
    'The Scotsman Hotel, North Bridge, Edinburgh',
    'A breakfast for women who served and now run, or plan to run, a business. Guest speaker: a former RAF engineer who founded a drone survey company.',
  ],
  [
    8,
    '18:00',
    '19:00',
    'daniel.mensah@example.com',
    'Digital marketing on a shoestring',
    'Online (the link arrives by e-mail)',
    'A practical hour on Google Business Profile, simple social media habits and measuring what works, with no paid advertising.',
  ],
  [
    9,
    '09:30',
    '12:30',
    'mentor@example.com',
    'Winning public sector tenders: half-day workshop',
    'Leeds Civic Hall, Calverley Street, Leeds',
    'Finding the right tenders, reading the specification, writing answers that score, and the social value section where veteran-owned firms can shine.',
  ],
  [
    10,
    '10:00',
    '12:00',
    'helen.brennan@example.com',
    'Employment law for your first hire',
    'Manchester Central Library, St Peter’s Square, Manchester',
    'Contracts, right-to-work checks, pensions auto-enrolment and the Employment Allowance, explained for a business taking on its first employee.',
  ],
  [
    12,
    '18:30',
    '20:30',
    'tom.ashworth@example.com',
    'Pitch practice evening',
    'Engine Shed, Station Approach, Bristol',
    'Five minutes to pitch, five minutes of friendly questions from captains who have invested and been invested in.',
  ],
  [
    14,
    '09:00',
    '16:00',
    'aisha.rahman@example.com',
    'Export readiness workshop',
    'The Exchange, Centenary Square, Birmingham',
    'Is your product ready for overseas customers? Incoterms, customs declarations, the UK Export Academy and finding your first distributor.',
  ],
  [
    16,
    '11:00',
    '12:00',
    'mentor@example.com',
    'Quarterly plan review (for my members)',
    'Whitfield Logistics, Clifton Moor, York',
    'We look back at the quarter’s milestones and set the next three. Bring your updated forecast.',
    ['mentee@example.com'],
  ],
  [
    19,
    '19:00',
    '20:30',
    'claire.donnelly@example.com',
    'From service to self-employed: your first year',
    'Online (the link arrives by e-mail)',
    'Three veterans on what surprised them in their first year of trading, and what they would do differently.',
  ],
];

const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const partsOf = (d: Date) =>
  Object.fromEntries(london.formatToParts(d).map((p) => [p.type, Number(p.value)])) as Record<string, number>;

/** The instant a London wall-clock time on the day `days` from today is. */
function londonTime(days: number, hhmm: string): Date {
  const today = partsOf(new Date());
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const guess = Date.UTC(today.year!, today.month! - 1, today.day! + days, h, m);
  const seen = partsOf(new Date(guess));
  const offset = Date.UTC(seen.year!, seen.month! - 1, seen.day!, seen.hour!, seen.minute!) - guess;
  return new Date(guess - offset);
}

/** Events around today (some already past, for the archive), by demo captains; photos reuse the covers. */
export async function seedDemoEvents(db: Db, storage: Storage, idOf: ReadonlyMap<string, number>) {
  const photos = await Promise.all([0, 2, 4, 7].map((i) => coverSet(storage, i)));
  await db.transaction(async (tx) => {
    for (const [i, [days, from, to, captain, title, address, description, members]] of EVENTS.entries()) {
      const [row] = await tx
        .insert(events)
        .values({
          ownerId: idOf.get(captain)!,
          title,
          description,
          address,
          startsAt: londonTime(days, from),
          endsAt: londonTime(days, to),
          isPrivate: !!members,
          photo: i % 3 === 1 ? null : photos[i % photos.length]!.big,
        })
        .returning({ id: events.id });
      if (members)
        await tx
          .insert(eventMembers)
          .values(members.map((m) => ({ eventId: row!.id, memberId: idOf.get(m)! })));
    }
  });
}
