import { useState, type ReactNode } from 'react';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MSG, type Mentoring } from '@keh/contracts';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { errorText } from '../../../lib/api';
import { longDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMentorMentees, useRemoveMember } from '../api/matching-api';
import { PersonCard } from '../components/person-card';
import { tourTarget } from '../../../lib/tour-targets';

interface MyMembersPageProps {
  /** Below each member: what the workspace shows of their plan (composed in app/). */
  memberSummary?: (mentoring: Mentoring) => ReactNode;
  /** Where selecting a member leads (their workspace); none shows no button. */
  workspaceHref?: (menteeId: number) => string;
  /** More buttons on each member card (the chat's message button, composed in app/). */
  memberActions?: (menteeId: number) => ReactNode;
}

/** /my/mentoring for captains: My Members, each with a way into their workspace. */
export function MyMembersPage({ memberSummary, workspaceHref, memberActions }: MyMembersPageProps) {
  usePageTitle('My Members');
  const mentees = useMentorMentees();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<Mentoring | null>(null);

  const confirmRemove = async (mentoring: Mentoring) => {
    if (!mentoring.mentee) return;
    try {
      const result = await remove.mutateAsync(mentoring.mentee.id);
      if (result.message === 'OK') {
        notifications.show({ color: 'navy', title: 'Member removed', message: 'The mentoring has ended.' });
      } else {
        notifications.show({ color: 'red', title: 'Could not remove', message: MSG.generic });
      }
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not remove', message: errorText(error) });
    }
    setRemoving(null);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} {...tourTarget('my-members')}>
          My Members
        </Title>
        <Anchor component={Link} to="/my/mentoring-history" size="sm" fw={600}>
          Past mentorings
        </Anchor>
      </Group>
      {mentees.isPending ? (
        <LoadingState label="Loading your members" />
      ) : mentees.isError ? (
        <ErrorState onRetry={() => void mentees.refetch()} retrying={mentees.isFetching} />
      ) : mentees.data.length === 0 ? (
        <EmptyPanel
          title="You have no members yet"
          icon={<IconUsers aria-hidden="true" />}
          description="Members appear here once you accept their requests."
        >
          <Button component={Link} to="/my/incoming-requests" variant="default">
            Incoming Requests
          </Button>
        </EmptyPanel>
      ) : (
        <Stack gap="sm">
          {mentees.data.map((mentoring) =>
            mentoring.mentee ? (
              <PersonCard
                key={mentoring.id}
                person={mentoring.mentee}
                to={`/mentee/${mentoring.mentee.id}`}
                note={sinceText(mentoring.created_at)}
                actions={
                  <>
                    {workspaceHref ? (
                      <Button
                        component={Link}
                        to={workspaceHref(mentoring.mentee.id)}
                        rightSection={<IconArrowRight size={16} aria-hidden="true" />}
                        // The card (an article named after the member) says whose; the name stays the profile link's.
                        aria-label="Open plan and feed"
                      >
                        Open
                      </Button>
                    ) : null}
                    {memberActions?.(mentoring.mentee.id)}
                    <Button variant="default" color="red" onClick={() => setRemoving(mentoring)}>
                      Remove
                    </Button>
                  </>
                }
              >
                {memberSummary?.(mentoring)}
              </PersonCard>
            ) : null,
          )}
        </Stack>
      )}
      <ConfirmModal
        opened={removing !== null}
        title="Remove member"
        confirmLabel="Yes"
        cancelLabel="Cancel"
        onCancel={() => setRemoving(null)}
        onConfirm={() => (removing ? confirmRemove(removing) : undefined)}
      >
        <Text size="sm">
          Are you sure you want to remove {removing?.mentee?.first_name} {removing?.mentee?.last_name}? The
          mentoring will end.
        </Text>
      </ConfirmModal>
    </Stack>
  );
}

function sinceText(iso: string) {
  const date = longDate(iso);
  return date ? `Since ${date}` : '';
}
