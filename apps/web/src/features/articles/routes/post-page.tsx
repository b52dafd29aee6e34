import { useEffect } from 'react';
import { Box, Container } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MembersOnlyModal } from '../../../components/members-only-modal';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useArticle } from '../api/articles-api';
import { ArticlePlaceholder } from '../components/article-skeletons';
import { ArticleLoadError, ArticleLoading, ArticleScreen } from '../components/article-screen';

/**
 * /post/{articleId} (spec section 2). The API answers 404 both for a missing article and for one
 * the reader may not read: a member goes to the not-found route, a guest is asked to sign up.
 */
export function PostPage() {
  const { articleId } = useParams();
  const [search] = useSearchParams();
  const id = Number(articleId);
  const valid = Number.isInteger(id) && id > 0;
  const session = useSession();
  const navigate = useNavigate();
  const article = useArticle(id, search.get('search') === '1');
  usePageTitle(article.data?.title ?? 'Knowledge Base');

  const status = isApiError(article.error) ? article.error.status : null;
  const missing = !valid || status === 404;
  const goNotFound = missing && Boolean(session);
  useEffect(() => {
    if (goNotFound) void navigate('/not-found', { replace: true });
  }, [goNotFound, navigate]);

  if (missing && !session) {
    return (
      <Container size="lg" py="xl" w="100%">
        <ArticlePlaceholder />
        <MembersOnlyModal opened onClose={() => void navigate('/base')} />
      </Container>
    );
  }
  if (article.isError && !missing) return <ArticleLoadError query={article} />;
  if (!article.data) return <ArticleLoading />;

  return (
    <Box w="100%" style={{ flex: 1 }}>
      <ArticleScreen article={article.data} mode="reader" />
    </Box>
  );
}
