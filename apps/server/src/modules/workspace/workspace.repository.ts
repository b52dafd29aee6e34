import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { param, preparedQuery } from '../../db/prepared';
import { feedJsonSql } from '../feed/feed.read-model';
import { mentoringsView as m } from '../mentoring/mentoring.read-model';
import { planJsonSql } from '../plans/plans.read-model';
import { people, personColumns } from '../users/users.read-model';

type Side = 'mentor' | 'mentee';

const reader = param('userId');

/**
 * The running mentorings of a person on one side of them (`member`: with that Member alone), newest
 * first, each with the other person, its plan and its feed as the person reads it: the whole
 * workspace in one statement (issue 27), built and prepared once per shape. It reads the others'
 * tables only through their read models.
 */
const workspacesQuery = (side: Side, oneMember: boolean) =>
  preparedQuery(
    (db, name) => {
      const other = side === 'mentor' ? m.menteeId : m.mentorId;
      const own = side === 'mentor' ? m.mentorId : m.menteeId;
      return db
        .select({
          id: m.id,
          menteeId: m.menteeId,
          mentorId: m.mentorId,
          mentoringName: m.mentoringName,
          createdAt: m.createdAt,
          person: personColumns,
          plan: planJsonSql(m.id),
          feed: feedJsonSql(m.id, reader),
        })
        .from(m)
        .innerJoin(people, eq(people.id, other))
        .where(and(eq(own, reader), isNull(m.endedAt), oneMember ? eq(other, param('memberId')) : undefined))
        .orderBy(desc(m.createdAt))
        .prepare(name);
    },
    `workspace_${side}${oneMember ? '_one' : ''}`,
  );

const queries = {
  mentor: [workspacesQuery('mentor', false), workspacesQuery('mentor', true)],
  mentee: [workspacesQuery('mentee', false), workspacesQuery('mentee', true)],
} as const;

export const workspaceRepository = (db: DbOrTx) => ({
  workspaces: (side: Side, userId: number, memberId?: number) =>
    memberId === undefined
      ? queries[side][0](db).execute({ userId })
      : queries[side][1](db).execute({ userId, memberId }),
});
