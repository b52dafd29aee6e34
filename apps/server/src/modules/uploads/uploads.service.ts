import { LRUCache } from 'lru-cache';
import type { Storage } from '../../lib/storage/storage';
import type { ImageWidth } from '@keh/contracts';
import { scaledImage } from '../../lib/uploads';

/** A picture as it is sent: its bytes and whether they are the WebP made for a width. */
export interface ServedImage {
  data: Buffer;
  webp: boolean;
}

/**
 * The public pictures, at the size they are stored or scaled down to one of the widths a page
 * asks for. Scaled copies are made on the first request and kept (at most 32 MB of them, each a
 * few KB; the browser keeps them for a year too), so a list of avatars costs the scaling once.
 */
export function createImageService(storage: Storage) {
  const scaled = new LRUCache<string, Buffer>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (b) => b.length || 1,
  });
  return {
    async read(name: string, width: ImageWidth | undefined): Promise<ServedImage | null> {
      const key = `images/${name}`;
      const cacheKey = `${width}:${name}`;
      const kept = width && scaled.get(cacheKey);
      if (kept) return { data: kept, webp: true };
      const data = await storage.read(key);
      if (!data || !width || name.endsWith('.gif')) return data && { data, webp: false };
      const small = await scaledImage(data, width);
      if (!small) return { data, webp: false };
      scaled.set(cacheKey, small);
      return { data: small, webp: true };
    },
  };
}
