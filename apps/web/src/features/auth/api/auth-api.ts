import type { LoginBody, LoginResult, ResetPasswordBody, UpdatePasswordBody } from '@keh/contracts';
import { apiRequest } from '../../../lib/api';

/** POST auth/login is form-encoded (docs/product/api.md). */
export function login(body: LoginBody) {
  return apiRequest<LoginResult>('auth/login', {
    form: { email: body.email, password: body.password },
    auth: false,
  });
}

export function logout() {
  return apiRequest<{ message: string }>('auth/logout', { method: 'POST' });
}

export function requestPasswordReset(body: ResetPasswordBody) {
  return apiRequest<{ message: string }>('auth/password/reset', { json: body, auth: false });
}

/** POST auth/password/update is form-encoded (docs/product/api.md). */
export function updatePassword(body: UpdatePasswordBody) {
  return apiRequest<{ message: string }>('auth/password/update', {
    form: { email: body.email, password: body.password, token: body.token },
    auth: false,
  });
}
