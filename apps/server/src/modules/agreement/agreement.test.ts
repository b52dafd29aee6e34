import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/app';

const t = useTestApp();

describe('agreements', () => {
  it.each(['mentor', 'mentee'])('GET /api/%s/agreement is personalised', async (role) => {
    const q = new URLSearchParams({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      business_name: 'Engines Ltd',
    });
    const res = await call(t.app, { method: 'GET', url: `/api/${role}/agreement?${q}` });
    expect(res.status).toBe(200);
    expect(res.body.data.text).toContain('Ada Lovelace');
    expect(res.body.data.text).toContain('Engines Ltd');
    expect(res.body.data.text).not.toMatch(/\{\{/);
    expect(res.body.data.version).toBeTruthy();
  });
});
