import { Stack, Title } from '@mantine/core';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { SessionFeedbackList, SessionsOverviewPanel } from '../../sessions';
import { useProgrammeOverview } from '../api/admin-api';
import { ConsoleHeader } from '../components/console-header';
import { StaffPage } from '../components/staff-page';
import { SESSIONS_PATH } from '../staff';

/**
 * /admin/sessions (admins, issue 32): the programme's mentoring sessions — held, hours, missed rate,
 * usefulness, pairs without a session — and the low ratings and private notes to read.
 */
export function SessionsPage() {
  usePageTitle('Sessions');
  const overview = useProgrammeOverview();
  return (
    <StaffPage path={SESSIONS_PATH}>
      <Stack gap="lg">
        <ConsoleHeader
          title="Sessions"
          description="Mentoring sessions the pairs book and log. Ratings of 1 or 2 and notes left for the programme team are listed below; a Business Captain never sees one Member's score."
        />
        {overview.isPending ? (
          <LoadingState label="Loading the sessions overview" />
        ) : overview.isError ? (
          <ErrorState onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
        ) : (
          <SessionsOverviewPanel data={overview.data.sessions} />
        )}
        <Title order={2} size="h3">
          Low ratings and private notes
        </Title>
        <SessionFeedbackList />
      </Stack>
    </StaffPage>
  );
}
