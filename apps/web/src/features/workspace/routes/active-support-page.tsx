import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MSG } from '@keh/contracts';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { longDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/use-page-title';
import { PersonCard } from '../../matching';
import { useOwnMentoring, workspaceKeys } from '../api/workspace-api';
import { EndMentoringButton } from '../components/end-mentoring-button';
import { PlanSummaryCards } from '../components/plan-summary-cards';
import { WorkspaceTabs } from '../components/workspace-tabs';
import { tourTarget } from '../../../lib/tour-targets';
import { NextSessionLine } from '../../sessions';

/** /my/mentoring for Members: My Active Support — the Business Captain, the plan and the feed. */
export function ActiveSupportPage() {
  usePageTitle('My Active Support');
  const mentoring = useOwnMentoring();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} {...tourTarget('active-support')}>
          My Active Support
        </Title>
        <Anchor component={Link} to="/my/mentoring-history" size="sm" fw={600}>
          Past mentorings
        </Anchor>
      </Group>
      {mentoring.isPending ? (
        <LoadingState label="Loading your support" />
      ) : mentoring.isError ? (
        <ErrorState onRetry={() => void mentoring.refetch()} retrying={mentoring.isFetching} />
      ) : !mentoring.data?.mentor ? (
        <EmptyPanel title={MSG.noActiveSupport} icon={<IconUsers aria-hidden="true" />}>
          <Button component={Link} to="/mentors/matching">
            Find a Business Captain
          </Button>
        </EmptyPanel>
      ) : (
        <Stack gap="lg">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              Your Business Captain
            </Text>
            <PersonCard
              person={mentoring.data.mentor}
              to={`/mentor/${mentoring.data.mentor.id}`}
              note={longDate(mentoring.data.created_at) ? `Since ${longDate(mentoring.data.created_at)}` : ''}
              actions={
                <>
                  <Button component={Link} to={`/mentor/${mentoring.data.mentor.id}`} variant="outline">
                    View profile
                  </Button>
                  <EndMentoringButton
                    mentoringId={mentoring.data.id}
                    role="mentee"
                    otherName={`${mentoring.data.mentor.first_name} ${mentoring.data.mentor.last_name}`}
                  />
                </>
              }
            />
            <NextSessionLine mentoringId={mentoring.data.id} />
          </Stack>
          <PlanSummaryCards mentoring={mentoring.data} feedHref="/my/mentoring?tab=feed" />
          <WorkspaceTabs
            mentoring={mentoring.data}
            workspace={{ role: 'mentee', mentoringId: mentoring.data.id, queryKey: workspaceKeys.own }}
          />
        </Stack>
      )}
    </Stack>
  );
}
