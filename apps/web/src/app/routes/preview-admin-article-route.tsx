import { Box } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import {
  DecisionBar,
  ModerationPanel,
  PreviewProblem,
  StaffOnlyNotice,
  type PreviewProblemKind,
} from '../../features/admin';
import {
  ArticleLoadError,
  ArticleLoading,
  ArticleScreen,
  useModeratedArticle,
} from '../../features/articles';

/**
 * /preview-admin/article/{id}?token=… (docs/product (README and screens)): the article waiting for a decision
 * exactly as readers will see it, between the staff panel and the Publish / Ban bar. It opens from
 * a link carrying a preview token for this article (made from this page, read-only, 15 minutes; no
 * session needed), or with the session when there is none.
 */
export function PreviewAdminArticleRoute() {
  const { articleId } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') || undefined;
  const session = useSession();
  const id = Number(articleId);
  const valid = Number.isInteger(id) && id > 0;
  const article = useModeratedArticle(id, token);
  usePageTitle(article.data ? `Review: ${article.data.title}` : 'Article review');

  const status = isApiError(article.error) ? article.error.status : null;
  let problem: PreviewProblemKind | null = null;
  if (!valid || status === 404) problem = 'not-found';
  else if (status === 401 || (status === 403 && token)) problem = token ? 'expired' : 'sign-in';
  else if (!token && !session) problem = 'sign-in';

  if (problem) return <PreviewProblem kind={problem} />;
  // Signed in, no token, and not staff: the server said no.
  if (status === 403) return <StaffOnlyNotice />;
  if (article.isError) return <ArticleLoadError query={article} />;
  if (!article.data) return <ArticleLoading />;

  return (
    <Box w="100%" style={{ flex: 1 }}>
      <ModerationPanel article={article.data} />
      <ArticleScreen article={article.data} mode="preview" />
      <DecisionBar article={article.data} />
    </Box>
  );
}
