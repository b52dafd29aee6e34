import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MSG, UPLOAD_QUOTA_BYTES, type Article } from '@keh/contracts';
import { call, signIn, useTestApp } from '../../test/app';
import { png, toForm } from '../../test/fixtures';
import { makeDocx } from '../../test/document-makers';
import { pngBomb } from '../../test/probe/png-bomb';
import { eventFields } from '../../test/probe/content-makers';
import { usersRepository } from '../users/users.repository';
import { filesRepository } from './files.repository';

/**
 * The files people's uploads leave in storage: counted per person against the quota, and removed
 * from the storage folder when what used them is replaced or deleted.
 */
const t = useTestApp();
const tokens = {} as Record<'captain' | 'other' | 'member' | 'moderator', string>;
const ids = {} as Record<keyof typeof tokens, number>;

/** The files in the storage folder's area (what is really on disk). */
const onDisk = (area: 'images' | 'documents' | 'files') => {
  const root = (t.app.storage as unknown as { root: string }).root;
  try {
    return new Set(readdirSync(path.join(root, area)).map((name) => `/uploads/${area}/${name}`));
  } catch {
    return new Set<string>();
  }
};
const sizeOnDisk = (url: string) =>
  statSync(path.join((t.app.storage as unknown as { root: string }).root, url.replace('/uploads/', ''))).size;
const used = (who: keyof typeof ids) => filesRepository(t.app.db).usedBytes(ids[who]);

const jpeg = (shade: number) =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: { r: shade, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();
const body = (image: string | null, document: string | null, text = 'Plan twelve weeks ahead.') =>
  JSON.stringify({
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text },
          ...(document
            ? [{ type: 'text', text: 'the plan', marks: [{ type: 'link', attrs: { href: document } }] }]
            : []),
        ],
      },
      ...(image ? [{ type: 'image', attrs: { src: image } }] : []),
    ],
  });

