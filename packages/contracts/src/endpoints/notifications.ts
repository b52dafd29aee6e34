import { z } from 'zod';
import { envelope } from '../common';
import { endpoint } from '../endpoint';
import {
  deadLetter,
  deadLetterSendBody,
  digestAudience,
  digestRunBody,
  digestRunResult,
  unsubscribeQuery,
  unsubscribeResult,
} from '../notifications';

const admin = ['admin'] as const;

/** Notifications (decision 0023): the one-click unsubscribe, the admin's digest run and dead letters. */
export const notificationEndpoints = {
  /** No session: the link in the mail is the key. Its token only turns mail settings off. */
  unsubscribe: endpoint({
    method: 'POST',
    path: '/mail/unsubscribe',
    access: 'public',
    query: unsubscribeQuery,
    response: envelope(unsubscribeResult),
  }),
  digestAudience: endpoint({
    method: 'GET',
    path: '/admin/digest',
    access: admin,
    response: envelope(digestAudience),
  }),
  runDigest: endpoint({
    method: 'POST',
    path: '/admin/digest',
    access: admin,
    body: digestRunBody,
    response: envelope(digestRunResult),
  }),
  deadLetters: endpoint({
    method: 'GET',
    path: '/admin/mail/dead-letters',
    access: admin,
    response: envelope(z.array(deadLetter)),
  }),
  sendDeadLetter: endpoint({
    method: 'POST',
    path: '/admin/mail/dead-letters/send',
    access: admin,
    body: deadLetterSendBody,
    response: envelope(z.object({ id: z.string() })),
  }),
};
