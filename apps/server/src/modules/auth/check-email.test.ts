import { describe, expect, it } from 'vitest';
import { MSG } from '@keh/contracts';
import { call, useTestApp } from '../../test/app';

const t = useTestApp();

describe('e-mail look-up', () => {
  it('POST /api/tools/check-email tells whether an address is taken', async () => {
    const taken = await call(t.app, {
      method: 'POST',
      url: '/api/tools/check-email',
      payload: { email: 'Mentor@example.com' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: [MSG.emailTaken] });
    const free = await call(t.app, {
      method: 'POST',
      url: '/api/tools/check-email',
      payload: { email: 'free@example.com' },
    });
    expect(free).toMatchObject({ status: 200, body: { data: { available: true } } });
  });
});
