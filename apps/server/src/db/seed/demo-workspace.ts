import type { Db } from '../client';
import {
  feedComments,
  feedReads,
  mentoringRequests,
  mentorings,
  milestones,
  tasks,
  templates,
} from '../schema';

const DAY = 24 * 60 * 60_000;
const at = (days: number, hour = 17) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

interface PlanItem {
  name: string;
  deadline: number;
  notes?: string;
  /** [title, mentee_done, mentor_done] */
  tasks: [string, boolean, boolean | null][];
}

/** Two months into the mentoring: the launch plan, some of it done, one milestone overdue. */
const PLAN: PlanItem[] = [
  {
    name: 'Business plan and numbers',
    deadline: -40,
    notes: 'Get the plan to a state a lender would read.',
    tasks: [
      ['Write a one-page business plan', true, true],
      ['Draft a 12-month [cash flow forecast](https://www.gov.uk/write-business-plan)', true, true],
      ['Price the menu with margins for each drink', true, null],
    ],
  },
  {
    name: 'Pitch and premises',
    deadline: -5,
    notes: 'Harbourside market pitch or the station forecourt: compare footfall and rent.',
    tasks: [
      ['Visit both pitches at the morning rush', true, null],
      ['Ask the council about a street trading licence', false, null],
      ['Get a quote for van insurance', false, null],
    ],
  },
  {
    name: 'Launch week',
    deadline: 21,
    tasks: [
      ['Order the first stock', false, null],
      ['Post opening offers on social media', false, null],
      ['Invite the Royal Navy association branch', false, null],
    ],
  },
];

const TEMPLATE: PlanItem[] = [
  {
    name: 'First month: foundations',
    deadline: 30,
    tasks: [
      ['Agree how often we meet', false, null],
      ['Write down three goals for the year', false, null],
    ],
  },
  {
    name: 'Money basics',
    deadline: 60,
    tasks: [
      ['Open a business bank account', false, null],
      ['Set up [bookkeeping](https://www.gov.uk/self-employed-records)', false, null],
    ],
  },
];

/** The demo pair (mentor@ and mentee@example.com) at work: a running plan, a template, a feed with history. */
export async function seedDemoWorkspace(db: Db, ids: { captain: number; member: number }) {
  const [request] = await db
    .insert(mentoringRequests)
    .values({ menteeId: ids.member, mentorId: ids.captain, status: 'accepted', createdAt: at(-62) })
    .returning();
  const [mentoring] = await db
    .insert(mentorings)
    .values({
      mentorId: ids.captain,
      menteeId: ids.member,
      requestId: request!.id,
      mentoringName: 'Harbourside Coffee Co. with James Whitfield',
      createdAt: at(-60),
    })
    .returning();
  const [template] = await db
    .insert(templates)
    .values({ mentorId: ids.captain, templateName: 'New founder: first 60 days', createdAt: at(-90) })
    .returning();

  async function addPlan(owner: { mentoringId: number } | { templateId: number }, items: PlanItem[]) {
    for (const item of items) {
      const done = item.tasks.every(([, mentee, mentor]) => mentor ?? mentee);
      const [m] = await db
        .insert(milestones)
        .values({
          ...owner,
          milestoneName: item.name,
          deadline: at(item.deadline),
          notes: item.notes ?? null,
          completedAt: done && 'mentoringId' in owner ? at(item.deadline - 3) : null,
        })
        .returning();
      await db.insert(tasks).values(
        item.tasks.map(([title, menteeDone, mentorDone], position) => ({
          milestoneId: m!.id,
          title,
          position,
          menteeDone,
          mentorDone,
        })),
      );
    }
  }
  await addPlan({ mentoringId: mentoring!.id }, PLAN);
  await addPlan({ templateId: template!.id }, TEMPLATE);

  const story: [days: number, owner: number | null, actor: number | null, body: string][] = [
    [
      -60,
      ids.captain,
      null,
      'Welcome aboard, Sarah! I have put a first plan together: have a look and tell me what is missing.',
    ],
    [
      -59,
      ids.member,
      null,
      'Thanks James, this is exactly what I needed. I will start on the forecast this week.',
    ],
    [-45, null, ids.member, 'Task “Draft a 12-month cash flow forecast” is done.'],
    [-43, null, ids.captain, 'Milestone “Business plan and numbers” is complete.'],
    [
      -20,
      ids.captain,
      null,
      'Great work on the numbers. Next: the pitch. Go and count customers at 8am at both sites.',
    ],
    [
      -3,
      ids.member,
      null,
      'Counted 140 people an hour at the harbour and 90 at the station. Harbour it is, I think!',
    ],
    [-1, ids.captain, null, 'Agreed. Chase the council about the licence this week: it is the long pole.'],
  ];
  const comments = await db
    .insert(feedComments)
    .values(
      story.map(([days, ownerId, actorId, body]) => ({
        mentoringId: mentoring!.id,
        ownerId,
        actorId,
        body,
        createdAt: at(days, 9),
      })),
    )
    .returning();
  // Sarah has read everything but James's latest message; James has read everything.
  const reads = comments.flatMap((c, i) => [
    ...(c.ownerId !== ids.captain ? [{ commentId: c.id, userId: ids.captain }] : []),
    ...(c.ownerId !== ids.member && i < comments.length - 1 ? [{ commentId: c.id, userId: ids.member }] : []),
  ]);
  await db.insert(feedReads).values(reads);
}
