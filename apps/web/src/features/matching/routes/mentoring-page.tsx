import { useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MSG, type Mentoring } from '@keh/contracts';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { errorText } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMenteeMentoring, useMentorMentees, useRemoveMember } from '../api/matching-api';
import { PersonCard } from '../components/person-card';

/** /my/mentoring: My Members for captains, My Active Support for Members. */
export function MentoringPage() {
  const session = useSession();
  return session?.user.type === 'mentor' ? <MyMembers /> : <MyActiveSupport />;
}

function sinceText(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : `Since ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}`;
}

function MyMembers() {
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
      <Title order={1}>My Members</Title>
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
                  <Button variant="default" color="red" onClick={() => setRemoving(mentoring)}>
                    Remove
                  </Button>
                }
              />
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

function MyActiveSupport() {
  usePageTitle('My Active Support');
  const mentoring = useMenteeMentoring();
  return (
    <Stack gap="lg">
      <Title order={1}>My Active Support</Title>
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
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Your Business Captain
          </Text>
          <PersonCard
            person={mentoring.data.mentor}
            to={`/mentor/${mentoring.data.mentor.id}`}
            note={sinceText(mentoring.data.created_at)}
            actions={
              <Button component={Link} to={`/mentor/${mentoring.data.mentor.id}`} variant="outline">
                View profile
              </Button>
            }
          />
        </Stack>
      )}
    </Stack>
  );
}
