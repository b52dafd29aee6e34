/**
 * Public API of the articles feature: the article as readers see it (used by the staff preview
 * composed in app/routes) and the query keys and hooks others may use.
 */
export { ArticleView, type ArticleViewProps } from './components/article-view';
/** The allow-listed body renderer and the knowledge base card (e.g. for staff lists). */
export { ArticleBody } from './components/article-body';
export { ArticleCardView } from './components/article-card';
export {
  articleKeys,
  useArticles,
  useModeratedArticle,
  useModerationQueue,
  useModerate,
} from './api/articles-api';
