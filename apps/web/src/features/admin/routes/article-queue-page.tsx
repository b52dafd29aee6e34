import { Group, Stack, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useModerationQueue } from '../../articles';
import { QueueItem } from '../components/queue-item';
import { StaffLayout } from '../components/staff-layout';
import { StaffOnlyNotice } from '../components/staff-only-notice';
import { isStaff } from '../staff';
import classes from '../components/queue.module.css';
import { countOf } from '../../../lib/counts';

/** /admin/articles: articles waiting for a moderator's decision, oldest first (docs/product/README.md). */
export function ArticleQueuePage() {
  usePageTitle('Review queue');
  const session = useSession();
  // The server refuses others anyway; this spares them a request that can only fail.
  if (!isStaff(session?.user.type)) return <StaffOnlyNotice />;
  return (
    <StaffLayout>
      <ReviewQueue />
    </StaffLayout>
  );
}

function ReviewQueue() {
  const queue = useModerationQueue();
  const total = queue.data?.meta.total ?? 0;
  const shown = queue.data?.data.length ?? 0;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group justify="space-between" align="baseline" gap="sm">
          <Title order={1}>Review queue</Title>
          {queue.isSuccess && total > 0 ? (
            <Text fw={600} c="navy.7" aria-live="polite">
              {countOf(total, 'article')} waiting
            </Text>
          ) : null}
        </Group>
        <Text c="dimmed" size="sm" maw={640}>
          Articles appear in the knowledge base only after a moderator publishes them. Open one to read it as
          readers will see it, then publish it or ban it with a reason; the author is told by e-mail either
          way. The longest waiting come first.
        </Text>
      </Stack>
      {queue.isPending ? (
        <LoadingState label="Loading the review queue" />
      ) : queue.isError ? (
        <ErrorState onRetry={() => void queue.refetch()} retrying={queue.isFetching} />
      ) : shown === 0 ? (
        <EmptyPanel
          title="Nothing to review"
          icon={<IconChecks aria-hidden="true" />}
          description="Every article has a decision. New and edited articles appear here as soon as their authors send them."
        />
      ) : (
        <>
          <Stack component="ul" gap="sm" className={classes.list} aria-label="Articles waiting for review">
            {queue.data.data.map((article) => (
              <QueueItem key={article.id} article={article} />
            ))}
          </Stack>
          {total > shown ? (
            <Text size="sm" c="dimmed" ta="center">
              Showing the {shown} that have waited longest of {total}. Decide these and the next ones move up.
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}
