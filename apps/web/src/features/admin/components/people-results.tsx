import { Anchor, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { PersonRow } from '@keh/contracts';
import { UserAvatar } from '../../../components/user-avatar';
import { personName } from '../console-texts';
import { shortDate } from '../../../lib/dates';
import { personPath } from '../staff';
import { RoleBadge, StatusBadge } from './person-badges';
import classes from './people.module.css';

interface PeopleResultsProps {
  people: readonly PersonRow[];
  /** The list's query string, so the person page can lead back to the same list. */
  listSearch: string;
  /** Desktop: a table; phones: cards. */
  wide: boolean;
  /** Called as a person is opened, before the page changes. */
  onOpen: () => void;
}

/** The accounts of one page of the people list; each opens the person. */
export function PeopleResults({ people, listSearch, wide, onOpen }: PeopleResultsProps) {
  return (
    <div
      onClickCapture={(event) => {
        // A row or a link opens the person; the caption and headings do not.
        if ((event.target as HTMLElement).closest('tbody tr, a')) onOpen();
      }}
    >
      {wide ? (
        <PeopleTable people={people} listSearch={listSearch} />
      ) : (
        <PeopleCards people={people} listSearch={listSearch} />
      )}
    </div>
  );
}

function lastSignIn(person: PersonRow): string {
  return shortDate(person.last_sign_in_at) || 'Never';
}

function PeopleTable({ people, listSearch }: Omit<PeopleResultsProps, 'wide' | 'onOpen'>) {
  const navigate = useNavigate();
  const state = { listSearch };
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover className={classes.table}>
        <Table.Caption className={classes.caption}>People, newest sign-ups first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Person</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Signed up</Table.Th>
            <Table.Th>Last sign-in</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr
              key={person.id}
              className={classes.row}
              onClick={(event) => {
                // The name is the link; a click elsewhere on the row opens the person too.
                if ((event.target as HTMLElement).closest('a')) return;
                void navigate(personPath(person.id), { state });
              }}
            >
              <Table.Td>
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <UserAvatar
                    firstName={person.first_name}
                    lastName={person.last_name}
                    src={person.avatar}
                    size={36}
                    decorative
                  />
                  <Stack gap={0} miw={0}>
                    <Anchor
                      component={Link}
                      to={personPath(person.id)}
                      state={state}
                      fw={700}
                      c="navy.9"
                      underline="hover"
                    >
                      {personName(person)}
                    </Anchor>
                    <Text size="sm" c="dimmed" className={classes.email}>
                      {person.email}
                    </Text>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>
                <RoleBadge role={person.type} />
              </Table.Td>
              <Table.Td>
                <StatusBadge status={person.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{shortDate(person.created_at)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={person.last_sign_in_at ? undefined : 'dimmed'}>
                  {lastSignIn(person)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PeopleCards({ people, listSearch }: Omit<PeopleResultsProps, 'wide' | 'onOpen'>) {
  return (
    <Stack component="ul" gap="sm" className={classes.list} aria-label="People, newest sign-ups first">
      {people.map((person) => (
        <li key={person.id}>
          <UnstyledButton
            component={Link}
            to={personPath(person.id)}
            state={{ listSearch }}
            className={classes.cardLink}
          >
            <Paper withBorder radius="md" p="sm" className={classes.card}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <UserAvatar
                  firstName={person.first_name}
                  lastName={person.last_name}
                  src={person.avatar}
                  size={40}
                  decorative
                />
                <Stack gap={4} miw={0} style={{ flex: 1 }}>
                  <Text fw={700} c="navy.9" className={classes.email}>
                    {personName(person)}
                  </Text>
                  <Text size="sm" c="dimmed" truncate="end">
                    {person.email}
                  </Text>
                  <Group gap={6}>
                    <RoleBadge role={person.type} />
                    <StatusBadge status={person.status} />
                  </Group>
                  <Text size="xs" c="dimmed">
                    Signed up {shortDate(person.created_at)} · Last sign-in {lastSignIn(person)}
                  </Text>
                </Stack>
                <IconChevronRight
                  size={18}
                  aria-hidden="true"
                  color="var(--mantine-color-gray-6)"
                  style={{ flex: 'none', alignSelf: 'center' }}
                />
              </Group>
            </Paper>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
