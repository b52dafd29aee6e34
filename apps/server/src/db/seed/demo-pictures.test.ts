import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { users } from '../schema';
import { useTestApp } from '../../test/app';
import { avatarSvg, COVER_POOL, COVER_SIZE, coverSvg } from './demo-pictures';

const t = useTestApp();

describe('demo pictures', () => {
  it('draws the same face for the same name and different faces for different names', () => {
    expect(avatarSvg('Sarah', 'Okafor')).toBe(avatarSvg('Sarah', 'Okafor'));
    const faces = new Set(
      ['Sarah Okafor', 'Lee Harding', 'Priya Shah', 'Tom Evans'].map((n) =>
        avatarSvg(...(n.split(' ') as [string, string])),
      ),
    );
    expect(faces.size).toBe(4);
    const covers = new Set(Array.from({ length: COVER_POOL }, (_, n) => coverSvg(n)));
    expect(covers.size).toBe(COVER_POOL);
  });

  it('gives every demo person a stored photo and cover, served like an upload', async () => {
    const people = await t.app.db
      .select({ email: users.email, avatar: users.avatar, bgImage: users.bgImage })
      .from(users);
    expect(people.length).toBeGreaterThan(25);
    for (const p of people) {
      expect(p.avatar, p.email).toMatch(/^\/uploads\/images\/[a-f0-9]{32}\.png$/);
      expect(p.bgImage, p.email).toMatch(/^\/uploads\/images\/[a-f0-9]{32}\.jpg$/);
    }
    expect(new Set(people.map((p) => p.avatar)).size).toBe(people.length);
    expect(new Set(people.map((p) => p.bgImage)).size).toBe(COVER_POOL);

    const avatar = await t.app.inject({ method: 'GET', url: people[0]!.avatar! });
    expect(avatar.statusCode).toBe(200);
    expect(await sharp(avatar.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 320,
      height: 320,
    });
    const cover = await t.app.inject({ method: 'GET', url: people[0]!.bgImage! });
    expect(cover.statusCode).toBe(200);
    expect(await sharp(cover.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      ...COVER_SIZE,
    });
  });
});
