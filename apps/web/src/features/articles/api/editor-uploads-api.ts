import { apiRequest } from '../../../lib/api';

/**
 * POST mentor/articles/upload_file with the document's own name (the server keeps a cleaned copy
 * of `name` for the link text; without it the link would read 'Document.pdf').
 */
export async function uploadEditorDocument(file: File): Promise<{ file: string; name: string }> {
  const body = new FormData();
  body.append('file', file);
  body.append('name', file.name);
  return apiRequest<{ file: string; name: string }>('mentor/articles/upload_file', {
    method: 'POST',
    multipart: body,
  });
}
