import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { SESSION_LISTS, SessionFeedbackList, SessionsOverviewPanel, StaffSessionList } from '../../sessions';
import { useProgrammeOverview } from '../api/admin-api';
import { ConsoleHeader } from '../components/console-header';
import { StaffPage } from '../components/staff-page';
import { SESSIONS_PATH, personPath } from '../staff';

/** A list of the page, under its heading; the figures (and the overview's) link to its id. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack
      gap="sm"
      id={id}
      component="section"
      aria-labelledby={`${id}-title`}
      style={{ scrollMarginTop: 72 }}
    >
      <Title order={2} size="h3" id={`${id}-title`}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * /admin/sessions (admins, issue 32): the programme's mentoring sessions — held, hours, missed rate,
 * usefulness, pairs without a session — each figure opening the list behind it on this page.
 */
export function SessionsPage() {
  usePageTitle('Sessions');
  const overview = useProgrammeOverview();
  // Opened from an overview figure (/admin/sessions#missed): go there once the figures are in.
  useScrollToHash(Boolean(overview.data));
  return (
    <StaffPage path={SESSIONS_PATH}>
      <Stack gap="xl">
        <ConsoleHeader
          title="Sessions"
          description="Mentoring sessions the pairs book and log. Each figure opens the list behind it. Ratings of 1 or 2 and notes left for the programme team are listed last; a Business Captain never sees one Member's score."
        />
        {overview.isPending ? (
          <LoadingState label="Loading the sessions overview" />
        ) : overview.isError ? (
          <ErrorState onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
        ) : (
          <SessionsOverviewPanel data={overview.data.sessions} personHref={personPath} />
        )}
        <Section id={SESSION_LISTS.held} title="Held sessions">
          <StaffSessionList status="held" personHref={personPath} />
        </Section>
        <Section id={SESSION_LISTS.missed} title="Missed sessions">
          <StaffSessionList status="missed" personHref={personPath} />
        </Section>
        <Section id={SESSION_LISTS.feedback} title="Low ratings and private notes">
          <SessionFeedbackList />
        </Section>
      </Stack>
    </StaffPage>
  );
}
