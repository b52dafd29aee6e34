import sanitizeHtml from 'sanitize-html';
import { TASK_LINK, isSafeLink } from '@keh/contracts';

/** HTML from users (rich-text fields) is cleaned on write: an allow-list of tags, safe links only. */
export const sanitizeRichText = (html: string) =>
  sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'a',
      'h2',
      'h3',
      'h4',
      'blockquote',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    },
  }).trim();

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A task title's `[title](url)` links as safe HTML (docs/product/validation.md): the text escaped, only
 * http(s) links, each opening in a new tab with rel=noopener; sanitize-html checks the result.
 */
export function taskTitleHtml(markdown: string) {
  let html = '';
  let last = 0;
  for (const m of markdown.matchAll(TASK_LINK)) {
    const [whole, text = '', url = ''] = m;
    html += escapeHtml(markdown.slice(last, m.index));
    html += isSafeLink(url)
      ? `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(text)}</a>`
      : escapeHtml(whole);
    last = m.index + whole.length;
  }
  html += escapeHtml(markdown.slice(last));
  return sanitizeHtml(html, {
    allowedTags: ['a'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https'],
  });
}
