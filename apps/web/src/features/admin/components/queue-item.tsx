import { Anchor, Badge, Box, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconArticle, IconClockHour4, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { VISIBILITY_LABELS, type ArticleCard } from '@keh/contracts';
import { UserAvatar } from '../../../components/user-avatar';
import { cardPicture } from '../../articles';
import { longDate } from '../../../lib/dates';
import { staffPreviewPath, waitedLong, waitingText } from '../staff';
import classes from './queue.module.css';

/** One article waiting for a decision: what it is, who wrote it, how long it has waited. */
export function QueueItem({ article }: { article: ArticleCard }) {
  const to = staffPreviewPath(article.id);
  const image = cardPicture(article);
  const author = `${article.owner.first_name} ${article.owner.last_name}`.trim();
  const sent = article.updated_at;
  const long = waitedLong(sent);
  const category = article.sub_category
    ? `${article.category.name} › ${article.sub_category.name}`
    : article.category.name;

  return (
    <Paper component="li" withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} className={classes.item}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Box className={classes.thumb} aria-hidden="true">
          {image ? (
            <Image src={image} alt="" w="100%" h="100%" fit="cover" radius="md" />
          ) : (
            <IconArticle size={28} stroke={1.4} color="var(--mantine-color-navy-4)" />
          )}
        </Box>
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Anchor component={Link} to={to} fw={700} c="navy.9" underline="hover" className={classes.title}>
            {article.title}
          </Anchor>
          <Group gap={6} wrap="nowrap" miw={0}>
            <UserAvatar
              firstName={article.owner.first_name}
              lastName={article.owner.last_name}
              src={article.owner.avatar}
              size={22}
              decorative
            />
            <Text size="sm" truncate>
              <Text span c="dimmed" size="sm">
                by{' '}
              </Text>
              {author || 'Unknown author'}
              {article.owner.is_deleted ? ' (account deleted)' : ''}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {category}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color="navy" radius="sm">
              {VISIBILITY_LABELS[article.visibility]}
            </Badge>
            {article.has_live_version ? (
              <Badge
                variant="filled"
                color="khaki.2"
                c="navy.9"
                radius="sm"
                leftSection={<IconPencil size={12} aria-hidden="true" />}
              >
                Edit of a live article
              </Badge>
            ) : (
              <Badge variant="outline" color="gray.7" radius="sm">
                New article
              </Badge>
            )}
          </Group>
        </Stack>
        <Stack gap="xs" align="flex-end" visibleFrom="sm" className={classes.side}>
          <WaitingText sent={sent} long={long} right />
          <Button component={Link} to={to} variant="light" size="sm" aria-label={`Review ${article.title}`}>
            Review
          </Button>
        </Stack>
      </Group>
      <Group justify="space-between" gap="xs" mt="sm" hiddenFrom="sm">
        <WaitingText sent={sent} long={long} />
        <Button component={Link} to={to} variant="light" size="xs" aria-label={`Review ${article.title}`}>
          Review
        </Button>
      </Group>
    </Paper>
  );
}

/** A long wait in a dark orange that small text can carry (Mantine's orange.9 is under 4.5:1 on white). */
const LONG_WAIT_TEXT = '#9a3b0c';

function WaitingText({ sent, long, right = false }: { sent: string; long: boolean; right?: boolean }) {
  return (
    <Stack gap={0} align={right ? 'flex-end' : 'flex-start'}>
      <Group gap={4} wrap="nowrap" c={long ? LONG_WAIT_TEXT : 'dimmed'}>
        <IconClockHour4 size={14} aria-hidden="true" />
        <Text size="sm" fw={long ? 700 : 500} c="inherit">
          {waitingText(sent)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        sent {longDate(sent)}
      </Text>
    </Stack>
  );
}
