import { SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** The overview's shape while its figures load: nine cards, a chart and two donuts. */
export function OverviewSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-live="polite">
      <VisuallyHidden>Loading the programme overview…</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm" aria-hidden="true">
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} height={122} radius="lg" />
        ))}
      </SimpleGrid>
      <Skeleton height={340} radius="lg" aria-hidden="true" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" aria-hidden="true">
        <Skeleton height={220} radius="lg" />
        <Skeleton height={220} radius="lg" />
      </SimpleGrid>
    </Stack>
  );
}
