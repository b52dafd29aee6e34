import { Group, Stack, Text, Title } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { highlightParts, type ArticleCard as Card } from '@keh/contracts';
import { UserAvatar } from '../../../components/user-avatar';
import { cardPicture } from '../api/article-queries';
import { authorName } from './article-author';
import { articleDate, articleDateTime, categoryLine, VisibilityBadge } from './article-meta';
import media from '../../../components/media-card.module.css';
import classes from './article-card.module.css';

interface ArticleCardProps {
  card: Card;
  /** 'feature': the newest article, large; 'grid': a tile; 'result': a search result row. */
  variant?: 'feature' | 'grid' | 'result';
  /** Opened from search results: /post/{id}?search=1. */
  fromSearch?: boolean;
  /** Heading level of the title (3 under a section heading). */
  titleOrder?: 2 | 3;
  /** The page's main picture (the first card on screen): fetched at once, not lazily. */
  priority?: boolean;
}

/** Text with the search's marked matches as <mark> elements (never HTML). */
export function HighlightedText({ text }: { text: string }) {
  return (
    <>
      {highlightParts(text).map((part, index) =>
        part.match ? (
          <mark key={index} className={classes.mark}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** The card's picture: the small preview, else the big one, else a quiet drawn fallback. */
function CardImage({ card, withBadge, priority }: { card: Card; withBadge: boolean; priority: boolean }) {
  const src = cardPicture(card);
  return (
    <div className={`${media.media} ${classes.media}`}>
      {src ? (
        <img
          src={src}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className={media.cover}
        />
      ) : (
        <div className={`${media.drawn} ${classes.fallback}`} aria-hidden="true">
          <IconBook2 size={36} stroke={1.4} />
        </div>
      )}
      {withBadge ? (
        <div className={classes.badge}>
          <VisibilityBadge visibility={card.visibility} size="sm" />
        </div>
      ) : null}
    </div>
  );
}

/** An article as a card: it links to /post/{id} as a whole (one link, the title). */
export function ArticleCardView({
  card,
  variant = 'grid',
  fromSearch = false,
  titleOrder = 3,
  priority = false,
}: ArticleCardProps) {
  const to = `/post/${card.id}${fromSearch ? '?search=1' : ''}`;
  const title = card.highlight?.title ? <HighlightedText text={card.highlight.title} /> : card.title;
  const excerpt = card.highlight?.excerpt ? (
    <HighlightedText text={card.highlight.excerpt} />
  ) : (
    card.short_description
  );
  return (
    <article className={`${media.frame} ${classes.card}`} data-variant={variant} data-testid="article-card">
      <CardImage card={card} withBadge={variant !== 'result'} priority={priority} />
      <Stack gap={variant === 'feature' ? 'sm' : 6} className={classes.content}>
        <Group gap="xs" wrap="wrap">
          <Text size="xs" fw={700} c="khaki.8" tt="uppercase" className={classes.category}>
            {categoryLine(card)}
          </Text>
          {variant === 'result' ? <VisibilityBadge visibility={card.visibility} size="xs" /> : null}
        </Group>
        <Title order={titleOrder} className={`${media.clamp} ${classes.title}`}>
          <Link to={to} className={media.link}>
            {title}
          </Link>
        </Title>
        <Text
          c="dimmed"
          size={variant === 'feature' ? 'md' : 'sm'}
          className={`${media.clamp} ${classes.excerpt}`}
        >
          {excerpt}
        </Text>
        <Group gap="xs" wrap="nowrap" mt="auto" pt={6} className={classes.footer}>
          <UserAvatar
            firstName={card.owner.first_name}
            lastName={card.owner.last_name}
            src={card.owner.avatar}
            size={28}
            decorative
          />
          <Text size="sm" c="dimmed" className={classes.byline}>
            <Text span fw={600} c="navy.8" inherit>
              {authorName(card.owner)}
            </Text>
            {' · '}
            <time dateTime={articleDateTime(card)}>{articleDate(card, true)}</time>
          </Text>
        </Group>
      </Stack>
    </article>
  );
}
