import { Typography } from '@mantine/core';

/** HTML the server sanitised on write (an allow-list of tags, safe links only). */
export function RichTextView({ html }: { html: string }) {
  return (
    <Typography
      fz="sm"
      style={{ overflowWrap: 'anywhere' }}
      // The server cleans professional_experience with sanitize-html before storing it.
      dangerouslySetInnerHTML={{ __html: looksLikeHtml(html) ? html : toParagraphs(html) }}
    />
  );
}

function looksLikeHtml(text: string) {
  return /<\/?(p|ul|ol|li|strong|em|b|i|a|br|h[2-4]|blockquote)\b/i.test(text);
}

/** Plain text (older entries) as escaped paragraphs. */
function toParagraphs(text: string) {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .split(/\n{2,}/)
    .map((part) => `<p>${escape(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
