import { useEffect } from 'react';
import { Box, Container } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { REMOVED_BY_MODERATOR } from '@keh/contracts';
import { MembersOnlyModal } from '../../../components/members-only-modal';
import { NotFoundView } from '../../../components/page-state-screens';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useArticle } from '../api/articles-api';
import { ArticlePlaceholder } from '../components/article-skeletons';
import { ArticleLoadError, ArticleLoading, ArticleScreen } from '../components/article-screen';

/**
 * /post/{articleId} (docs/product/screens.md). A missing article, or one the reader may not read, is 404 and
 * goes to the not-found route for everyone; a guest who opens an article every member may read is
 * answered 401 `members_only` and asked to sign up (issue 28; decision 0018).
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
  const membersOnly = !session && status === 401 && isMembersOnly(article.error);
  useEffect(() => {
    if (missing) void navigate('/not-found', { replace: true });
  }, [missing, navigate]);

  if (status === 410) {
    return (
      <NotFoundView
        code="Article removed"
        title={REMOVED_BY_MODERATOR}
        text="A moderator took this article down after a report: it went against our community guidelines."
      />
    );
  }
  if (membersOnly) {
    return (
      <Container size="lg" py="xl" w="100%">
        <ArticlePlaceholder />
        <MembersOnlyModal opened onClose={() => void navigate('/base')} />
      </Container>
    );
  }
  if (article.isError && !missing && !membersOnly) return <ArticleLoadError query={article} />;
  if (!article.data) return <ArticleLoading />;

  return (
    <Box w="100%" style={{ flex: 1 }}>
      <ArticleScreen article={article.data} mode="reader" />
    </Box>
  );
}

function isMembersOnly(error: unknown): boolean {
  const body = isApiError(error) ? error.body : null;
  return typeof body === 'object' && body !== null && 'members_only' in body && body.members_only === true;
}
