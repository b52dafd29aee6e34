import { apiRequest } from './api';

/** POST auth/send-otp: a four-digit code to the address (sign-up, login, a changed e-mail). */
export function sendOtp(email: string) {
  return apiRequest<{ sent: boolean }>('auth/send-otp', { json: { email }, auth: false });
}

/** POST auth/confirm-otp. */
export function confirmOtp(email: string, otp: string) {
  return apiRequest<{ verified: boolean }>('auth/confirm-otp', { json: { email, otp }, auth: false });
}
