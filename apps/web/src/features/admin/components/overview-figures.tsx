import type { ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { END_REASON_TEXT, QUIET_DAYS, SESSION_QUESTION, type ProgrammeOverview } from '@keh/contracts';
import { OVERVIEW_LISTS, percentText, signedUpPath, signupTotals, waitText } from '../overview';
import { REPORTS_PATH, SESSIONS_PATH } from '../staff';
import classes from './overview.module.css';
import { countOf, grouped } from '../../../lib/counts';

interface FigureProps {
  label: string;
  value: ReactNode;
  detail: ReactNode;
  /** A page (the people list) or an anchor on this page ('#gone-quiet'). */
  to?: string;
  /** What the link opens: 'See them in People'. */
  more?: string;
}

/** One figure: its name, the number and a line on it; the whole card opens the list behind it. */
function Figure({ label, value, detail, to, more }: FigureProps) {
  const body = (
    <>
      <span className={classes.label}>{label}</span>
      <span className={classes.figure}>{typeof value === 'number' ? grouped(value) : value}</span>
      <Text size="sm" c="dimmed" component="span">
        {detail}
      </Text>
      {to && more ? (
        <span className={classes.more}>
          {more}
          <IconArrowRight size={14} aria-hidden="true" />
        </span>
      ) : null}
    </>
  );
  if (!to) return <div className={classes.card}>{body}</div>;
  const className = `${classes.card} ${classes.cardLink}`;
  // An anchor on this page is a plain link, so the browser scrolls to it and moves the focus there.
  return to.startsWith('#') ? (
    <a href={to} className={className}>
      {body}
    </a>
  ) : (
    <Link to={to} className={className}>
      {body}
    </Link>
  );
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The row of figures at the top of the overview, each leading to the list behind it where there is one. */
export function OverviewFigures({ overview }: { overview: ProgrammeOverview }) {
  const signups = signupTotals(overview.signups);
  const { requests, mentorings, milestones } = overview;
  const quiet = mentorings.gone_quiet_total;
  const full = overview.captains_at_capacity_total;
  const moves = overview.assessment_moves_total;
  const up = overview.assessment_moves_up;
  const down = moves - up;
  const lastWeeks = `in the last ${signups.weeks} weeks`;

  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, lg: 3 }}
      spacing="sm"
      className={classes.plainList}
      aria-label="The programme in figures"
    >
      <li>
        <Figure
          label="Members signed up"
          value={signups.members}
          detail={lastWeeks}
          to={signups.from ? signedUpPath('mentee', signups.from) : undefined}
          more="See them in People"
        />
      </li>
      <li>
        <Figure
          label="Business Captains signed up"
          value={signups.captains}
          detail={lastWeeks}
          to={signups.from ? signedUpPath('mentor', signups.from) : undefined}
          more="See them in People"
        />
      </li>
      <li>
        <Figure label="Open requests" value={requests.open} detail={waitText(requests)} />
      </li>
      <li>
        <Figure
          label="Acceptance rate"
          value={percentText(requests.acceptance_rate)}
          detail={
            requests.accepted + requests.declined === 0
              ? 'No request has been answered yet'
              : `${requests.accepted} accepted, ${requests.declined} declined`
          }
        />
      </li>
      <li>
        <Figure
          label="Active mentorings"
          value={mentorings.active}
          detail={`${plural(mentorings.active, 'pair', 'pairs')} working together now`}
        />
      </li>
      <li>
        <Figure
          label="Gone quiet"
          value={quiet}
          detail={`${plural(quiet, 'pair', 'pairs')} with no feed or chat activity for ${QUIET_DAYS} days`}
          to={`#${OVERVIEW_LISTS.goneQuiet.id}`}
          more={quiet ? 'See the pairs' : 'See the list'}
        />
      </li>
      <li>
        <Figure
          label="Milestones done"
          value={milestones.done}
          detail={
            <>
              <Text
                span
                fw={milestones.overdue ? 700 : undefined}
                c={milestones.overdue ? 'red.8' : undefined}
              >
                {grouped(milestones.overdue)} overdue
              </Text>
              , {grouped(milestones.open)} still open
            </>
          }
        />
      </li>
      <li>
        <Figure
          label="Business Captains at capacity"
          value={full}
          detail="with as many Members as they take"
          to={`#${OVERVIEW_LISTS.capacity.id}`}
          more={full ? 'See who' : 'See the list'}
        />
      </li>
      <li>
        <Figure
          label="Assessments that moved"
          value={moves}
          detail={
            moves
              ? `${grouped(up)} up, ${grouped(down)} down on a re-taken Assess Yourself`
              : 'No re-taken Assess Yourself scored differently yet'
          }
          to={`#${OVERVIEW_LISTS.moves.id}`}
          more={moves ? 'See the Members' : 'See the list'}
        />
      </li>
      <li>
        <Figure
          label="Requests expired"
          value={percentText(overview.trust.request_expiry_rate)}
          detail="unanswered in time, of requests settled in the last 90 days"
        />
      </li>
      <li>
        <Figure
          label="Median time to answer"
          value={
            overview.trust.median_answer_hours === null ? '—' : `${overview.trust.median_answer_hours} h`
          }
          detail="from a request to its acceptance or decline, last 90 days"
        />
      </li>
      <li>
        <Figure
          label="Mentorings ended"
          value={overview.trust.endings.reduce((n, e) => n + e.count, 0)}
          detail={
            overview.trust.endings.length
              ? overview.trust.endings
                  .map((e) => `${e.count} ${END_REASON_TEXT[e.reason].toLowerCase()}`)
                  .join(', ')
              : 'No mentoring ended in the last 90 days'
          }
        />
      </li>
      <li>
        <Figure
          label="Reports open"
          value={overview.trust.reports_open}
          detail="waiting for a moderator's decision"
          to={REPORTS_PATH}
          more="See the reports"
        />
      </li>
      <SessionFigures sessions={overview.sessions} />
    </SimpleGrid>
  );
}

