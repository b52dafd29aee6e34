import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

function CardSkeleton({ row = false }: { row?: boolean }) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }} display={row ? 'flex' : undefined}>
      {row ? null : <Skeleton height={0} pb="56.25%" radius={0} />}
      <Stack gap="xs" p="md" style={{ flex: 1 }}>
        <Skeleton height={10} width="35%" />
        <Skeleton height={18} width="85%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="70%" />
        <Skeleton height={24} width="50%" mt="xs" radius="xl" />
      </Stack>
      {row ? <Skeleton width={160} radius={0} visibleFrom="sm" /> : null}
    </Paper>
  );
}

/** Placeholder cards while a list loads (announced once, as a status). */
export function ArticleGridSkeleton({
  count = 3,
  label = 'Loading articles',
}: {
  count?: number;
  label?: string;
}) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="lg"
      role="status"
      aria-label={label}
      aria-busy="true"
    >
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}

export function ArticleResultsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <Stack gap="md" role="status" aria-label="Searching" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} row />
      ))}
    </Stack>
  );
}

export function ArticleFeatureSkeleton() {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }} aria-hidden="true">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={0}>
        <Skeleton height={260} radius={0} />
        <Stack gap="sm" p="xl" justify="center">
          <Skeleton height={10} width="30%" />
          <Skeleton height={26} width="90%" />
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

/** A quiet outline of an article behind the members-only modal (nothing of it is loaded). */
export function ArticlePlaceholder() {
  return (
    <Stack gap="lg" maw={800} mx="auto" aria-hidden="true">
      <Skeleton height={220} radius="lg" animate={false} />
      <Skeleton height={14} width="30%" animate={false} />
      <Skeleton height={32} width="80%" animate={false} />
      <Skeleton height={14} animate={false} />
      <Skeleton height={14} animate={false} />
      <Skeleton height={14} width="65%" animate={false} />
    </Stack>
  );
}
