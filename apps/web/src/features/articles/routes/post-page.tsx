import { useEffect } from 'react';
import { Box, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MembersOnlyModal } from '../../../components/members-only-modal';
import { ErrorState } from '../../../components/query-states';
import { errorText, isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useArticle } from '../api/articles-api';
import { ArticlePlaceholder } from '../components/article-skeletons';
import { ArticleView } from '../components/article-view';
import { PostMoreArticles } from '../components/post-more-articles';

export const POST_LOADING_TEXT = '...loading';

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
  if (article.isError && !missing) {
    return (
      <Container size="sm" py="xl" w="100%">
        <ErrorState
          message={errorText(article.error)}
          onRetry={() => void article.refetch()}
          retrying={article.isFetching}
        />
      </Container>
    );
  }
  if (!article.data) {
    return (
      <Center py={96} role="status" aria-live="polite" w="100%">
        <Stack align="center" gap="xs">
          <Loader color="navy" aria-hidden="true" />
          <Text c="dimmed">{POST_LOADING_TEXT}</Text>
        </Stack>
      </Center>
    );
  }

  return (
    <Box w="100%" style={{ flex: 1 }}>
      <Container size="lg" px={{ base: 0, md: 'md' }} pt={{ base: 0, md: 'lg' }}>
        <ArticleView article={article.data} mode="reader" />
      </Container>
      <Box bg="gray.0" mt={{ base: 'lg', md: 48 }}>
        <Container size="lg" py={{ base: 32, md: 56 }}>
          <PostMoreArticles currentId={article.data.id} />
        </Container>
      </Box>
    </Box>
  );
}
