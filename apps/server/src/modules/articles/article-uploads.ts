import {
  ARTICLE_IMAGE_MAX_BYTES,
  ARTICLE_PREVIEW_MAX_BYTES,
  DOCUMENT_MAX_BYTES,
  EDITOR_IMAGE_MAX_BYTES,
  UNSUPPORTED_IMAGE,
  type ArticleSave,
} from '@keh/contracts';
import type { AppContext } from '../../context';
import { checkDocument, processImage } from '../../lib/uploads';
import type { AuthUser } from '../../plugins/auth';
import { filesService } from '../files/files.service';
import { articleFilesRepository } from './article-files.repository';
import type { CardRow } from './articles.repository';

const COVER_SIDE = 2400;
const PREVIEW_SIDE = 1200;
const EDITOR_IMAGE_SIDE = 2000;

/**
 * An article's files (decision 0012): its covers and the editor's images and documents, each
 * checked within the author's upload quota before any decoding, recorded as the author's, and
 * removed from storage once no version of the author's articles uses them.
 */
export const articleUploads = (ctx: AppContext) => {
  const files = filesService(ctx);

  return {
    /**
     * Re-encodes the new images; nothing is stored until every one of them has passed, and nothing
     * is decoded when what was sent would not fit in the author's upload quota.
     */
    async images(captain: AuthUser, body: ArticleSave, stored: CardRow | null) {
      const sent = [
        [
          'preview_big_image',
          body.preview_big_image,
          ARTICLE_IMAGE_MAX_BYTES,
          COVER_SIDE,
          stored?.previewBigImage,
        ],
        ['bg_image', body.bg_image, ARTICLE_IMAGE_MAX_BYTES, COVER_SIDE, stored?.bgImage],
        [
          'preview_small_image',
          body.preview_small_image,
          ARTICLE_PREVIEW_MAX_BYTES,
          PREVIEW_SIDE,
          stored?.previewSmallImage,
        ],
      ] as const;
      const incoming = sent.filter(([, data]) => data);
      if (incoming.length)
        await files.assertRoom(
          captain.id,
          incoming[0]![0],
          incoming.reduce((n, [, data]) => n + (data?.byteLength ?? 0), 0),
        );
      const encoded = [];
      for (const [field, data, maxBytes, maxSide] of sent)
        encoded.push(data ? await processImage(field, data, { maxBytes, maxSide }) : null);
      const urls: (string | null)[] = [];
      const added: string[] = [];
      try {
        for (const [i, img] of encoded.entries()) {
          const field = sent[i]![0];
          const key = img
            ? await files.store(captain.id, 'article', field, 'images', img.ext, img.data)
            : null;
          if (key) added.push(key);
          urls.push(key ? ctx.storage.publicUrl(key) : (sent[i]![4] ?? null));
        }
      } catch (err) {
        await files.release(captain.id, added);
        throw err;
      }
      return {
        values: { previewBigImage: urls[0]!, bgImage: urls[1]!, previewSmallImage: urls[2]! },
        added,
      };
    },

    /** Removes files just stored for a save that then failed. */
    forget: (ownerId: number, keys: string[]) => files.release(ownerId, keys),

    /**
     * Removes from storage the author's article uploads among `urls` that no version of any of their
     * articles uses any more (a replaced cover, an image taken out of the body, a deleted article's).
     */
    async releaseUnused(ownerId: number, urls: string[]) {
      const used = await articleFilesRepository(ctx.db).stillUsed(ownerId, urls);
      await files.release(
        ownerId,
        urls.filter((u) => !used.has(u)),
        ['article'],
      );
    },

    async uploadImage(captain: AuthUser, data: Uint8Array) {
      await files.assertRoom(captain.id, 'image', data.byteLength);
      const img = await processImage('image', data, {
        maxBytes: EDITOR_IMAGE_MAX_BYTES,
        maxSide: EDITOR_IMAGE_SIDE,
        gif: true,
        typeMessage: UNSUPPORTED_IMAGE.text,
      });
      const key = await files.store(captain.id, 'article', 'image', 'images', img.ext, img.data);
      return { image: ctx.storage.publicUrl(key) };
    },

    async uploadFile(captain: AuthUser, data: Uint8Array, name: string | undefined) {
      await files.assertRoom(captain.id, 'file', data.byteLength);
      const doc = await checkDocument('file', data, DOCUMENT_MAX_BYTES);
      const key = await files.store(captain.id, 'article', 'file', 'documents', doc.ext, doc.data);
      const clean = (name ?? '')
        .replace(/[^\w .,()-]/g, '')
        .trim()
        .slice(0, 120);
      return { file: `/uploads/${key}`, name: clean || `Document.${doc.ext}` };
    },
  };
};
