import { Anchor, Box, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MORE_ARTICLES_FETCH, MORE_ARTICLES_SHOWN } from '@keh/contracts';
import { ErrorState } from '../../../components/query-states';
import { errorText } from '../../../lib/api';
import { useArticles } from '../api/articles-api';
import { ArticleCardView } from './article-card';
import { ArticleGridSkeleton } from './article-skeletons';

/** 'More From Knowledge Base': up to 3 of the newest 4, without the article being read (docs/product/limits.md). */
export function PostMoreArticles({ currentId }: { currentId: number }) {
  const list = useArticles({ limit: MORE_ARTICLES_FETCH });
  const others = (list.data?.data ?? []).filter((a) => a.id !== currentId).slice(0, MORE_ARTICLES_SHOWN);

  let content;
  if (list.isPending) content = <ArticleGridSkeleton count={MORE_ARTICLES_SHOWN} />;
  else if (list.isError) {
    content = (
      <ErrorState
        message={errorText(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (!others.length) {
    content = (
      <Text c="dimmed">
        There are no other articles yet.{' '}
        <Anchor component={Link} to="/base">
          Visit the knowledge base
        </Anchor>
      </Text>
    );
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
    <Box component="section" aria-labelledby="more-articles">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id="more-articles" fz={{ base: 'xl', md: 26 }}>
          More From Knowledge Base
        </Title>
        <Anchor component={Link} to="/base" fw={600} underline="hover">
          See all articles
        </Anchor>
      </Group>
      {content}
    </Box>
  );
}
