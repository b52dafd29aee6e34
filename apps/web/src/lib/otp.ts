import { api } from '@keh/contracts';
import { call } from './api';

/**
 * POST auth/send-otp: a four-digit code to the address (sign-up, login, a changed e-mail). Login
 * step 1 passes the password too: the code is sent only when e-mail and password are right.
 */
export function sendOtp(email: string, password?: string) {
  return call(
    api.auth.sendOtp,
    { body: password === undefined ? { email } : { email, password } },
    { auth: false },
  );
}

/** POST auth/confirm-otp. */
export function confirmOtp(email: string, otp: string) {
  return call(api.auth.confirmOtp, { body: { email, otp } }, { auth: false });
}
