/**
 * Public API of the articles feature: the article screen (the staff preview composed in app/routes
 * shows it as readers will), the query keys and moderation hooks the admin feature uses, and the
 * picture a card shows.
 */
export { ArticleLoadError, ArticleLoading, ArticleScreen } from './components/article-screen';
export { articleKeys, useModeratedArticle, useModerationQueue, useModerate } from './api/articles-api';
export { cardPicture } from './api/article-queries';
