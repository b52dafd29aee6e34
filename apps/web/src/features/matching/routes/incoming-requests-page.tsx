import { useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInbox } from '@tabler/icons-react';
import { MSG, type MentoringRequest } from '@keh/contracts';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { errorText } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAnswerRequest, useMentorRequests } from '../api/matching-api';
import { PersonCard, requestedOn } from '../components/person-card';
import { tourTarget } from '../../../lib/tour-targets';

/** /my/incoming-requests (captains): accept or decline Members' requests. */
export function IncomingRequestsPage() {
  usePageTitle('Incoming Requests');
  const requests = useMentorRequests();
  const answer = useAnswerRequest();
  const [declining, setDeclining] = useState<MentoringRequest | null>(null);
  const [accepting, setAccepting] = useState<number | null>(null);

  const accept = async (request: MentoringRequest) => {
    setAccepting(request.id);
    try {
      await answer.mutateAsync({ requestId: request.id, accept: true });
      notifications.show({
        color: 'green',
        title: 'Request accepted',
        message: `${request.mentee?.first_name ?? 'The member'} is now one of your members.`,
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Could not accept',
        message: errorText(error),
        autoClose: 8000,
      });
    } finally {
      setAccepting(null);
    }
  };
  const decline = async (request: MentoringRequest) => {
    try {
      await answer.mutateAsync({ requestId: request.id, accept: false });
      notifications.show({ color: 'navy', title: 'Request declined', message: 'The request is declined.' });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not decline', message: errorText(error) });
    }
    setDeclining(null);
  };

  return (
    <Stack gap="lg">
      <Title order={1} {...tourTarget('incoming-requests')}>
        Incoming Requests
      </Title>
      {requests.isPending ? (
        <LoadingState label="Loading incoming requests" />
      ) : requests.isError ? (
        <ErrorState onRetry={() => void requests.refetch()} retrying={requests.isFetching} />
      ) : requests.data.length === 0 ? (
        <EmptyPanel
          title={MSG.noIncomingRequests}
          icon={<IconInbox aria-hidden="true" />}
          description="Members who ask you for mentoring appear here."
        />
      ) : (
        <Stack gap="sm">
          {requests.data.map((request) =>
            request.mentee ? (
              <PersonCard
                key={request.id}
                person={request.mentee}
                to={`/mentee/${request.mentee.id}`}
                note={requestedOn(request.created_at)}
                actions={
                  <>
                    <Button
                      onClick={() => void accept(request)}
                      loading={accepting === request.id}
                      disabled={accepting !== null && accepting !== request.id}
                    >
                      Accept
                    </Button>
                    <Button
                      variant="default"
                      onClick={() => setDeclining(request)}
                      disabled={accepting === request.id}
                    >
                      Decline
                    </Button>
                  </>
                }
              />
            ) : null,
          )}
        </Stack>
      )}
      <ConfirmModal
        opened={declining !== null}
        title="Decline request"
        confirmLabel="Decline"
        onCancel={() => setDeclining(null)}
        onConfirm={() => (declining ? decline(declining) : undefined)}
      >
        <Text size="sm">
          Decline the request of {declining?.mentee?.first_name} {declining?.mentee?.last_name}?
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
