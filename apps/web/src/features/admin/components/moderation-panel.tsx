import type { ReactNode } from 'react';
import { Anchor, Badge, Container, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { VISIBILITY, VISIBILITY_LABELS, type ModeratedArticle } from '@keh/contracts';
import { BackLink } from '../../../components/back-link';
import { UserAvatar } from '../../../components/user-avatar';
import { longDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { isStaff, REVIEW_QUEUE_PATH, STATUS_COLORS, statusLabel, waitingText } from '../staff';
import { DecisionHistory } from './decision-history';
import { PreviewLink } from './preview-link';
import classes from './moderation.module.css';
import { StaffPreviewBadge } from './staff-preview-badge';

/**
 * Above the staff preview: what the reader will not see — status, who may read it, author,
 * how long it has waited, earlier decisions — and the way back to the queue.
 */
export function ModerationPanel({ article }: { article: ModeratedArticle }) {
  const session = useSession();
  const staffSession = isStaff(session?.user.type);
  const author = `${article.owner.first_name} ${article.owner.last_name}`.trim() || 'Unknown author';
  const pending = article.status === 'pending';
  const members = article.assigned_mentees.map((m) => `${m.first_name} ${m.last_name}`.trim());

  return (
    <Paper component="section" aria-label="Staff review" radius={0} className={classes.panel}>
      <Container size="lg" py={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            {staffSession ? <BackLink to={REVIEW_QUEUE_PATH} label="Review queue" /> : <span />}
            <StaffPreviewBadge />
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 'sm', sm: 'lg' }} verticalSpacing="sm">
            <Fact label="Status">
              <Badge color={STATUS_COLORS[article.status]} variant="light" radius="sm" size="lg">
                {statusLabel(article.status)}
              </Badge>
            </Fact>
            <Fact label="Who can read it">
              <Text size="sm" fw={600}>
                {VISIBILITY_LABELS[article.visibility]}
              </Text>
              {article.visibility === VISIBILITY.private ? (
                <Text size="xs" c="dimmed">
                  {members.length ? members.join(', ') : 'No members chosen'}
                </Text>
              ) : null}
            </Fact>
            <Fact label="Author">
              <Group gap={6} wrap="nowrap" miw={0}>
                <UserAvatar
                  firstName={article.owner.first_name}
                  lastName={article.owner.last_name}
                  src={article.owner.avatar}
                  size={24}
                  decorative
                />
                {session && !article.owner.is_deleted ? (
                  <Anchor component={Link} to={`/mentor/${article.owner.id}`} size="sm" fw={600} truncate>
                    {author}
                  </Anchor>
                ) : (
                  <Text size="sm" fw={600} truncate>
                    {author}
                    {article.owner.is_deleted ? ' (account deleted)' : ''}
                  </Text>
                )}
              </Group>
            </Fact>
            <Fact label={pending ? 'Sent' : 'Last changed'}>
              <Text size="sm" fw={600}>
                {longDate(article.updated_at)}
              </Text>
              {pending ? (
                <Text size="xs" c="dimmed">
                  {waitingText(article.updated_at)}
                </Text>
              ) : null}
            </Fact>
          </SimpleGrid>
          {pending && article.has_live_version ? (
            <Text size="sm" className={classes.note}>
              This is an edit of an article that is already live. Readers keep seeing the published version
              until you publish this one.
            </Text>
          ) : null}
          <DecisionHistory decisions={article.decisions} />
          {staffSession ? <PreviewLink resource="article" id={article.id} /> : null}
        </Stack>
      </Container>
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4} miw={0}>
      <Text size="xs" tt="uppercase" fw={700} c="khaki.8" style={{ letterSpacing: 0.8 }}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
