import type { FastifyInstance } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { notFound } from '../../lib/errors';
import { createImageService } from './uploads.service';

const IMAGE_TYPES = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' } as const;
const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
const extOf = <T extends object>(name: string) => name.slice(name.lastIndexOf('.') + 1) as keyof T;

/**
 * Public images (avatars, covers, article images) and article documents: server-made names, never
 * executed, served as what they are; documents only as downloads. `?w=` (contracts' IMAGE_WIDTHS)
 * sends a picture scaled down to that width as WebP (an avatar drawn small, an article card).
 */
export async function uploadsRoutes(app: FastifyInstance) {
  const images = createImageService(app.storage);
  // Outside /api (the definitions are `root`), left out of the OpenAPI document and the probe.
  const extras = { tags: ['uploads'], config: {}, schema: { hide: true } };
  route(app, api.uploads.image, extras, async (req, reply) => {
    const image = await images.read(req.params.name, req.query.w);
    if (!image) throw notFound();
    return reply
      .header(
        'content-type',
        image.webp ? 'image/webp' : IMAGE_TYPES[extOf<typeof IMAGE_TYPES>(req.params.name)],
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-disposition', 'inline')
      .send(image.data);
  });
  route(app, api.uploads.document, extras, async (req, reply) => {
    const data = await app.storage.read(`documents/${req.params.name}`);
    if (!data) throw notFound();
    return reply
      .header('content-type', DOCUMENT_TYPES[extOf<typeof DOCUMENT_TYPES>(req.params.name)])
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-disposition', `attachment; filename="document.${extOf(req.params.name)}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(data);
  });
}
