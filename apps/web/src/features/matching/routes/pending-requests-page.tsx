import { Badge, Button, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHourglass } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MSG, type MentoringRequest } from '@keh/contracts';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { errorText } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMenteeRequests, useMentoringRequest } from '../api/matching-api';
import { NextBestCaptains } from '../components/next-best-captains';
import { PersonCard, requestedOn } from '../components/person-card';
import { tourTarget } from '../../../lib/tour-targets';

/** /my/pending-requests (Members): open requests, each with 'Recall mentoring'. */
export function PendingRequestsPage() {
  usePageTitle('Pending Requests');
  const requests = useMenteeRequests();
  const mutation = useMentoringRequest();

  const recall = async (request: MentoringRequest) => {
    if (!request.mentor) return;
    try {
      await mutation.mutateAsync({ mentorId: request.mentor.id, recall: true });
      notifications.show({ color: 'green', title: 'Request recalled', message: 'Your request is recalled.' });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not recall', message: errorText(error) });
    }
  };

  const expired = requests.data?.filter((r) => r.status === 'expired') ?? [];
  const asked = (requests.data ?? []).flatMap((r) => (r.mentor ? [r.mentor.id] : []));

  return (
    <Stack gap="lg">
      <Title order={1} {...tourTarget('pending-requests')}>
        Pending Requests
      </Title>
      {requests.isPending ? (
        <LoadingState label="Loading your requests" />
      ) : requests.isError ? (
        <ErrorState onRetry={() => void requests.refetch()} retrying={requests.isFetching} />
      ) : requests.data.length === 0 ? (
        <EmptyPanel title={MSG.noPendingRequests} icon={<IconHourglass aria-hidden="true" />}>
          <Button component={Link} to="/mentors/matching">
            Find a Business Captain
          </Button>
        </EmptyPanel>
      ) : (
        <Stack gap="sm">
          {requests.data.map((request) =>
            request.mentor && request.status === 'expired' ? (
              <PersonCard
                key={request.id}
                person={request.mentor}
                to={`/mentor/${request.mentor.id}`}
                note={`${requestedOn(request.created_at)} · not answered in time`}
                actions={
                  <Badge color="gray" variant="light" size="lg" radius="sm">
                    Expired
                  </Badge>
                }
              />
            ) : request.mentor ? (
              <PersonCard
                key={request.id}
                person={request.mentor}
                to={`/mentor/${request.mentor.id}`}
                note={requestedOn(request.created_at)}
                actions={
                  <Button
                    variant="outline"
                    onClick={() => void recall(request)}
                    loading={mutation.isPending && mutation.variables.mentorId === request.mentor.id}
                  >
                    Recall mentoring
                  </Button>
                }
              />
            ) : null,
          )}
          {expired.length > 0 ? <NextBestCaptains exclude={asked} /> : null}
        </Stack>
      )}
    </Stack>
  );
}
