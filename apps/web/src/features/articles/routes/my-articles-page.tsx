import { useState } from 'react';
import { Button, Center, Chip, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArticle, IconPencilPlus, IconSearch } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import {
  ARTICLE_PAGE_SIZE,
  ARTICLE_SEARCH_MAX,
  MSG,
  MY_ARTICLE_FILTERS,
  noArticleMatchesText,
  type ArticleCard,
  type MyArticleFilter,
} from '@keh/contracts';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { errorText } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteArticle, useMyArticles } from '../api/articles-api';
import { MyArticlesCard, STATUS_LABELS } from '../components/my-articles-card';
import classes from '../components/my-articles.module.css';
import { tourTarget } from '../../../lib/tour-targets';
import { countOf } from '../../../lib/counts';

/** /my/articles (Business Captains): the author's articles by state, with search. */
export function MyArticlesPage() {
  usePageTitle('My Articles');
  const session = useSession();
  const [filter, setFilter] = useState<MyArticleFilter>('all');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<ArticleCard | null>(null);
  const articles = useMyArticles({
    status: filter,
    query: query || undefined,
    limit: ARTICLE_PAGE_SIZE,
    offset: (page - 1) * ARTICLE_PAGE_SIZE,
  });
  const remove = useDeleteArticle();

  if (session && session.user.type !== 'mentor') return <Navigate to="/my/profile" replace />;

  const confirmDelete = async (article: ArticleCard) => {
    try {
      await remove.mutateAsync(article.id);
      notifications.show({ color: 'navy', title: 'Article deleted', message: `“${article.title}” is gone.` });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not delete the article', message: errorText(error) });
    }
    setDeleting(null);
  };

  const total = articles.data?.meta.total ?? 0;
  const pages = Math.ceil(total / ARTICLE_PAGE_SIZE);
  const createButton = (
    <Button
      component={Link}
      to="/article/creator"
      leftSection={<IconPencilPlus size={18} aria-hidden="true" />}
    >
      Write an article
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} {...tourTarget('my-articles')}>
          My Articles
        </Title>
        {createButton}
      </Group>
      <Stack gap="sm">
        <TextInput
          label="Search my articles"
          placeholder="Words in the title"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          value={search}
          maxLength={ARTICLE_SEARCH_MAX}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          type="search"
        />
        <div role="radiogroup" aria-label="Show" className={classes.filters}>
          <Chip.Group
            value={filter}
            onChange={(value) => {
              setFilter(value as MyArticleFilter);
              setPage(1);
            }}
          >
            {MY_ARTICLE_FILTERS.map((f) => (
              <Chip key={f.value} value={f.value} variant="outline" color="navy" radius="xl">
                {f.label}
              </Chip>
            ))}
          </Chip.Group>
        </div>
      </Stack>
      {articles.isPending ? (
        <LoadingState label="Loading your articles" />
      ) : articles.isError ? (
        <ErrorState
          message={errorText(articles.error)}
          onRetry={() => void articles.refetch()}
          retrying={articles.isFetching}
        />
      ) : articles.data.data.length === 0 ? (
        query ? (
          <EmptyPanel title={noArticleMatchesText(query)} icon={<IconSearch aria-hidden="true" />} />
        ) : filter !== 'all' ? (
          <EmptyPanel
            title={`No ${STATUS_LABELS[filter].toLowerCase()} articles`}
            icon={<IconArticle aria-hidden="true" />}
            description="Articles in this state will appear here."
          />
        ) : (
          <EmptyPanel
            title={MSG.noArticles}
            icon={<IconArticle aria-hidden="true" />}
            description="Share what you know: a moderator checks each article before it appears in the knowledge base."
          >
            {createButton}
          </EmptyPanel>
        )
      ) : (
        <Stack gap="md" style={{ opacity: articles.isPlaceholderData ? 0.6 : 1 }}>
          <Text size="sm" c="dimmed" aria-live="polite">
            {countOf(total, 'article')}
          </Text>
          <ul className={classes.list} aria-label="My articles">
            {articles.data.data.map((article) => (
              <MyArticlesCard key={article.id} article={article} onDelete={setDeleting} />
            ))}
          </ul>
          {pages > 1 ? (
            <Center>
              <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages" />
            </Center>
          ) : null}
        </Stack>
      )}
      <ConfirmModal
        opened={deleting !== null}
        title="Delete Article"
        onCancel={() => setDeleting(null)}
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
      >
        <Text size="sm">Are you sure you want to delete this article?</Text>
      </ConfirmModal>
    </Stack>
  );
}
