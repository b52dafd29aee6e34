import { z } from 'zod';
import { envelope, messageSchema } from '../common';
import { endpoint } from '../endpoint';
import { event, eventBody, eventListQuery } from '../events';
import { idParam } from '../profile';

const captain = ['mentor'] as const;
const one = envelope(event);

/** Events (docs/product/api.md): the day's list, one event, its calendar file, the captain's own. */
export const eventEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/user/events',
    access: 'user',
    query: eventListQuery,
    response: envelope(z.array(event)),
  }),
  one: endpoint({ method: 'GET', path: '/user/events/:id', access: 'user', params: idParam, response: one }),
  ics: endpoint({
    method: 'GET',
    path: '/user/events/:id/ics',
    access: 'user',
    params: idParam,
    produces: 'text/calendar',
  }),
  create: endpoint({
    method: 'POST',
    path: '/mentor/event',
    access: captain,
    body: eventBody,
    encoding: 'multipart',
    response: one,
  }),
  update: endpoint({
    method: 'POST',
    path: '/mentor/events/:id',
    access: captain,
    params: idParam,
    body: eventBody,
    encoding: 'multipart',
    response: one,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/mentor/events/:id',
    access: captain,
    params: idParam,
    response: messageSchema,
  }),
};
