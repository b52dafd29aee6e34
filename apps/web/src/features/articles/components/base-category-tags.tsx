import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ArticleCategory } from '@keh/contracts';
import classes from './base-page.module.css';

interface BaseCategoryTagsProps {
  categories: ArticleCategory[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  category?: number;
  subCategory?: number;
  onCategory: (id: number | null) => void;
  onSubCategory: (id: number | null) => void;
}

interface TagProps {
  active: boolean;
  onClick: () => void;
  children: string;
  sub?: boolean;
}

function Tag({ active, onClick, children, sub = false }: TagProps) {
  return (
    <Button
      size={sub ? 'compact-sm' : 'compact-md'}
      radius="xl"
      variant={active ? 'filled' : sub ? 'light' : 'default'}
      color={sub && !active ? 'khaki' : 'navy'}
      c={sub && !active ? 'navy.9' : undefined}
      aria-pressed={active}
      onClick={onClick}
      className={classes.tagButton}
    >
      {children}
    </Button>
  );
}

/** Category tags; a chosen category shows its subcategories as a second row of tags. */
export function BaseCategoryTags(props: BaseCategoryTagsProps) {
  const { categories, category, subCategory } = props;
  if (props.loading) {
    return (
      <Group gap="xs" aria-hidden="true">
        {[96, 140, 120, 160, 110].map((w) => (
          <Skeleton key={w} height={30} width={w} radius="xl" />
        ))}
      </Group>
    );
  }
  if (props.failed) {
    return (
      <Text size="sm" c="dimmed">
        The topics could not be loaded.{' '}
        <Button variant="subtle" size="compact-sm" onClick={props.onRetry}>
          Try again
        </Button>
      </Text>
    );
  }
  if (!categories?.length) return null;
  const chosen = categories.find((c) => c.id === category);
  return (
    <Stack gap="sm">
      <Group gap="xs" role="group" aria-label="Topics" className={classes.tagRow}>
        <Tag active={!category} onClick={() => props.onCategory(null)}>
          All topics
        </Tag>
        {categories.map((c) => (
          <Tag
            key={c.id}
            active={c.id === category}
            onClick={() => props.onCategory(c.id === category ? null : c.id)}
          >
            {c.name}
          </Tag>
        ))}
      </Group>
      {chosen?.sub_categories.length ? (
        <Group gap="xs" role="group" aria-label={`${chosen.name} subtopics`} className={classes.tagRow}>
          <Tag sub active={!subCategory} onClick={() => props.onSubCategory(null)}>
            {`All in ${chosen.name}`}
          </Tag>
          {chosen.sub_categories.map((s) => (
            <Tag
              sub
              key={s.id}
              active={s.id === subCategory}
              onClick={() => props.onSubCategory(s.id === subCategory ? null : s.id)}
            >
              {s.name}
            </Tag>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
