import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { MSG } from '@keh/contracts';
import { call, createTestApp, freshIp, type TestApp } from '../test/app';
import { prefersHtml } from './api-reference';
import { operationIdFor, summaryFor } from './openapi';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}

let t: TestApp;
let doc: {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }> };
  [key: string]: unknown;
};
let source: string;
const operations: { method: string; path: string; op: Operation }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
  source = res.body;
  doc = JSON.parse(source);
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) operations.push({ method, path, op });
});
afterAll(() => t.close());

describe('the OpenAPI document (GET /api/docs)', () => {
  it("passes Redocly's recommended ruleset without an error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const show = (severity: string) =>
      problems
        .filter((p) => p.severity === severity)
        .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
    expect(show('error')).toEqual([]);
    // The only warnings left: public reads that take no input and so have no 4xx answer, and the
    // spec's own paths that differ only in where a literal stands (`mentor/mentoring/{id}/feed`
    // beside `mentor/mentoring/milestones/{id}`): the router prefers the literal, so each resolves.
    const allowed = ['operation-4xx-response', 'no-ambiguous-paths'];
    expect(show('warn').filter((w) => !allowed.some((rule) => w.startsWith(rule)))).toEqual([]);
  });

  it('gives every operation a unique operationId and a summary', () => {
    expect(operations.length).toBeGreaterThan(50);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter(({ op }) => !op.summary)).toEqual([]);
    expect(doc.paths['/api/mentor/profile/experience/{id}']!.put!.operationId).toBe(
      'putMentorProfileExperienceById',
    );
  });

  it('states the security of every operation, with 401 (and 403 for roles) where a token is needed', () => {
    for (const { method, path, op } of operations) {
      const where = `${method} ${path}`;
      expect(op.security, where).toBeDefined();
      const signedIn = op.security!.length > 0;
      expect(!!op.responses['401'], where).toBe(signedIn);
      if (op.responses['403']) expect(signedIn, where).toBe(true);
    }
    const op = (path: string, method = 'get') => doc.paths[path]![method]!;
    expect(op('/api/health').security).toEqual([]);
    expect(op('/api/user/profile').security).toEqual([{ bearer: [] }]);
    expect(op('/api/user/profile').responses['403']).toBeUndefined();
    expect(op('/api/mentor/settings', 'post').responses['403']).toBeDefined();
    expect(op('/api/admin/mentee/{id}/survey').security).toEqual([{ bearer: [] }, { tokenQuery: [] }]);
  });

  it('answers 401 without a token on every operation the document says needs one', async () => {
    const secured = operations.filter(({ op }) => op.security!.length > 0);
    expect(secured.length).toBeGreaterThan(30);
    for (const { method, path } of secured) {
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{[^}]+\}/g, '1'),
        remoteAddress: freshIp(),
      });
      expect(res.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('derives 400/422 from the input schemas, 404 from path ids, 429 from rate limits', () => {
    for (const { method, path, op } of operations) {
      const where = `${method} ${path}`;
      const input = !!op.requestBody || !!op.parameters?.length;
      expect(!!op.responses['422'], where).toBe(input);
      expect(!!op.responses['400'], where).toBe(!!op.requestBody);
      expect(!!op.responses['404'], where).toBe(path.includes('{'));
    }
    expect(doc.paths['/api/auth/login']!.post!.responses['429']).toBeDefined();
    expect(doc.paths['/api/user/profile']!.get!.responses['429']).toBeUndefined();
  });

  it('refers every error answer to the one error shape', () => {
    for (const { op } of operations) {
      for (const [code, response] of Object.entries(op.responses)) {
        if (Number(code) < 400) continue;
        const name = response.$ref?.replace('#/components/responses/', '');
        expect(name && doc.components.responses[name], code).toBeTruthy();
      }
    }
    for (const response of Object.values(doc.components.responses))
      expect(response.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Error' });
  });

  it('describes file answers as binary PDFs', () => {
    const pdf = doc.paths['/api/mentor/agreement/pdf']!.get!.responses['200']!;
    expect(pdf.content).toEqual({ 'application/pdf': { schema: { type: 'string', format: 'binary' } } });
    expect(doc.paths['/api/user/profile/cv']!.get!.responses['200']!.content).toHaveProperty([
      'application/pdf',
    ]);
  });

  it('keeps hidden routes out', () => {
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/uploads') || p.startsWith('/api/docs'))).toBe(
      false,
    );
  });

  it('answers malformed and unsupported bodies with the documented statuses and shape', async () => {
    const url = '/api/auth/send-otp';
    const malformed = await call(t.app, {
      method: 'POST',
      url,
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: expect.any(String) });
    const unsupported = await call(t.app, {
      method: 'POST',
      url,
      payload: '<email/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(unsupported.status).toBe(415);
    expect(unsupported.body).toEqual({ message: expect.any(String) });
  });
});

describe('the reference page at /api/docs', () => {
  const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8';

  it('is served to a browser, with no inline script, under the app CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { accept: browser } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toMatch(/accept/i);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => m[1]!.trim())).toEqual([
      'src="/api/docs/scalar.js"',
      'src="/api/docs/reference.js"',
    ]);
    expect(scripts.every((m) => m[2]!.trim() === '')).toBe(true);
  });

  it('serves the viewer and its start script from our origin, revalidated by ETag', async () => {
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/scalar.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/^text\/javascript/);
    expect(bundle.body).toContain('createApiReference');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/docs/scalar.js',
      headers: { 'if-none-match': String(bundle.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const start = await t.app.inject({ method: 'GET', url: '/api/docs/reference.js' });
    expect(start.body).toContain("Scalar.createApiReference('#reference'");
    expect(start.body).toContain('"url": "/api/docs/openapi.json"');
  });

  it('still gives JSON to programs: fetch, curl, generators', async () => {
    for (const accept of [undefined, '*/*', 'application/json', 'application/json, text/html']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs', headers: accept ? { accept } : {} });
      expect(res.headers['content-type'], String(accept)).toMatch(/^application\/json/);
    }
    const json = await call(t.app, { method: 'GET', url: '/api/docs/openapi.json' });
    expect(json.body.openapi).toMatch(/^3\./);
  });
});

