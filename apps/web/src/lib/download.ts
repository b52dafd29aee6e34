import { MSG } from '@keh/contracts';
import { ApiError } from './api';
import { clearSession, getToken } from './session';

/**
 * Fetches a protected file (a PDF, a CV) with the bearer token and hands it to the browser as a
 * download (`saveBlob`).
 */
export async function downloadFile(path: string, filename: string, signal?: AbortSignal): Promise<void> {
  const token = getToken();
  const url = `/api/${path.replace(/^\/+/, '').replace(/^api\//, '')}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, MSG.generic);
  }
  if (!response.ok) {
    if (response.status === 401 && token) clearSession();
    let message: string = MSG.generic;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string' && response.status < 500) message = body.message;
    } catch {
      // Not JSON: keep the generic text.
    }
    throw new ApiError(response.status, message);
  }
  saveBlob(await response.blob(), filename);
}

/** Hands a file the browser holds to the person as a download: object URL → a temporary link click. */
export function saveBlob(blob: Blob, filename: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