/** The sessions' figures (issue 32), each opening its list on the Sessions page. */
function SessionFigures({ sessions }: { sessions: ProgrammeOverview['sessions'] }) {
  const idle = sessions.pairs_without_session_30d_total;
  const captains = sessions.captains_held;
  return (
    <>
      <li>
        <Figure
          label="Sessions held"
          value={sessions.held}
          detail={`${countOf(sessions.hours, 'hour')} of mentoring logged`}
          to={`${SESSIONS_PATH}#held`}
          more="See the sessions"
        />
      </li>
      <li>
        <Figure
          label="Hours per Business Captain"
          value={captains ? `${Math.round((sessions.hours / captains) * 10) / 10} h` : '—'}
          detail={`on average, across ${countOf(captains, 'Business Captain')} who held a session`}
          to={`${SESSIONS_PATH}#captains`}
          more="See their hours"
        />
      </li>
      <li>
        <Figure
          label="Missed sessions"
          value={percentText(sessions.missed_rate)}
          detail="of the sessions logged, missed by one side or both"
          to={`${SESSIONS_PATH}#missed`}
          more="See the missed sessions"
        />
      </li>
      <li>
        <Figure
          label="Usefulness"
          value={sessions.usefulness_avg === null ? '—' : `${sessions.usefulness_avg} / 5`}
          detail={`the average answer to “${SESSION_QUESTION}”`}
          to={`${SESSIONS_PATH}#feedback`}
          more="See low ratings and notes"
        />
      </li>
      <li>
        <Figure
          label="No session in 30 days"
          value={idle}
          detail={`${plural(idle, 'pair', 'pairs')} with no session held or booked`}
          to={`${SESSIONS_PATH}#quiet-pairs`}
          more={idle ? 'See the pairs' : 'See the list'}
        />
      </li>
    </>
  );
}
