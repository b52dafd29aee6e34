import { startTransition, useDeferredValue, useEffect, useState } from 'react';
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

/** Cards drawn in the first commit after the big one: a phone's screen and then some. */
const FIRST_CARDS = 5;

/** No search and no filter: the newest articles, the first as a big card, then a grid. */
export function BaseLatest({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const list = useArticles(latestQuery(page));
  // Twenty cards are one long task when drawn at once: they are drawn as a background update,
  // in slices that leave the main thread free (the skeleton stays until then).
  const data = useDeferredValue(list.data);
  const cards = data?.data ?? [];
  const [first, ...rest] = page === 1 ? cards : [undefined, ...cards];
  // The first page is drawn in two commits: the cards a screen shows, then the rest. Each commit
  // (new DOM and its layout) is one task the browser cannot slice; two small ones keep the page
  // answering, and the pictures further down are asked for after the first ones.
  const [allDrawn, setAllDrawn] = useState(false);
  useEffect(() => {
    if (data && !allDrawn) startTransition(() => setAllDrawn(true));
  }, [data, allDrawn]);
  const drawn = allDrawn ? rest : rest.slice(0, FIRST_CARDS);

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
        {drawn.length ? (
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 3 }}
            spacing="lg"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {drawn.map((card) =>
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
