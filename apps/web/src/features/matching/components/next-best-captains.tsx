import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ResponsivenessLine } from '../../../components/responsiveness-line';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { errorText } from '../../../lib/api';
import { NO_FILTERS, useCaptains, useMentoringRequest } from '../api/matching-api';
import { PersonCard } from './person-card';

/** How many next best captains the Member is offered after a request expired. */
const OFFERED = 3;

/**
 * After a request expired unanswered (issue 33): the Member's next best available captains, best
 * match first (the matching list's own ranking), each one click from a request.
 */
export function NextBestCaptains({ exclude }: { exclude: number[] }) {
  const captains = useCaptains({
    role: 'mentee',
    filters: { ...NO_FILTERS, available: true },
    startup: null,
    page: 1,
    limit: OFFERED + exclude.length + 2,
  });
  const request = useMentoringRequest();
  const send = async (mentorId: number, name: string) => {
    try {
      await request.mutateAsync({ mentorId, recall: false });
      notifications.show({
        color: 'green',
        title: 'Request sent',
        message: `${name} will see your request.`,
      });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Mentoring request', message: errorText(error) });
    }
  };
  const offered = (captains.data?.data ?? [])
    .filter((c) => !exclude.includes(c.id) && c.can_send_request && c.request_status !== 'pending')
    .slice(0, OFFERED);
  return (
    <Stack gap="sm" aria-labelledby="next-best-title" component="section">
      <Title order={2} size="h3" id="next-best-title">
        Your next best captains
      </Title>
      <Text size="sm" c="dimmed">
        These Business Captains match you best and are taking members now. One click sends a request.
      </Text>
      {captains.isPending ? (
        <LoadingState label="Loading your next best captains" />
      ) : captains.isError ? (
        <ErrorState onRetry={() => void captains.refetch()} retrying={captains.isFetching} />
      ) : offered.length === 0 ? (
        <Text size="sm">No other Business Captain is taking members right now. Please look again soon.</Text>
      ) : (
        offered.map((c) => {
          const name = `${c.first_name} ${c.last_name}`;
          return (
            <PersonCard
              key={c.id}
              person={c}
              to={`/mentor/matching/${c.id}`}
              actions={
                <>
                  {c.match !== null ? (
                    <Badge color="khaki.4" c="navy.9" radius="sm" size="lg" aria-label={`Match ${c.match}%`}>
                      {c.match}% MATCH
                    </Badge>
                  ) : null}
                  <Button
                    onClick={() => void send(c.id, c.first_name)}
                    loading={request.isPending && request.variables.mentorId === c.id}
                    aria-label={`Request mentoring from ${name}`}
                  >
                    Request
                  </Button>
                </>
              }
            >
              <Stack mt="xs">
                <ResponsivenessLine responsiveness={c.responsiveness} />
              </Stack>
            </PersonCard>
          );
        })
      )}
    </Stack>
  );
}
