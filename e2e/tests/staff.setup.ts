import { writeFileSync } from 'node:fs';
import { test as setup } from '@playwright/test';
import { apiSignIn } from '../support/profile';
import { ADMIN_TOKEN_FILE } from '../support/staff';

// The demo admin signs in once, before any journey: a sign-in code is single-use, so two workers
// signing the same address in at once would race. Journeys make their own staff with this token.
setup('the demo admin signs in for the journeys', async ({ request }) => {
  writeFileSync(ADMIN_TOKEN_FILE, await apiSignIn(request, 'admin@example.com'));
});
