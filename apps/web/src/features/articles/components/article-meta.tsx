import { Badge } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { VISIBILITY, VISIBILITY_LABELS, type ArticleCard, type Visibility } from '@keh/contracts';
import { longDate, shortDate } from '../../../lib/dates';

/** '3 March 2026' (or '3 Mar 2026' short): when it was published (or last changed, before that). */
export function articleDate(card: Pick<ArticleCard, 'published_at' | 'updated_at'>, short = false): string {
  const when = card.published_at ?? card.updated_at;
  return short ? shortDate(when) : longDate(when);
}

/** The ISO date behind articleDate, for a <time> element. */
export const articleDateTime = (card: Pick<ArticleCard, 'published_at' | 'updated_at'>) =>
  card.published_at ?? card.updated_at;

/** 'Finance and Funding · Cash flow' */
export function categoryLine(card: Pick<ArticleCard, 'category' | 'sub_category'>): string {
  return [card.category.name, card.sub_category?.name].filter(Boolean).join(' · ');
}

/** A lock with who may read it, on anything that is not Public. */
export function VisibilityBadge({
  visibility,
  size = 'sm',
}: {
  visibility: Visibility;
  size?: 'xs' | 'sm' | 'md';
}) {
  if (visibility === VISIBILITY.public) return null;
  return (
    <Badge
      size={size}
      color="khaki.3"
      c="navy.9"
      variant="filled"
      radius="sm"
      leftSection={<IconLock size={12} aria-hidden="true" />}
      title={`Visible to: ${VISIBILITY_LABELS[visibility]}`}
    >
      {VISIBILITY_LABELS[visibility]}
    </Badge>
  );
}
