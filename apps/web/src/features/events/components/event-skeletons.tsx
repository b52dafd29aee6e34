import { Paper, Skeleton, Stack } from '@mantine/core';

/** Placeholder cards while the day's events load (announced once, as a status). */
export function EventListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack gap="md" role="status" aria-label="Loading events" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} withBorder radius="lg" style={{ overflow: 'hidden', display: 'flex' }}>
          <Skeleton width={220} height={140} radius={0} visibleFrom="xs" />
          <Stack gap="xs" p="md" style={{ flex: 1 }}>
            <Skeleton height={12} width="30%" />
            <Skeleton height={18} width="75%" />
            <Skeleton height={12} width="55%" />
            <Skeleton height={20} width="40%" mt="xs" radius="xl" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The outline of one event while it loads. */
export function EventDetailSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading the event" aria-busy="true">
      <Skeleton height={240} radius="lg" />
      <Skeleton height={30} width="70%" />
      <Skeleton height={14} width="40%" />
      <Skeleton height={14} />
      <Skeleton height={14} width="85%" />
    </Stack>
  );
}
