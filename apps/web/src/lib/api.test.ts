import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, STORAGE_KEYS } from '@keh/contracts';
import type * as ApiModule from './api';

// The browser's storage and fetch (the node test environment has neither).
const stored = new Map<string, string>([[STORAGE_KEYS.token, 'session-token']]);
vi.stubGlobal('window', {
  localStorage: {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  },
  addEventListener: () => undefined,
});
const fetchMock = vi.fn(
  async (_url: string, _init: RequestInit) =>
    new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 }),
);
vi.stubGlobal('fetch', fetchMock);

let callBody: typeof ApiModule.callBody;
beforeAll(async () => {
  ({ callBody } = await import('./api'));
});
beforeEach(() => fetchMock.mockClear());

const sent = () => {
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url, authorization: (init.headers as Record<string, string>).Authorization };
};

describe('callBody', () => {
  it("sends a preview link's token in the query, and not the session's bearer", async () => {
    const survey = api.publicProfile.staffMemberSurvey;
    await expect(callBody(survey, { params: { id: 7 } }, { previewToken: 'pv t' })).rejects.toMatchObject({
      status: 404,
    });
    expect(sent()).toEqual({ url: '/api/admin/mentee/7/survey?token=pv+t', authorization: undefined });
  });

  it("sends the session's bearer and no token in the query otherwise", async () => {
    await expect(callBody(api.publicProfile.staffMemberSurvey, { params: { id: 7 } })).rejects.toMatchObject({
      status: 404,
    });
    expect(sent()).toEqual({ url: '/api/admin/mentee/7/survey', authorization: 'Bearer session-token' });
  });
});
