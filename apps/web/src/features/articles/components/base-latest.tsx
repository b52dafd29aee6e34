import { useDeferredValue } from 'react';
import { Box, Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { MSG } from '@keh/contracts';
import { EmptyPanel, ErrorState } from '../../../components/query-states';
import { errorText } from '../../../lib/api';
import { useArticles } from '../api/articles-api';
import { ArticleCardView } from './article-card';
import { ArticleFeatureSkeleton, ArticleGridSkeleton } from './article-skeletons';
import { BasePager } from './base-pager';
import { latestQuery } from './base-params';

/** No search and no filter: the newest articles, the first as a big card, then a grid. */
export function BaseLatest({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const list = useArticles(latestQuery(page));
  // Twenty cards are one long task when drawn at once: they are drawn as a background update,
  // in slices that leave the main thread free (the skeleton stays until then).
  const data = useDeferredValue(list.data);
  const cards = data?.data ?? [];
  const [first, ...rest] = page === 1 ? cards : [undefined, ...cards];

  let content;
  if (!data && !list.isError) {
    content = (
      <Stack gap="lg">
        {page === 1 ? <ArticleFeatureSkeleton /> : null}
        <ArticleGridSkeleton count={3} />
      </Stack>
    );
  } else if (list.isError) {
    content = (
      <ErrorState
        message={errorText(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (!cards.length) {
    content =
      page === 1 ? (
        <EmptyPanel
          title={MSG.noArticles}
          icon={<IconBooks aria-hidden="true" />}
          description="Business Captains are writing the first guides. Please check back soon."
        />
      ) : (
        <EmptyPanel title="There are no more articles">
          <Button variant="light" onClick={() => onPage(1)}>
            Back to the latest articles
          </Button>
        </EmptyPanel>
      );
  } else {
    content = (
      <Stack
        gap="lg"
        aria-busy={list.isPlaceholderData || undefined}
        style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
      >
        {first ? <ArticleCardView card={first} variant="feature" priority /> : null}
        {rest.length ? (
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 3 }}
            spacing="lg"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {rest.map((card) =>
              card ? (
                <li key={card.id}>
                  <ArticleCardView card={card} />
                </li>
              ) : null,
            )}
          </SimpleGrid>
        ) : null}
        <BasePager total={data?.meta.total ?? 0} page={page} onPage={onPage} />
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby="base-latest">
      <Title order={2} id="base-latest" fz="xl" mb="md">
        Latest articles
      </Title>
      {content}
    </Box>
  );
}
