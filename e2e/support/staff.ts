import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { freshAccount } from './matching';
import { api } from './profile';

/** Where the setup project leaves the demo admin's bearer token for this run. */
export const ADMIN_TOKEN_FILE = `${process.env.E2E_DATA_DIR}.admin-token`;

/** The demo admin's token, signed in once by the setup project. */
export const demoAdminToken = () => readFileSync(ADMIN_TOKEN_FILE, 'utf8');

/**
 * A fresh staff account of its own for one journey (a new account whose role the demo admin
 * changes), so journeys never share a sign-in.
 */
export async function createStaff(request: APIRequestContext, role: 'moderator' | 'admin') {
  const { email, password, id } = await freshAccount(request, 'mentee');
  await api(request, demoAdminToken(), 'POST', `admin/users/${id}/role`, { role });
  return { email, password, id };
}
