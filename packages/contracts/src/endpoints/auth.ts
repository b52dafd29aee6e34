import { z } from 'zod';
import {
  authProviderParams,
  authProvidersResult,
  changePasswordBody,
  checkEmailBody,
  confirmOtpBody,
  loginBody,
  loginResult,
  providerLoginQuery,
  providerLoginResult,
  resetPasswordBody,
  sendOtpBody,
  updatePasswordBody,
} from '../auth';
import { envelope, messageSchema } from '../common';
import { endpoint } from '../endpoint';

const message = envelope(messageSchema);

/** Codes, login and logout, passwords, the address check and sign-in with a provider (decision 0024). */
export const authEndpoints = {
  sendOtp: endpoint({
    method: 'POST',
    path: '/auth/send-otp',
    access: 'public',
    body: sendOtpBody,
    response: envelope(z.object({ sent: z.literal(true) })),
  }),
  confirmOtp: endpoint({
    method: 'POST',
    path: '/auth/confirm-otp',
    access: 'public',
    body: confirmOtpBody,
    response: envelope(z.object({ verified: z.literal(true) })),
  }),
  /** Form-encoded (JSON is accepted too). */
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    body: loginBody,
    encoding: 'form',
    response: envelope(loginResult),
  }),
  logout: endpoint({ method: 'POST', path: '/auth/logout', access: 'user', response: message }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/auth/password/reset',
    access: 'public',
    body: resetPasswordBody,
    response: message,
  }),
  /** Form-encoded (JSON is accepted too). */
  updatePassword: endpoint({
    method: 'POST',
    path: '/auth/password/update',
    access: 'public',
    body: updatePasswordBody,
    encoding: 'form',
    response: message,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/auth/password/change',
    access: 'user',
    body: changePasswordBody,
    response: message,
  }),
  checkEmail: endpoint({
    method: 'POST',
    path: '/tools/check-email',
    access: 'public',
    body: checkEmailBody,
    response: envelope(z.object({ available: z.literal(true) })),
  }),
  providers: endpoint({
    method: 'GET',
    path: '/auth/providers',
    access: 'public',
    response: envelope(authProvidersResult),
  }),
  /** A sign-in button's link: the server sends the browser on to the provider (302). */
  providerRedirect: endpoint({
    method: 'GET',
    path: '/auth/:provider/redirect',
    access: 'public',
    params: authProviderParams,
    status: 302,
  }),
  providerLogin: endpoint({
    method: 'GET',
    path: '/auth/:provider/login',
    access: 'public',
    params: authProviderParams,
    query: providerLoginQuery,
    response: envelope(providerLoginResult),
  }),
};
