import { Box, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { MORE_ARTICLES_FETCH, MORE_ARTICLES_SHOWN } from '@keh/contracts';
import { ErrorState } from '../../../components/query-states';
import { errorText } from '../../../lib/api';
import { ArticleCardView, useArticles } from '../../articles';

/**
 * Under the staff preview, as under the article itself: up to 3 of the newest 4 published
 * articles, without the one being reviewed (spec sections 2 and 9).
 */
export function LatestArticles({ currentId }: { currentId: number }) {
  const list = useArticles({ limit: MORE_ARTICLES_FETCH });
  const others = (list.data?.data ?? []).filter((a) => a.id !== currentId).slice(0, MORE_ARTICLES_SHOWN);

  let content;
  if (list.isPending) {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" role="status" aria-label="Loading articles">
        {Array.from({ length: MORE_ARTICLES_SHOWN }, (_, i) => (
          <Skeleton key={i} height={260} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (list.isError) {
    content = (
      <ErrorState
        message={errorText(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (!others.length) {
    content = <Text c="dimmed">There are no other published articles yet.</Text>;
  } else {
    content = (
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing="lg"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {others.map((card) => (
          <li key={card.id}>
            <ArticleCardView card={card} />
          </li>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Box component="section" aria-labelledby="latest-articles">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id="latest-articles" fz={{ base: 'xl', md: 26 }}>
          More From Knowledge Base
        </Title>
      </Group>
      {content}
    </Box>
  );
}
