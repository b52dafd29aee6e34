import { Blockquote, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconBan, IconCircleCheck } from '@tabler/icons-react';
import type { ModerationDecision } from '@keh/contracts';
import { dateTime } from '../staff';

/** Earlier decisions on this article, newest first, with the reasons the author received. */
export function DecisionHistory({ decisions }: { decisions: readonly ModerationDecision[] }) {
  const newestFirst = [...decisions].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <Stack gap="xs">
      <Title order={2} fz="md">
        Decision history
      </Title>
      {newestFirst.length === 0 ? (
        <Text size="sm" c="dimmed">
          No decisions yet: this is the article's first review.
        </Text>
      ) : (
        <Timeline bulletSize={24} lineWidth={2} color="navy" role="list" aria-label="Decisions, newest first">
          {newestFirst.map((d) => {
            const banned = d.decision === 'banned';
            const who = `${d.moderator.first_name} ${d.moderator.last_name}`.trim() || 'A moderator';
            return (
              <Timeline.Item
                key={d.id}
                role="listitem"
                color={banned ? 'red' : 'green'}
                bullet={
                  banned ? (
                    <IconBan size={14} color="var(--mantine-color-red-8)" aria-hidden="true" />
                  ) : (
                    <IconCircleCheck size={14} color="var(--mantine-color-green-8)" aria-hidden="true" />
                  )
                }
                title={
                  <Text size="sm" fw={700}>
                    {banned ? 'Banned' : 'Published'} by {who}
                  </Text>
                }
              >
                <Text size="xs" c="dimmed">
                  {dateTime(d.created_at)}
                </Text>
                {d.reason ? (
                  <Blockquote color="red" p="xs" mt={6} fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {d.reason}
                  </Blockquote>
                ) : null}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Stack>
  );
}
