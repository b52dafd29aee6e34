import { cardPicture } from '../api/article-queries';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconEdit, IconInfoCircle, IconPhoto, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ArticleCard, ArticleStatus } from '@keh/contracts';
import { longDate } from '../../../lib/dates';
import { useMyArticle } from '../api/articles-api';
import classes from './my-articles.module.css';

export const STATUS_LABELS: Record<ArticleStatus, string> = {
  published: 'Published',
  pending: 'Pending',
  banned: 'Banned',
  saved: 'Saved',
};
const STATUS_COLORS: Record<ArticleStatus, string> = {
  published: 'green',
  pending: 'khaki',
  banned: 'red',
  saved: 'gray',
};

interface MyArticlesCardProps {
  article: ArticleCard;
  onDelete: (article: ArticleCard) => void;
}

/** One of the author's articles: state, category, title, short description and what can be done. */
export function MyArticlesCard({ article, onDelete }: MyArticlesCardProps) {
  const image = cardPicture(article);
  const live = article.has_live_version && article.status !== 'published';
  const readable = article.status === 'published' || article.has_live_version;
  // docs/product/screens.md: only an article that was never published can be deleted.
  const deletable = article.status !== 'published' && !article.has_live_version;
  const titleId = `my-article-${article.id}`;
  const date = longDate(article.published_at ?? article.updated_at);

  return (
    <Paper component="li" withBorder radius="lg" className={classes.card} aria-labelledby={titleId}>
      <div className={classes.thumb}>
        {image ? (
          <img src={image} alt="" loading="lazy" />
        ) : (
          <IconPhoto size={28} stroke={1.3} aria-hidden="true" />
        )}
      </div>
      <Stack gap={8} className={classes.main}>
        <Group gap="xs" wrap="wrap">
          <Badge
            color={STATUS_COLORS[article.status]}
            variant="light"
            radius="sm"
            className={classes.badge}
            data-status={article.status}
          >
            {STATUS_LABELS[article.status]}
          </Badge>
          <Text size="xs" fw={600} c="navy.6" tt="uppercase" className={classes.category}>
            {article.category.name}
            {article.sub_category ? ` · ${article.sub_category.name}` : ''}
          </Text>
        </Group>
        <Title order={2} id={titleId} fz={{ base: 17, sm: 19 }} lh={1.3} className={classes.title}>
          {article.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {article.short_description}
        </Text>
        {live ? (
          <Text size="xs" c="navy.7" className={classes.note}>
            <IconInfoCircle size={14} aria-hidden="true" />
            The published version stays visible until the new one is approved.
          </Text>
        ) : null}
        {article.status === 'banned' ? <BanReason id={article.id} /> : null}
        <Group justify="space-between" gap="xs" mt={4} wrap="wrap">
          <Text size="xs" c="dimmed">
            {date ? `${article.published_at ? 'Published' : 'Updated'} ${date}` : ''}
          </Text>
          <Group gap={6} wrap="wrap">
            {deletable ? (
              <Button
                variant="subtle"
                color="red"
                // Mantine's subtle text stops at shade 6 (3.5:1 on white); red.8 is 6.3:1 (WCAG 1.4.3).
                c="red.8"
                size="compact-sm"
                leftSection={<IconTrash size={15} aria-hidden="true" />}
                onClick={() => onDelete(article)}
                aria-describedby={titleId}
              >
                Delete
              </Button>
            ) : null}
            <Button
              component={Link}
              to={`/article/editor/${article.id}`}
              variant="default"
              size="compact-sm"
              leftSection={<IconEdit size={15} aria-hidden="true" />}
              aria-describedby={titleId}
            >
              Edit
            </Button>
            {readable ? (
              <Button
                component={Link}
                to={`/post/${article.id}`}
                variant="light"
                size="compact-sm"
                rightSection={<IconArrowRight size={15} aria-hidden="true" />}
                aria-describedby={titleId}
              >
                View more
              </Button>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A banned card: the moderator's reason (the card has none; the author's article does). */
function BanReason({ id }: { id: number }) {
  const article = useMyArticle(id);
  const reason = article.data?.ban_reason;
  if (!reason) return null;
  return (
    <div className={classes.reason}>
      <Text size="xs" fw={700} c="red.9">
        Moderator's reason
      </Text>
      <Text size="sm" c="red.9" className={classes.reasonText}>
        {reason}
      </Text>
    </div>
  );
}
