import { useState } from 'react';
import { Group, Pagination, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { REPORTS_PAGE_SIZE, useReports } from '../api/reports-api';
import { ReportItem } from '../components/report-item';
import { StaffPage } from '../components/staff-page';
import { REPORTS_PATH } from '../staff';
import classes from '../components/queue.module.css';

/** /admin/reports: what members and captains reported, oldest first, with the decisions (issue 33). */
export function ReportsPage() {
  usePageTitle('Reports');
  return (
    <StaffPage path={REPORTS_PATH}>
      <ReportsQueue />
    </StaffPage>
  );
}

function ReportsQueue() {
  const isAdmin = useSession()?.user.type === 'admin';
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [page, setPage] = useState(1);
  const reports = useReports(status, (page - 1) * REPORTS_PAGE_SIZE);
  const total = reports.data?.meta.total ?? 0;
  const pages = Math.ceil(total / REPORTS_PAGE_SIZE);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group justify="space-between" align="baseline" gap="sm">
          <Title order={1}>Reports</Title>
          {reports.isSuccess && status === 'open' && total > 0 ? (
            <Text fw={600} c="navy.7" aria-live="polite">
              {total} open
            </Text>
          ) : null}
        </Group>
        <Text c="dimmed" size="sm" maw={640}>
          Profiles, chat messages, feed comments and articles that members and captains reported, with the
          content as it was when they reported it. Dismiss a report, hide the content (readers then see
          “Removed by a moderator”), warn the person, or suspend the account. The reporter is told the outcome
          in general terms; the reported person never learns who reported.
        </Text>
      </Stack>
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(value) => {
          setStatus(value as 'open' | 'closed');
          setPage(1);
        }}
        data={[
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Decided' },
        ]}
        aria-label="Which reports"
      />
      {reports.isPending ? (
        <LoadingState label="Loading the reports" />
      ) : reports.isError ? (
        <ErrorState onRetry={() => void reports.refetch()} retrying={reports.isFetching} />
      ) : reports.data.data.length === 0 ? (
        <EmptyPanel
          title={status === 'open' ? 'No open reports' : 'No decided reports yet'}
          icon={<IconChecks aria-hidden="true" />}
          description={
            status === 'open'
              ? 'Every report has a decision. New reports appear here as soon as they are made.'
              : 'Reports appear here once a moderator decides them.'
          }
        />
      ) : (
        <>
          <Stack component="ul" gap="sm" className={classes.list} aria-label="Reports">
            {reports.data.data.map((report) => (
              <ReportItem key={report.id} report={report} isAdmin={isAdmin} />
            ))}
          </Stack>
          {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} mx="auto" /> : null}
        </>
      )}
    </Stack>
  );
}