/** A save as the editor sends it; `cover` sends a new photo (and background on a new article). */
async function save(fields: Record<string, string>, opts: { id?: number; cover?: number } = {}) {
  const files: Record<string, { data: Buffer; name: string; type: string }> = {};
  if (opts.cover !== undefined)
    files.preview_big_image = { data: await jpeg(opts.cover), name: 'p.jpg', type: 'image/jpeg' };
  if (!opts.id) files.bg_image = { data: await png(120, 40), name: 'bg.png', type: 'image/png' };
  const form = await toForm(
    {
      title: 'Cash flow',
      body: body(null, null),
      category_id: '1',
      tags: 'cash',
      draft: '1',
      visibility: '1',
      ...fields,
    },
    files,
  );
  const res = await call(t.app, {
    method: 'POST',
    url: opts.id ? `/api/mentor/articles/${opts.id}` : '/api/mentor/articles',
    token: tokens.captain,
    payload: form as never,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Article;
}
const upload = async (kind: 'image' | 'file', data: Buffer, token = tokens.captain) =>
  call(t.app, {
    method: 'POST',
    url: `/api/mentor/articles/upload_${kind}`,
    token,
    payload: (await toForm(
      {},
      { [kind]: { data, name: kind === 'image' ? 'a.png' : 'plan.docx', type: 'application/octet-stream' } },
    )) as never,
  });
const uploaded = async (kind: 'image' | 'file', data: Buffer) => {
  const res = await upload(kind, data);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data[kind] as string;
};
const del = (id: number) =>
  call(t.app, { method: 'DELETE', url: `/api/mentor/articles/${id}`, token: tokens.captain });

beforeAll(async () => {
  const emails = {
    captain: 'mentor@example.com',
    other: 'lee.harding@example.com',
    member: 'mentee@example.com',
    moderator: 'moderator@example.com',
  } as const;
  for (const [who, email] of Object.entries(emails) as [keyof typeof emails, string][]) {
    tokens[who] = await signIn(t.app, email);
    ids[who] = (await usersRepository(t.app.db).findByEmail(email))!.id;
  }
});

describe('an article’s files leave storage when nothing uses them any more', () => {
  it('removes a replaced cover, an image and a document taken out of the body, and all of a deleted draft', async () => {
    const image = await uploaded('image', await png(90, 90));
    const document = await uploaded('file', makeDocx());
    const first = await save({ body: body(image, document) }, { cover: 10 });
    const [cover, background] = [first.preview_big_image!, first.bg_image!];
    for (const url of [image, cover, background]) expect(onDisk('images').has(url)).toBe(true);
    expect(onDisk('documents').has(document)).toBe(true);

    const second = await save({ body: body(image, document) }, { id: first.id, cover: 200 });
    expect(second.preview_big_image).not.toBe(cover);
    expect(onDisk('images').has(cover)).toBe(false);
    expect(onDisk('images').has(second.preview_big_image!)).toBe(true);
    expect(onDisk('images').has(background)).toBe(true);

    await save({ body: body(null, null) }, { id: first.id });
    expect(onDisk('images').has(image)).toBe(false);
    expect(onDisk('documents').has(document)).toBe(false);

    expect((await del(first.id)).status).toBe(200);
    for (const url of [second.preview_big_image!, background]) expect(onDisk('images').has(url)).toBe(false);
  });

  it('keeps a file another of the author’s articles still uses', async () => {
    const image = await uploaded('image', await png(70, 70));
    const a = await save({ body: body(image, null, 'First') }, { cover: 30 });
    const b = await save({ body: body(image, null, 'Second') }, { cover: 40 });
    expect((await del(a.id)).status).toBe(200);
    expect(onDisk('images').has(image)).toBe(true);
    expect(onDisk('images').has(a.preview_big_image!)).toBe(false);
    expect((await del(b.id)).status).toBe(200);
    expect(onDisk('images').has(image)).toBe(false);
  });

  it('keeps the live version’s cover while an edit waits, and removes it once the edit is published', async () => {
    const live = await save({ draft: '0' }, { cover: 50 });
    const moderate = () =>
      call(t.app, {
        method: 'POST',
        url: `/api/admin/articles/${live.id}/publish`,
        token: tokens.moderator,
        payload: {},
      });
    expect((await moderate()).status).toBe(200);
    const edit = await save({ draft: '0' }, { id: live.id, cover: 60 });
    expect(onDisk('images').has(live.preview_big_image!)).toBe(true);
    expect((await moderate()).status).toBe(200);
    expect(onDisk('images').has(live.preview_big_image!)).toBe(false);
    expect(onDisk('images').has(edit.preview_big_image!)).toBe(true);
  });

  it('never removes a file of someone else that an article points at', async () => {
    const others = await upload('image', await png(60, 60), tokens.other);
    const theirs = others.body.data.image as string;
    const mine = await save({ body: body(theirs, null) }, { cover: 70 });
    expect((await del(mine.id)).status).toBe(200);
    expect(onDisk('images').has(theirs)).toBe(true);
  });
});

describe('the upload quota (200 MB a person)', () => {
  it('counts what a person stores, and a replaced picture no more', async () => {
    const avatar = async () =>
      call(t.app, {
        method: 'POST',
        url: '/api/mentee/profile/avatar',
        token: tokens.member,
        payload: (await toForm(
          {},
          { avatar: { data: await png(100, 100), name: 'a.png', type: 'image/png' } },
        )) as never,
      });
    const base = await used('member');
    const first = (await avatar()).body.data.avatar as string;
    expect(await used('member')).toBe(base + sizeOnDisk(first));
    const second = (await avatar()).body.data.avatar as string;
    expect(onDisk('images').has(first)).toBe(false);
    expect(await used('member')).toBe(base + sizeOnDisk(second));
  });

  it('refuses an upload past the quota on its field, before decoding it, and stores nothing', async () => {
    // The captain's storage all but full: one recorded file leaves 300 bytes.
    const filler = `documents/${'f'.repeat(32)}.pdf`;
    await filesRepository(t.app.db).insert([
      {
        key: filler,
        ownerId: ids.captain,
        size: UPLOAD_QUOTA_BYTES - (await used('captain')) - 300,
        use: 'article',
      },
    ]);
    const [images, documents] = [onDisk('images').size, onDisk('documents').size];
    const doc = await upload('file', makeDocx());
    expect(doc.status).toBe(422);
    expect(doc.body.errors).toEqual({ file: [MSG.uploadQuotaReached] });
    // A pixel bomb would be refused for its pixels once its header is read: the quota comes first.
    const bomb = await upload('image', pngBomb(10_000));
    expect(bomb.body.errors).toEqual({ image: [MSG.uploadQuotaReached] });
    const form = await toForm(
      { ...eventFields(Math.floor(Date.now() / 1000) + 86_400 * 3) },
      { event_photo: { data: await png(600, 600), name: 'e.png', type: 'image/png' } },
    );
    const event = await call(t.app, {
      method: 'POST',
      url: '/api/mentor/event',
      token: tokens.captain,
      payload: form as never,
    });
    expect(event.body.errors).toEqual({ event_photo: [MSG.uploadQuotaReached] });
    expect([onDisk('images').size, onDisk('documents').size]).toEqual([images, documents]);
    // Someone else's quota is their own.
    expect((await upload('image', await png(20, 20), tokens.other)).status).toBe(200);
    await filesRepository(t.app.db).remove(ids.captain, [filler]);
    expect((await upload('file', makeDocx())).status).toBe(200);
  });

  it('takes an event photo off the count when it is replaced or the event deleted', async () => {
    const photo = async (shade: number) =>
      (await toForm(eventFields(Math.floor(Date.now() / 1000) + 86_400 * 5), {
        event_photo: {
          data: await sharp({
            create: { width: 600, height: 600, channels: 3, background: { r: shade, g: 0, b: 0 } },
          })
            .png()
            .toBuffer(),
          name: 'e.png',
          type: 'image/png',
        },
      })) as never;
    const base = await used('captain');
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/mentor/event',
      token: tokens.captain,
      payload: await photo(1),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id, photo: first } = created.body.data as { id: number; photo: string };
    expect(await used('captain')).toBe(base + sizeOnDisk(first));
    const updated = await call(t.app, {
      method: 'POST',
      url: `/api/mentor/events/${id}`,
      token: tokens.captain,
      payload: await photo(200),
    });
    const second = updated.body.data.photo as string;
    expect(second).not.toBe(first);
    expect(onDisk('images').has(first)).toBe(false);
    expect(await used('captain')).toBe(base + sizeOnDisk(second));
    await call(t.app, { method: 'DELETE', url: `/api/mentor/events/${id}`, token: tokens.captain });
    expect(onDisk('images').has(second)).toBe(false);
    expect(await used('captain')).toBe(base);
  });
});
