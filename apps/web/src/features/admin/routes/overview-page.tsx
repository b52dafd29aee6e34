import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { ErrorState } from '../../../components/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { useProgrammeOverview } from '../api/admin-api';
import { ConsoleHeader } from '../components/console-header';
import { MilestonesChart, RequestsChart, SignupsChart } from '../components/overview-charts';
import { OverviewFigures } from '../components/overview-figures';
import { AssessmentMovesList, CapacityList, GoneQuietList } from '../components/overview-lists';
import { OverviewSkeleton } from '../components/overview-skeleton';
import { StaffPage } from '../components/staff-page';
import { loadErrorText } from '../console-texts';
import { localDay } from '../overview';
import { OVERVIEW_PATH, dateTime } from '../staff';

/** /admin/overview (admins): how the programme is doing, in figures, charts and the lists behind them. */
export function OverviewPage() {
  usePageTitle('Programme overview');
  return (
    <StaffPage path={OVERVIEW_PATH}>
      <Overview />
    </StaffPage>
  );
}

function Overview() {
  const overview = useProgrammeOverview();
  const wide = useMediaQuery('(min-width: 36em)', undefined, { getInitialValueInEffect: false });
  const data = overview.data;

  // Opened at one of the lists (/admin/overview#gone-quiet): go there once the figures are in.
  useScrollToHash(Boolean(data));

  const day = data ? localDay(data.generated_at) : '';

  return (
    <Stack gap="lg">
      <ConsoleHeader
        title="Programme overview"
        description="How the programme is doing: who signed up, how requests are answered, how the pairs get on and what Members gain. Each figure opens the list behind it, and each list downloads as a CSV file."
      />
      {data ? (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            Figures as of {dateTime(data.generated_at)}
          </Text>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={() => void overview.refetch()}
            loading={overview.isFetching}
          >
            Refresh
          </Button>
        </Group>
      ) : null}
      {overview.isError ? (
        <ErrorState
          message={
            data
              ? `The figures could not be refreshed; these are from before. ${loadErrorText(overview.error)}`
              : loadErrorText(overview.error)
          }
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : null}
      {data ? (
        <Stack gap="lg" aria-busy={overview.isFetching}>
          <OverviewFigures overview={data} />
          <SignupsChart overview={data} day={day} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <RequestsChart requests={data.requests} />
            <MilestonesChart milestones={data.milestones} />
          </SimpleGrid>
          <GoneQuietList overview={data} day={day} wide={wide} />
          <CapacityList overview={data} day={day} wide={wide} />
          <AssessmentMovesList overview={data} day={day} wide={wide} />
        </Stack>
      ) : overview.isPending ? (
        <OverviewSkeleton />
      ) : null}
    </Stack>
  );
}
