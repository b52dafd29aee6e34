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

/** Text as sanitize-html writes it out: `&`, `<` and `>` escaped, quotes left as they are. */
const escapeText = (s: string) =>
  s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

/**
 * A task title's `[title](url)` links as safe HTML (docs/product/validation.md): the text escaped, only
 * http(s) links, each opening in a new tab with rel=noopener; sanitize-html checks the result. A
 * title with no `](` holds no link: its HTML is its text escaped as sanitize-html would write it
 * (sanitize.test.ts checks both agree), without parsing it (a captain's Members list shows every
 * task of every plan).
 */
export function taskTitleHtml(markdown: string) {
  return markdown.includes('](') ? linkedTitleHtml(markdown) : escapeText(markdown);
}

/** taskTitleHtml the long way: links made, then the whole parsed and sanitised. */
export function linkedTitleHtml(markdown: string) {
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
