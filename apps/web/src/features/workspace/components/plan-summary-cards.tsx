import type { ReactNode } from 'react';
import { Badge, Box, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChecklist, IconFlag, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Mentoring } from '@keh/contracts';
import { formatDeadline } from '../../../components/milestones/milestone-model';
import { nextMilestone, planProgress } from '../plan-summary';
import classes from './workspace.module.css';
import { countOf } from '../../../lib/counts';

/** A Member's dashboard (My Active Support): the next milestone, the tasks to do, the new comments. */
export function PlanSummaryCards({ mentoring, feedHref }: { mentoring: Mentoring; feedHref: string }) {
  const next = nextMilestone(mentoring.milestones);
  const progress = planProgress(mentoring);
  const percent = progress.tasks ? Math.round((progress.done / progress.tasks) * 100) : 0;
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" data-testid="plan-summary">
      <SummaryCard
        wide
        icon={<IconFlag size={18} aria-hidden="true" />}
        label="Next milestone"
        tone={next?.overdue ? 'alert' : undefined}
      >
        {next ? (
          <Stack gap={2}>
            <Text fw={700} c="navy.9" lineClamp={2}>
              {next.milestone_name}
            </Text>
            <Group gap={6}>
              <Text size="sm" c={next.overdue ? 'red.9' : 'dimmed'} fw={next.overdue ? 600 : 400}>
                {next.deadline ? `Due ${formatDeadline(next.deadline)}` : 'No deadline'}
              </Text>
              {next.overdue ? (
                <Badge color="red.8" size="sm">
                  Overdue
                </Badge>
              ) : null}
            </Group>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {progress.milestones ? 'Every milestone is done.' : 'No milestones yet.'}
          </Text>
        )}
      </SummaryCard>
      <SummaryCard icon={<IconChecklist size={18} aria-hidden="true" />} label="Tasks to do">
        <Stack gap={6}>
          <Text fw={700} fz={28} lh={1} c="navy.9" data-testid="undone-tasks">
            {mentoring.undone_tasks_count}
          </Text>
          <Progress
            value={percent}
            color="green.7"
            size="sm"
            aria-label={`${progress.done} of ${progress.tasks} tasks done`}
          />
          <Text size="xs" c="dimmed">
            {progress.done} of {countOf(progress.tasks, 'task')} done
          </Text>
        </Stack>
      </SummaryCard>
      <SummaryCard icon={<IconMessageCircle size={18} aria-hidden="true" />} label="New comments">
        <Stack gap={6}>
          <Text fw={700} fz={28} lh={1} c="navy.9" data-testid="unread-comments">
            {mentoring.feed_unread_comments_count}
          </Text>
          <Text size="xs">
            <Link to={feedHref} className={classes.summaryLink}>
              Open the feed
            </Link>
          </Text>
        </Stack>
      </SummaryCard>
    </SimpleGrid>
  );
}

function SummaryCard({
  icon,
  label,
  tone,
  wide = false,
  children,
}: {
  icon: ReactNode;
  label: string;
  tone?: 'alert';
  /** Both columns on a phone. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      className={classes.summaryCard}
      data-tone={tone}
      data-wide={wide || undefined}
    >
      <Stack gap="xs">
        <Group gap={6} c={tone === 'alert' ? 'red.9' : 'navy.6'}>
          {icon}
          <Text size="xs" fw={700} tt="uppercase" className={classes.summaryLabel}>
            {label}
          </Text>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** One line of a member card on My Members: the next milestone with its deadline, tasks to do, unread comments. */
export function MemberPlanLine({ mentoring }: { mentoring: Mentoring }) {
  const next = nextMilestone(mentoring.milestones);
  const unread = mentoring.feed_unread_comments_count;
  return (
    <Box className={classes.planLine} data-testid="member-plan">
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Group gap={6} wrap="nowrap" miw={0} style={{ flex: '1 1 220px' }}>
          {next?.overdue ? (
            <IconAlertTriangle
              size={16}
              color="var(--mantine-color-red-8)"
              aria-hidden="true"
              style={{ flex: 'none' }}
            />
          ) : (
            <IconFlag
              size={16}
              color="var(--mantine-color-navy-6)"
              aria-hidden="true"
              style={{ flex: 'none' }}
            />
          )}
          <Text size="sm" miw={0} lineClamp={2}>
            {next ? (
              <>
                <Text span size="sm" c="dimmed">
                  Next:{' '}
                </Text>
                <Text span size="sm" fw={600}>
                  {next.milestone_name}
                </Text>
                {next.deadline ? (
                  <Text span size="sm" c={next.overdue ? 'red.9' : 'dimmed'} fw={next.overdue ? 600 : 400}>
                    {' '}
                    · {next.overdue ? 'overdue since' : 'due'} {formatDeadline(next.deadline)}
                  </Text>
                ) : null}
              </>
            ) : (
              <Text span size="sm" c="dimmed">
                {mentoring.milestones.length ? 'Every milestone is done' : 'No milestones yet'}
              </Text>
            )}
          </Text>
        </Group>
        <Group gap={6}>
          <Badge
            variant="light"
            color={mentoring.undone_tasks_count ? 'navy' : 'green'}
            c={mentoring.undone_tasks_count ? undefined : 'var(--keh-done-text)'}
            size="md"
          >
            {countOf(mentoring.undone_tasks_count, 'task')} to do
          </Badge>
          <Badge
            variant={unread ? 'filled' : 'light'}
            color={unread ? 'khaki.4' : 'gray'}
            c={unread ? 'navy.9' : undefined}
            size="md"
            data-testid="member-unread"
          >
            {unread ? countOf(unread, 'new comment') : 'No new comments'}
          </Badge>
        </Group>
      </Group>
    </Box>
  );
}
