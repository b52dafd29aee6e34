import { SimpleGrid, Text } from '@mantine/core';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { SectionCard } from '../../../components/section-card';
import { NO_FILTERS, useCaptains } from '../api/matching-api';
import { readStartup } from '../welcome-flags';
import { CaptainCard } from './captain-card';

/** 'Matching Business Captains' on a captain's profile: up to 3 from the first 4, not this one. */
export function MatchingCaptains({ currentId }: { currentId: number }) {
  const list = useCaptains({
    role: 'mentee',
    filters: NO_FILTERS,
    startup: readStartup(),
    page: 1,
    limit: 4,
  });
  const others = (list.data?.data ?? []).filter((c) => c.id !== currentId).slice(0, 3);
  return (
    <SectionCard title="Matching Business Captains">
      {list.isPending ? (
        <LoadingState label="Loading matching Business Captains" />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : others.length === 0 ? (
        <Text size="sm" c="dimmed">
          No other matching Business Captains yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {others.map((captain) => (
            <CaptainCard key={captain.id} captain={captain} showMatch />
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
