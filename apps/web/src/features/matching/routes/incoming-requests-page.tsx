import { useState } from 'react';
import { Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInbox } from '@tabler/icons-react';
import { DECLINE_REASON_MAX, MSG, type MentoringRequest } from '@keh/contracts';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { errorText, isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAnswerRequest, useMentorRequests } from '../api/matching-api';
import { AskQuestionModal } from '../components/ask-question-modal';
import { PersonCard, requestedOn } from '../components/person-card';
import { tourTarget } from '../../../lib/tour-targets';

/** /my/incoming-requests (captains): accept or decline Members' requests. */
export function IncomingRequestsPage() {
  usePageTitle('Incoming Requests');
  const requests = useMentorRequests();
  const answer = useAnswerRequest();
  const [declining, setDeclining] = useState<MentoringRequest | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const startDecline = (request: MentoringRequest | null) => {
    setDeclining(request);
    setReason('');
    setReasonError(null);
  };
  const [accepting, setAccepting] = useState<number | null>(null);
  const [asking, setAsking] = useState<MentoringRequest | null>(null);

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
    if (reason.trim().length > DECLINE_REASON_MAX) {
      setReasonError(MSG.declineReasonLength);
      return;
    }
    try {
      await answer.mutateAsync({ requestId: request.id, accept: false, reason });
      notifications.show({ color: 'navy', title: 'Request declined', message: 'The request is declined.' });
    } catch (error) {
      const field = isApiError(error) ? error.fieldError('reason') : undefined;
      if (field) {
        setReasonError(field);
        return;
      }
      notifications.show({ color: 'red', title: 'Could not decline', message: errorText(error) });
    }
    startDecline(null);
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
                      onClick={() => startDecline(request)}
                      disabled={accepting === request.id}
                    >
                      Decline
                    </Button>
                    <Button
                      variant="subtle"
                      onClick={() => setAsking(request)}
                      disabled={accepting === request.id}
                    >
                      Ask a question
                    </Button>
                  </>
                }
              />
            ) : null,
          )}
        </Stack>
      )}
      <AskQuestionModal request={asking} onClose={() => setAsking(null)} />
      <ConfirmModal
        opened={declining !== null}
        title="Decline request"
        confirmLabel="Decline"
        onCancel={() => startDecline(null)}
        onConfirm={() => (declining ? decline(declining) : undefined)}
      >
        <Text size="sm">
          Decline the request of {declining?.mentee?.first_name} {declining?.mentee?.last_name}?
        </Text>
        <Textarea
          label="Reason (optional)"
          description={`${declining?.mentee?.first_name ?? 'The member'} will see it. At most ${DECLINE_REASON_MAX} characters.`}
          autosize
          minRows={3}
          value={reason}
          error={reasonError}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setReasonError(null);
          }}
        />
      </ConfirmModal>
    </Stack>
  );
}
