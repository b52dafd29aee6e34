import { z } from 'zod';
import { envelope, messageSchema } from '../common';
import { endpoint } from '../endpoint';
import { idParam } from '../profile';
import {
  blockBody,
  blockedPerson,
  blockParams,
  reportActionBody,
  reportBody,
  reportCreated,
  reportsPage,
  reportsQuery,
  staffReport,
} from '../reports';

const people = ['mentor', 'mentee'] as const;
const staff = ['moderator', 'admin'] as const;
const decided = envelope(staffReport);

/** Reports, the staff queue and its decisions, and blocks (issue 33). */
export const reportEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/reports',
    access: people,
    body: reportBody,
    response: envelope(reportCreated),
  }),
  /** The open queue (oldest first) or the closed reports (newest first): `{ data, meta }`. */
  queue: endpoint({
    method: 'GET',
    path: '/admin/reports',
    access: staff,
    query: reportsQuery,
    response: reportsPage,
  }),
  dismiss: endpoint({
    method: 'POST',
    path: '/admin/reports/:id/dismiss',
    access: staff,
    params: idParam,
    response: decided,
  }),
  hide: endpoint({
    method: 'POST',
    path: '/admin/reports/:id/hide',
    access: staff,
    params: idParam,
    response: decided,
  }),
  warn: endpoint({
    method: 'POST',
    path: '/admin/reports/:id/warn',
    access: staff,
    params: idParam,
    body: reportActionBody,
    response: decided,
  }),
  suspend: endpoint({
    method: 'POST',
    path: '/admin/reports/:id/suspend',
    access: ['admin'],
    params: idParam,
    body: reportActionBody,
    response: decided,
  }),
  blocks: endpoint({
    method: 'GET',
    path: '/blocks',
    access: people,
    response: envelope(z.array(blockedPerson)),
  }),
  block: endpoint({
    method: 'POST',
    path: '/blocks',
    access: people,
    body: blockBody,
    response: envelope(blockedPerson),
  }),
  unblock: endpoint({
    method: 'DELETE',
    path: '/blocks/:user_id',
    access: people,
    params: blockParams,
    response: envelope(messageSchema),
  }),
};
