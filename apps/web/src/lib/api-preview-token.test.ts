import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@keh/contracts';
import { call, isApiError } from './api';

/** What the browser was asked to fetch (the answer: a 404, as for an expired preview link). */
function recordFetch() {
  const seen: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      seen.push({ url, headers: init.headers as Record<string, string> });
      return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    }),
  );
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('call with a preview token (routes with tokenInQuery)', () => {
  it('sends it as ?token= on the defined path, without a bearer', async () => {
    const seen = recordFetch();
    const failure = await call(api.admin.person, { params: { id: 7 } }, { previewToken: 'p r/v' }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(failure) && failure.status).toBe(404);
    expect(seen).toEqual([
      { url: '/api/admin/users/7?token=p+r%2Fv', headers: { Accept: 'application/json' } },
    ]);
  });

  it('sends no token in the query without one', async () => {
    const seen = recordFetch();
    await call(api.admin.person, { params: { id: 7 } }).catch(() => undefined);
    expect(seen.map((s) => s.url)).toEqual(['/api/admin/users/7']);
  });
});
