import { api, type LoginBody, type ResetPasswordBody, type UpdatePasswordBody } from '@keh/contracts';
import { call } from '../../../lib/api';

const e = api.auth;

/** POST auth/login is form-encoded (docs/product/api.md). */
export function login(body: LoginBody) {
  return call(e.login, { body: { email: body.email, password: body.password } }, { auth: false });
}

export function logout() {
  return call(e.logout);
}

export function requestPasswordReset(body: ResetPasswordBody) {
  return call(e.resetPassword, { body }, { auth: false });
}

/** POST auth/password/update is form-encoded (docs/product/api.md). */
export function updatePassword(body: UpdatePasswordBody) {
  return call(
    e.updatePassword,
    { body: { email: body.email, password: body.password, token: body.token } },
    { auth: false },
  );
}
