import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Mentoring } from '@keh/contracts';
import { BackLink } from '../../../components/back-link';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { UserAvatar } from '../../../components/user-avatar';
import { isApiError } from '../../../lib/api';
import { longDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMemberMentoring, workspaceKeys, type WorkspaceRef } from '../api/workspace-api';
import { EndMentoringButton } from '../components/end-mentoring-button';
import { WorkspaceTabs } from '../components/workspace-tabs';

/** /my/mentoring/{menteeId}: a Captain's workspace with one member (docs/product/screens.md: back arrow, header, tabs). */
export function MemberWorkspacePage({ menteeId }: { menteeId: number }) {
  const mentoring = useMemberMentoring(menteeId);
  const mentee = mentoring.data?.mentee;
  usePageTitle(mentee ? `${mentee.first_name} ${mentee.last_name}` : 'My Members');

  return (
    <Stack gap="lg">
      <BackLink to="/my/mentoring" label="My Members" />
      {!Number.isInteger(menteeId) || menteeId <= 0 ? (
        <ErrorState message="This member is not one of your members." />
      ) : mentoring.isPending ? (
        <LoadingState label="Loading the plan" />
      ) : mentoring.isError ? (
        isApiError(mentoring.error) && mentoring.error.status === 404 ? (
          <Stack gap="sm">
            <ErrorState message="This member is not one of your members." />
            {/* A mentoring that ended (here, or while the page was open) is in the history. */}
            <Anchor component={Link} to="/my/mentoring-history" size="sm" fw={600}>
              See past mentorings
            </Anchor>
          </Stack>
        ) : (
          <ErrorState onRetry={() => void mentoring.refetch()} retrying={mentoring.isFetching} />
        )
      ) : (
        <MemberWorkspace
          mentoring={mentoring.data}
          workspace={{
            role: 'mentor',
            mentoringId: mentoring.data.id,
            queryKey: workspaceKeys.ofMember(menteeId),
          }}
        />
      )}
    </Stack>
  );
}

function MemberWorkspace({ mentoring, workspace }: { mentoring: Mentoring; workspace: WorkspaceRef }) {
  const mentee = mentoring.mentee;
  const work = [mentee?.position_within_business, mentee?.business_name].filter(Boolean).join(', ');
  return (
    <Stack gap="lg">
      {mentee ? (
        <Group gap="md" wrap="nowrap" align="center">
          <UserAvatar
            firstName={mentee.first_name}
            lastName={mentee.last_name}
            src={mentee.avatar}
            size={64}
            decorative
          />
          <Stack gap={2} miw={0}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {mentee.first_name} {mentee.last_name}
            </Title>
            {work ? (
              <Text size="sm" fw={600}>
                {work}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {[
                mentee.location,
                longDate(mentoring.created_at) && `Member since ${longDate(mentoring.created_at)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Anchor component={Link} to={`/mentee/${mentee.id}`} size="sm">
              View profile
            </Anchor>
          </Stack>
          <Group ml="auto" style={{ flex: 'none' }}>
            <EndMentoringButton
              mentoringId={mentoring.id}
              role="mentor"
              otherName={`${mentee.first_name} ${mentee.last_name}`}
            />
          </Group>
        </Group>
      ) : (
        <Title order={1}>{mentoring.mentoring_name}</Title>
      )}
      <WorkspaceTabs mentoring={mentoring} workspace={workspace} />
    </Stack>
  );
}
