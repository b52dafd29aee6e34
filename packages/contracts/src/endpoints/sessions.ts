import { z } from 'zod';
import { envelope } from '../common';
import { endpoint } from '../endpoint';
import { idParam } from '../profile';
import {
  calendarFeed,
  calendarSecretParam,
  feedbackSummary,
  nextSessions,
  session,
  sessionAcceptBody,
  sessionCancelBody,
  sessionCreateBody,
  sessionFeedbackBody,
  sessionFeedbackItem,
  sessionLogBody,
  sessionProposeBody,
  sessionRescheduleBody,
  sessionsQuery,
  staffSessionsPage,
  staffSessionsQuery,
} from '../sessions';

const pair = ['mentor', 'mentee'] as const;
const one = envelope(session);

/** Mentoring sessions, the calendar feed and session feedback (docs/product/api.md, Mentoring sessions). */
export const sessionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/sessions',
    access: 'user',
    query: sessionsQuery,
    response: envelope(z.array(session)),
  }),
  next: endpoint({ method: 'GET', path: '/sessions/next', access: pair, response: envelope(nextSessions) }),
  create: endpoint({
    method: 'POST',
    path: '/sessions',
    access: pair,
    body: sessionCreateBody,
    response: one,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/sessions/:id/accept',
    access: pair,
    params: idParam,
    body: sessionAcceptBody,
    response: one,
  }),
  propose: endpoint({
    method: 'POST',
    path: '/sessions/:id/propose',
    access: pair,
    params: idParam,
    body: sessionProposeBody,
    response: one,
  }),
  reschedule: endpoint({
    method: 'POST',
    path: '/sessions/:id/reschedule',
    access: pair,
    params: idParam,
    body: sessionRescheduleBody,
    response: one,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/sessions/:id/cancel',
    access: pair,
    params: idParam,
    body: sessionCancelBody,
    response: one,
  }),
  log: endpoint({
    method: 'POST',
    path: '/sessions/:id/log',
    access: pair,
    params: idParam,
    body: sessionLogBody,
    response: one,
  }),
  feedback: endpoint({
    method: 'POST',
    path: '/sessions/:id/feedback',
    access: pair,
    params: idParam,
    body: sessionFeedbackBody,
    response: one,
  }),
  feedbackSummary: endpoint({
    method: 'GET',
    path: '/mentor/feedback-summary',
    access: ['mentor'],
    response: envelope(feedbackSummary),
  }),
  staffFeedback: endpoint({
    method: 'GET',
    path: '/admin/session-feedback',
    access: ['admin', 'moderator'],
    response: envelope(z.array(sessionFeedbackItem)),
  }),
  /** The held or missed sessions behind the programme overview's figures. */
  staffList: endpoint({
    method: 'GET',
    path: '/admin/sessions',
    access: ['admin'],
    query: staffSessionsQuery,
    response: staffSessionsPage,
  }),
  calendarFeed: endpoint({
    method: 'GET',
    path: '/user/calendar-feed',
    access: 'user',
    response: envelope(calendarFeed),
  }),
  resetCalendarFeed: endpoint({
    method: 'POST',
    path: '/user/calendar-feed/reset',
    access: 'user',
    response: envelope(calendarFeed),
  }),
  /** No bearer: the secret in the path is the key (a calendar app cannot send one). */
  calendarFile: endpoint({
    method: 'GET',
    path: '/calendar/:secret',
    access: 'public',
    params: calendarSecretParam,
    produces: 'text/calendar',
  }),
};
