import { useRef } from 'react';
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title';
import { useArticleCategories } from '../api/articles-api';
import { BaseActiveFilters, type ActiveFilter } from '../components/base-active-filters';
import { BaseCategoryTags } from '../components/base-category-tags';
import { BaseLatest } from '../components/base-latest';
import { useBaseParams } from '../components/base-params';
import { BaseResults } from '../components/base-results';
import { BaseSearchForm } from '../components/base-search-form';
import classes from '../components/base-page.module.css';

/**
 * /base: the knowledge base (docs/product/screens.md). Search, topics and the tag live in the URL, so a
 * reload or the back button keeps them; guests read the Public articles.
 */
export function KnowledgeBasePage() {
  const { params, update, filtered } = useBaseParams();
  const categories = useArticleCategories();
  const listTop = useRef<HTMLDivElement>(null);
  usePageTitle(params.query ? `${params.query} · Knowledge Base` : 'Knowledge Base');

  const category = categories.data?.find((c) => c.id === params.category);
  const subCategory = category?.sub_categories.find((s) => s.id === params.subCategory);
  const filters: ActiveFilter[] = [];
  if (params.category) {
    filters.push({ key: 'category', label: 'Topic', value: category?.name ?? `#${params.category}` });
  }
  if (params.subCategory) {
    filters.push({
      key: 'sub_category',
      label: 'Subtopic',
      value: subCategory?.name ?? `#${params.subCategory}`,
    });
  }
  if (params.tag) filters.push({ key: 'tag', label: 'Tag', value: params.tag });
  const term = params.query || params.tag || subCategory?.name || category?.name || '';

  const toPage = (page: number) => {
    update({ page });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Box className={classes.page}>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 32, md: 56 }}>
          <Stack gap="lg" maw={720} mx="auto">
            <Stack gap={6} ta="center">
              <Text className={classes.eyebrow}>X-Forces Knowledge Exchange Hub</Text>
              <Title order={1} c="white">
                Knowledge Base
              </Title>
              <Text c="navy.1" fz={{ base: 'md', md: 'lg' }}>
                Guides, answers and stories from Business Captains who have started and grown businesses.
              </Text>
            </Stack>
            <BaseSearchForm
              key={params.query}
              initial={params.query}
              onSearch={(query) => update({ query })}
            />
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 'lg', md: 40 }}>
        <Stack gap="xl">
          <BaseCategoryTags
            categories={categories.data}
            loading={categories.isPending}
            failed={categories.isError}
            onRetry={() => void categories.refetch()}
            category={params.category}
            subCategory={params.subCategory}
            onCategory={(id) => update({ category: id, sub_category: null })}
            onSubCategory={(id) => update({ sub_category: id })}
          />
          <BaseActiveFilters
            filters={filters}
            onRemove={(key) =>
              update(key === 'category' ? { category: null, sub_category: null } : { [key]: null })
            }
          />
          <div ref={listTop} className={classes.listTop}>
            {filtered ? (
              <BaseResults
                params={params}
                term={term}
                onPage={toPage}
                onClear={() => update({ query: null, category: null, sub_category: null, tag: null })}
              />
            ) : (
              <BaseLatest page={params.page} onPage={toPage} />
            )}
          </div>
        </Stack>
      </Container>
    </Box>
  );
}
