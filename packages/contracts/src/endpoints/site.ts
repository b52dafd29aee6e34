import { z } from 'zod';
import { agreementQuery, agreementResult, questionBody } from '../auth';
import { envelope, messageSchema } from '../common';
import { outboxMessage, outboxQuery } from '../dev';
import { endpoint } from '../endpoint';

const agreement = envelope(agreementResult);

/**
 * What stands around the product: health and readiness, 'raise a query', the agreements (and
 * their PDFs) of the sign-up steps, and demo mode's outbox.
 */
export const siteEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    response: envelope(z.object({ status: z.literal('ok') })),
  }),
  /** 503 `{ message }` while the process drains (the server adds that answer's schema). */
  ready: endpoint({
    method: 'GET',
    path: '/ready',
    access: 'public',
    response: envelope(z.object({ status: z.literal('ready') })),
  }),
  question: endpoint({
    method: 'POST',
    path: '/question',
    access: 'public',
    body: questionBody,
    response: envelope(messageSchema),
  }),
  mentorAgreement: endpoint({
    method: 'GET',
    path: '/mentor/agreement',
    access: 'public',
    query: agreementQuery,
    response: agreement,
  }),
  menteeAgreement: endpoint({
    method: 'GET',
    path: '/mentee/agreement',
    access: 'public',
    query: agreementQuery,
    response: agreement,
  }),
  mentorAgreementPdf: endpoint({
    method: 'GET',
    path: '/mentor/agreement/pdf',
    access: 'public',
    query: agreementQuery,
    produces: 'application/pdf',
  }),
  menteeAgreementPdf: endpoint({
    method: 'GET',
    path: '/mentee/agreement/pdf',
    access: 'public',
    query: agreementQuery,
    produces: 'application/pdf',
  }),
  /** Demo mode only (404 otherwise): the mail that did not go to SMTP. */
  devOutbox: endpoint({
    method: 'GET',
    path: '/dev/outbox',
    access: 'public',
    query: outboxQuery,
    response: z.object({ data: z.array(outboxMessage) }),
  }),
};
