import { useDeferredValue } from 'react';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { noArticleMatchesText } from '@keh/contracts';
import { EmptyPanel, ErrorState } from '../../../components/query-states';
import { errorText } from '../../../lib/api';
import { useArticleSearch } from '../api/articles-api';
import { ArticleCardView } from './article-card';
import { ArticleResultsSkeleton } from './article-skeletons';
import { searchQueryOf, type BaseParams } from './base-params';
import { BasePager } from './base-pager';
import { countOf } from '../../../lib/counts';

interface BaseResultsProps {
  params: BaseParams;
  /** What was looked for, in words: the query, else the tag or topic. */
  term: string;
  onPage: (page: number) => void;
  onClear: () => void;
}

/** Search results (20 a page) with highlighted titles and excerpts. */
export function BaseResults({ params, term, onPage, onClear }: BaseResultsProps) {
  const search = useArticleSearch(searchQueryOf(params));
  // Drawn as a background update in slices (twenty cards are one long task otherwise).
  const data = useDeferredValue(search.data);
  const cards = data?.data ?? [];
  const total = data?.meta.total ?? 0;

  let content;
  if (!data && !search.isError) content = <ArticleResultsSkeleton />;
  else if (search.isError) {
    content = (
      <ErrorState
        message={errorText(search.error)}
        onRetry={() => void search.refetch()}
        retrying={search.isFetching}
      />
    );
  } else if (!cards.length) {
    content = (
      <EmptyPanel
        title={noArticleMatchesText(term)}
        icon={<IconSearchOff aria-hidden="true" />}
        description="Try other words, check the spelling, or browse the topics above."
      >
        <Button variant="light" onClick={onClear}>
          Show the latest articles
        </Button>
      </EmptyPanel>
    );
  } else {
    content = (
      <Stack
        gap="md"
        component="ol"
        aria-busy={search.isPlaceholderData || undefined}
        style={{ listStyle: 'none', padding: 0, margin: 0, opacity: search.isPlaceholderData ? 0.6 : 1 }}
      >
        {cards.map((card) => (
          <li key={card.id}>
            <ArticleCardView card={card} variant="result" fromSearch />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby="base-results">
      <Group justify="space-between" align="baseline" mb="md" gap="xs">
        <Title order={2} id="base-results" fz="xl">
          Search results
        </Title>
        {data && total > 0 ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {countOf(total, 'article')}
            {term ? ` for “${term}”` : ''}
          </Text>
        ) : null}
      </Group>
      {content}
      {cards.length ? <BasePager total={total} page={params.page} onPage={onPage} /> : null}
    </Box>
  );
}
