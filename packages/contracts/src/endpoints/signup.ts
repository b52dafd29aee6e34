import { loginResult } from '../auth';
import { envelope } from '../common';
import { endpoint } from '../endpoint';
import { menteeRegistration, mentorRegistration } from '../signup';

const session = envelope(loginResult);

/**
 * Sign-up of a Business Captain or a Member: multipart/form-data (the fields of
 * docs/product/entities.md, avatar and CV as files, assess as a JSON string); 201 with a session.
 */
export const signupEndpoints = {
  mentorRegistration: endpoint({
    method: 'POST',
    path: '/auth/mentor/registration',
    access: 'public',
    body: mentorRegistration,
    encoding: 'multipart',
    status: 201,
    response: session,
  }),
  menteeRegistration: endpoint({
    method: 'POST',
    path: '/auth/mentee/registration',
    access: 'public',
    body: menteeRegistration,
    encoding: 'multipart',
    status: 201,
    response: session,
  }),
};
