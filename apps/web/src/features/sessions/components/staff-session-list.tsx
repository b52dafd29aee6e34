import { useState } from 'react';
import { Anchor, Badge, Pagination, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { STAFF_SESSIONS_PAGE, type StaffSessionRow } from '@keh/contracts';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { useStaffSessions } from '../api/sessions-api';
import { shortWhen } from '../session-times';

const MISSED_BY_TEXT = { captain: 'The Business Captain', member: 'The Member', both: 'Both' } as const;
const name = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;

interface ListProps {
  status: 'held' | 'missed';
  /** Where a person's name leads (the staff console's person page). */
  personHref: (id: number) => string;
}

/** The held or missed sessions, newest first, a page at a time: the list behind an overview figure. */
export function StaffSessionList({ status, personHref }: ListProps) {
  const [page, setPage] = useState(1);
  const list = useStaffSessions(status, page);
  const label = status === 'held' ? 'held sessions' : 'missed sessions';
  if (list.isPending) return <LoadingState label={`Loading the ${label}`} />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  const { data, meta } = list.data;
  if (!data.length)
    return <EmptyPanel title={status === 'held' ? 'No session held yet' : 'No session missed'} />;
  const pages = Math.ceil(meta.total / STAFF_SESSIONS_PAGE);
  const person = (p: StaffSessionRow['captain']) => (
    <Anchor component={Link} to={personHref(p.id)} size="sm">
      {name(p)}
    </Anchor>
  );
  return (
    <Stack gap="sm" aria-busy={list.isFetching}>
      <Text size="sm" c="dimmed">
        {meta.total} {meta.total === 1 ? label.replace('sessions', 'session') : label}, newest first
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped data-testid={`staff-sessions-${status}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Pair</Table.Th>
              <Table.Th>{status === 'held' ? 'Length' : 'Missed by'}</Table.Th>
              {status === 'held' ? <Table.Th>Usefulness</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{shortWhen(s.start)}</Table.Td>
                <Table.Td>
                  {person(s.captain)} with {person(s.member)}
                </Table.Td>
                {status === 'held' ? (
                  <>
                    <Table.Td>{s.actual_minutes ?? s.duration_minutes} min</Table.Td>
                    <Table.Td>
                      {s.usefulness === null ? (
                        <Text size="sm" c="dimmed">
                          Not rated
                        </Text>
                      ) : (
                        <Badge color={s.usefulness <= 2 ? 'red.9' : 'gray.7'}>{s.usefulness} / 5</Badge>
                      )}
                    </Table.Td>
                  </>
                ) : (
                  <Table.Td>{s.missed_by ? MISSED_BY_TEXT[s.missed_by] : '—'}</Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          mx="auto"
          siblings={0}
          aria-label={`Pages of the ${label}`}
        />
      ) : null}
    </Stack>
  );
}
