import { z } from 'zod';
import {
  accountDeleteBody,
  accountDeletion,
  deletionOverview,
  eraseBody,
  pendingDeletions,
} from '../account-deletion';
import { envelope } from '../common';
import { endpoint } from '../endpoint';
import { consentBody, consentItem, dataExport, dataExportCreated } from '../privacy';
import { idParam } from '../profile';

const consents = envelope(z.array(consentItem));
const deletion = envelope(accountDeletion);

/** The privacy centre: consents, copies of one's data, account deletion and staff erasure (issue 31). */
export const privacyEndpoints = {
  consents: endpoint({ method: 'GET', path: '/user/consents', access: 'user', response: consents }),
  acceptConsent: endpoint({
    method: 'POST',
    path: '/user/consents',
    access: 'user',
    body: consentBody,
    response: consents,
  }),
  /** Queues a copy of one's data (once a day); `latestExport` follows it. */
  requestExport: endpoint({
    method: 'POST',
    path: '/user/data-export',
    access: 'user',
    status: 202,
    response: envelope(dataExportCreated),
  }),
  latestExport: endpoint({
    method: 'GET',
    path: '/user/data-export',
    access: 'user',
    response: envelope(dataExport.nullable()),
  }),
  /** The ZIP, once, to the one who asked for it, until it expires. */
  downloadExport: endpoint({
    method: 'GET',
    path: '/user/data-export/:id/download',
    access: 'user',
    params: idParam,
    produces: 'application/zip',
  }),
  /** Queues a copy of a person's data for the admin who asks (audited). */
  exportFor: endpoint({
    method: 'POST',
    path: '/admin/users/:id/export',
    access: ['admin'],
    params: idParam,
    status: 202,
    response: envelope(dataExportCreated),
  }),
  deletionOverview: endpoint({
    method: 'GET',
    path: '/user/account/delete',
    access: 'user',
    response: envelope(deletionOverview),
  }),
  /** Confirmed with the password or a mailed code. */
  requestDeletion: endpoint({
    method: 'POST',
    path: '/user/account/delete',
    access: 'user',
    body: accountDeleteBody,
    response: deletion,
  }),
  sendDeletionCode: endpoint({
    method: 'POST',
    path: '/user/account/delete/code',
    access: 'user',
    response: deletion,
  }),
  cancelDeletion: endpoint({
    method: 'POST',
    path: '/user/account/delete/cancel',
    access: 'user',
    response: deletion,
  }),
  erase: endpoint({
    method: 'POST',
    path: '/admin/users/:id/erase',
    access: ['admin'],
    params: idParam,
    body: eraseBody,
    response: deletion,
  }),
  pendingDeletions: endpoint({
    method: 'GET',
    path: '/admin/deletions',
    access: ['admin'],
    response: pendingDeletions,
  }),
};
