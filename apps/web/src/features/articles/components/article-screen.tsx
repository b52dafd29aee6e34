import { Box, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { ErrorState } from '../../../components/query-states';
import { errorText } from '../../../lib/api';
import { ArticleView, type ArticleViewProps } from './article-view';
import { PostMoreArticles } from './post-more-articles';

export const POST_LOADING_TEXT = '...loading';

/** '...loading' until the article arrives (docs/product/screens.md). */
export function ArticleLoading() {
  return (
    <Center py={96} role="status" aria-live="polite" w="100%">
      <Stack align="center" gap="xs">
        <Loader color="navy" aria-hidden="true" />
        <Text c="dimmed">{POST_LOADING_TEXT}</Text>
      </Stack>
    </Center>
  );
}

interface ArticleLoadErrorProps {
  /** The article's query: its error is shown, 'Try again' fetches it again. */
  query: { error: unknown; refetch: () => unknown; isFetching: boolean };
}

/** An article that could not be loaded for another reason than "not yours to read". */
export function ArticleLoadError({ query }: ArticleLoadErrorProps) {
  return (
    <Container size="sm" py="xl" w="100%">
      <ErrorState
        message={errorText(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    </Container>
  );
}

/** The article and 'More From Knowledge Base' under it: /post and the staff preview alike. */
export function ArticleScreen({ article, mode }: ArticleViewProps) {
  return (
    <>
      <Container size="lg" px={{ base: 0, md: 'md' }} pt={{ base: 0, md: 'lg' }}>
        <ArticleView article={article} mode={mode} />
      </Container>
      <Box bg="gray.0" mt={{ base: 'lg', md: 48 }}>
        <Container size="lg" py={{ base: 32, md: 56 }}>
          <PostMoreArticles currentId={article.id} />
        </Container>
      </Box>
    </>
  );
}
