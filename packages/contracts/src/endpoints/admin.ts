import { z } from 'zod';
import {
  assessmentMove,
  auditLogQuery,
  captainAtCapacity,
  auditPage,
  changeRequestRow,
  peoplePage,
  peopleQuery,
  personDetail,
  programmeOverview,
  quietPair,
  roleChangeBody,
  suspendBody,
} from '../admin';
import { envelope } from '../common';
import { endpoint } from '../endpoint';
import { idParam } from '../profile';

const admins = ['admin'] as const;
const person = envelope(personDetail);

/** The staff console's people, change requests, audit log and overview (issue 14). */
export const adminEndpoints = {
  /** A page of accounts, newest sign-ups first: `{ data, meta }`. */
  people: endpoint({
    method: 'GET',
    path: '/admin/users',
    access: admins,
    query: peopleQuery,
    response: peoplePage,
  }),
  /** One account; a preview link may carry a preview token as `?token=` (no bearer). */
  person: endpoint({
    method: 'GET',
    path: '/admin/users/:id',
    access: admins,
    params: idParam,
    response: person,
  }),
  suspend: endpoint({
    method: 'POST',
    path: '/admin/users/:id/suspend',
    access: admins,
    params: idParam,
    body: suspendBody,
    response: person,
  }),
  reactivate: endpoint({
    method: 'POST',
    path: '/admin/users/:id/reactivate',
    access: admins,
    params: idParam,
    response: person,
  }),
  setRole: endpoint({
    method: 'POST',
    path: '/admin/users/:id/role',
    access: admins,
    params: idParam,
    body: roleChangeBody,
    response: person,
  }),
  changeRequests: endpoint({
    method: 'GET',
    path: '/admin/survey-change-requests',
    access: admins,
    response: envelope(z.array(changeRequestRow)),
  }),
  /** Staff actions, newest first: `{ data, meta }`. */
  auditLog: endpoint({
    method: 'GET',
    path: '/admin/audit-log',
    access: admins,
    query: auditLogQuery,
    response: auditPage,
  }),
  overview: endpoint({
    method: 'GET',
    path: '/admin/overview',
    access: admins,
    response: envelope(programmeOverview),
  }),
  /** The whole of each of the overview's lists (it carries their first rows), for their CSV files. */
  goneQuiet: endpoint({
    method: 'GET',
    path: '/admin/overview/gone-quiet',
    access: admins,
    response: envelope(z.array(quietPair)),
  }),
  captainsAtCapacity: endpoint({
    method: 'GET',
    path: '/admin/overview/captains-at-capacity',
    access: admins,
    response: envelope(z.array(captainAtCapacity)),
  }),
  assessmentMoves: endpoint({
    method: 'GET',
    path: '/admin/overview/assessment-moves',
    access: admins,
    response: envelope(z.array(assessmentMove)),
  }),
};
