import { articlePlainText, type ArticleDoc } from '@keh/contracts';

/**
 * '4 min read' at about 220 words a minute. Apart from article-meta, which the lists use: reading
 * a body needs the body module of the contracts, which the knowledge base's cards do not.
 */
export function readingTime(doc: ArticleDoc): string {
  const words = articlePlainText(doc).split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.round(words / 220))} min read`;
}
