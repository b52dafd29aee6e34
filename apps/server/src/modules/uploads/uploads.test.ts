import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/app';

// A pass-through spy: it counts the decodes (scaling a picture is one).
vi.mock('sharp', async (original) => {
  const real = ((await original()) as { default: typeof sharp }).default;
  return { default: vi.fn((...args: Parameters<typeof sharp>) => real(...args)) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A stored picture's URL, as an upload leaves it. */
async function stored(ext: string, data: Buffer) {
  return t.app.storage.publicUrl(await t.app.storage.put('images', ext, data));
}
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a4b7c' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="40%" cy="40%" r="30%" fill="#d4b483"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

describe('GET /uploads/images/:name', () => {
  it('sends the picture as stored, and scaled down to a width as WebP when asked', async () => {
    const original = await photo(320, 320);
    const url = await stored('png', original);
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('image/png');
    expect(plain.rawPayload.equals(original)).toBe(true);

    for (const width of [64, 128, 256]) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?w=${width}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: width });
      expect(res.rawPayload.length).toBeLessThan(original.length / 2);
    }
    // Asked again: kept, not scaled again.
    vi.mocked(sharp).mockClear();
    const again = await t.app.inject({ method: 'GET', url: `${url}?w=64` });
    expect(again.headers['content-type']).toBe('image/webp');
    expect(sharp).not.toHaveBeenCalled();
  });

  it('keeps the shape of a wide picture and never scales one up', async () => {
    const url = await stored(
      'jpg',
      await sharp(await photo(200, 100))
        .jpeg()
        .toBuffer(),
    );
    const half = await sharp(
      (await t.app.inject({ method: 'GET', url: `${url}?w=128` })).rawPayload,
    ).metadata();
    expect(half).toMatchObject({ width: 128, height: 64 });
    const same = await sharp(
      (await t.app.inject({ method: 'GET', url: `${url}?w=256` })).rawPayload,
    ).metadata();
    expect(same).toMatchObject({ format: 'webp', width: 200, height: 100 });
    // An article's preview (stored 800 px wide), as its card asks for it.
    const preview = await stored(
      'jpg',
      await sharp(await photo(800, 500))
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
    const card = await t.app.inject({ method: 'GET', url: `${preview}?w=768` });
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 768,
      height: 480,
    });
  });

  it('sends an animated GIF as it is, and refuses other widths and unknown names', async () => {
    const gif = await sharp(await photo(80, 80))
      .gif()
      .toBuffer();
    const url = await stored('gif', gif);
    const res = await t.app.inject({ method: 'GET', url: `${url}?w=64` });
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.rawPayload.equals(gif)).toBe(true);

    expect((await t.app.inject({ method: 'GET', url: `${url}?w=100` })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: `${url}?w=64&w=128` })).statusCode).toBe(422);
    const missing = '/uploads/images/0123456789abcdef0123456789abcdef.png';
    expect((await t.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${missing}?w=64` })).statusCode).toBe(404);
  });

  it('sends bytes that do not decode as they are stored, not an error', async () => {
    const broken = Buffer.concat([(await photo(64, 64)).subarray(0, 60), Buffer.alloc(40)]);
    const url = await stored('png', broken);
    const res = await t.app.inject({ method: 'GET', url: `${url}?w=64` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(broken)).toBe(true);
  });
});
