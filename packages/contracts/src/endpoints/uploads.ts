import { z } from 'zod';
import { endpoint } from '../endpoint';
import { IMAGE_WIDTHS } from '../images';

/** A stored picture's server-made name (the `/uploads/images/<name>` of avatars, covers, articles). */
const storedImageParams = z.object({ name: z.string().regex(/^[a-f0-9]{32}\.(jpg|png|gif)$/) });
/** A stored article document's server-made name. */
const storedDocumentParams = z.object({ name: z.string().regex(/^[a-f0-9]{32}\.(pdf|doc|docx)$/) });

/**
 * Public files, served from the site's root (not under `/api`) and loaded by the address the
 * answers carry; left out of the OpenAPI document.
 */
export const uploadsEndpoints = {
  /** `?w=` (IMAGE_WIDTHS) sends the picture scaled down to that width as WebP. */
  image: endpoint({
    method: 'GET',
    path: '/uploads/images/:name',
    root: true,
    access: 'public',
    params: storedImageParams,
    query: z.object({ w: z.enum(IMAGE_WIDTHS).optional() }),
    produces: 'image/*',
  }),
  /** A PDF or Word document, only as a download. */
  document: endpoint({
    method: 'GET',
    path: '/uploads/documents/:name',
    root: true,
    access: 'public',
    params: storedDocumentParams,
    produces: 'application/octet-stream',
  }),
};