describe('derivation helpers', () => {
  it('names operations after method and path', () => {
    expect(operationIdFor('POST', '/api/mentor/profile/avatar')).toBe('postMentorProfileAvatar');
    expect(operationIdFor('DELETE', '/api/mentee/profile/other-expertise/:name')).toBe(
      'deleteMenteeProfileOtherExpertiseByName',
    );
    expect(summaryFor('GET', '/api/user/profile/survey-pdf')).toBe('Get user profile survey PDF');
    expect(summaryFor('PUT', '/api/mentor/profile/experience/:id')).toBe(
      'Replace mentor profile experience {id}',
    );
    expect(summaryFor('POST', '/api/auth/send-otp')).toBe('Send auth send OTP');
  });

  it('tells a browser from a program by Accept', () => {
    expect(prefersHtml('text/html,application/xhtml+xml,*/*;q=0.8')).toBe(true);
    expect(prefersHtml(undefined)).toBe(false);
    expect(prefersHtml('*/*')).toBe(false);
    expect(prefersHtml('application/json')).toBe(false);
    expect(prefersHtml('text/html;q=0.5, application/json')).toBe(false);
    expect(prefersHtml('text/html;q=0.5, */*;q=0.1')).toBe(true);
  });
});

// MSG is the source of the examples in components.responses.
it('uses the spec messages as error examples', () => {
  const example = (name: string) =>
    (
      doc.components.responses[name]!.content['application/json'] as unknown as {
        example: { message: string };
      }
    ).example.message;
  expect(example('Unauthenticated')).toBe(MSG.unauthenticated);
  expect(example('ValidationFailed')).toBe(MSG.invalidData);
});
