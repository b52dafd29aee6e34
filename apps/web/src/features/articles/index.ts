/**
 * Public API of the articles feature: the article screen (the staff preview composed in app/routes
 * shows it as readers will), and the query keys and moderation hooks the admin feature uses.
 */
export { ArticleLoadError, ArticleLoading, ArticleScreen } from './components/article-screen';
export { articleKeys, useModeratedArticle, useModerationQueue, useModerate } from './api/articles-api';
