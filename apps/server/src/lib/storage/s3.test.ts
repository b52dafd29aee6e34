import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@keh/contracts';
import { call, createTestApp, signIn, type TestApp } from '../../test/app';
import { pdf, png, toForm } from '../../test/fixtures';
import { startTestS3, type TestS3 } from '../../test/s3';

let s3: TestS3;
let t: TestApp;
let mentor: string;
let mentee: string;
beforeAll(async () => {
  s3 = await startTestS3();
  // Demo seed included: the demo people's pictures go to the bucket too.
  t = await createTestApp({ s3: s3.config });
  mentor = await signIn(t.app, 'mentor@example.com');
  mentee = await signIn(t.app, 'mentee@example.com');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const upload = async (
  token: string,
  url: string,
  field: string,
  file: { data: Buffer; name: string; type: string },
) => call(t.app, { method: 'POST', url, token, payload: (await toForm({}, { [field]: file })) as never });

describe('files in object storage (S3_*)', () => {
  it('stores an uploaded picture in the bucket and serves it from its usual URL', async () => {
    const before = await s3.keys();
    expect(before.some((k) => k.startsWith('images/'))).toBe(true); // the demo seed's pictures
    const res = await upload(mentor, '/api/mentor/profile/avatar', 'avatar', {
      data: await png(300, 300),
      name: 'me.png',
      type: 'image/png',
    });
    expect(res.status).toBe(200);
    const url: string = res.body.data.avatar;
    const key = /^\/uploads\/(images\/[a-f0-9]{32}\.(?:jpg|png))/.exec(url)?.[1];
    expect(key).toBeDefined();
    expect(await s3.keys()).toContain(key);
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toMatch(/^image\//);
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ method: 'GET', url: `${url}?w=64` })).headers['content-type']).toBe(
      'image/webp',
    );
  });

  it('keeps a CV private: in the bucket, sent only to its owner', async () => {
    const details = {
      first_name: 'Sarah',
      last_name: 'Collins',
      email: 'mentee@example.com',
      'business_sector[id]': '2',
    };
    const form = await toForm(details, { cv: { data: pdf(), name: 'cv.pdf', type: 'application/pdf' } });
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/mentee/profile/details',
      token: mentee,
      payload: form as never,
    });
    expect(res.status).toBe(200);
    expect((await s3.keys()).some((k) => k.startsWith('files/'))).toBe(true);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile/cv',
      headers: { authorization: `Bearer ${mentee}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdf())).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/user/profile/cv',
          headers: { authorization: `Bearer ${mentor}` },
        })
      ).statusCode,
    ).toBe(404);
    expect(own.headers['content-type']).toBe('application/pdf');
    // No public URL reaches the private area.
    const key = (await s3.keys()).find((k) => k.startsWith('files/'))!;
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
  });

  it('with the store down: uploads answer 503 with the generic message, the rest keeps working', async () => {
    await s3.stop();
    try {
      const res = await upload(mentor, '/api/mentor/profile/avatar', 'avatar', {
        data: await png(100, 100),
        name: 'me.png',
        type: 'image/png',
      });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: MSG.generic });
      expect((await call(t.app, { method: 'GET', url: '/api/user/profile', token: mentor })).status).toBe(
        200,
      );
      expect((await call(t.app, { method: 'GET', url: '/api/health' })).status).toBe(200);
      expect((await call(t.app, { method: 'GET', url: '/api/ready' })).status).toBe(503);
    } finally {
      await s3.start();
    }
    expect((await call(t.app, { method: 'GET', url: '/api/ready' })).status).toBe(200);
  });
});
