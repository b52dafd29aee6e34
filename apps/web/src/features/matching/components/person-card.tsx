import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PersonSummary } from '@keh/contracts';
import { UserAvatar } from '../../../components/user-avatar';
import { longDate } from '../../../lib/dates';

interface PersonCardProps {
  person: PersonSummary;
  /** Where the name links: /mentee/{id} or /mentor/{id}. */
  to: string;
  /** A line under the name (e.g. the request date). */
  note?: ReactNode;
  /** Buttons on the right (below on phones). */
  actions?: ReactNode;
  /** More about the person, below the full width of the card. */
  children?: ReactNode;
}

/** The summary of a member or captain in the request and mentoring lists. */
export function PersonCard({ person, to, note, actions, children }: PersonCardProps) {
  const name = `${person.first_name} ${person.last_name}`;
  const work = [person.position_within_business, person.business_name].filter(Boolean).join(', ');
  return (
    <Paper component="article" aria-label={name} withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 240px' }}>
          <UserAvatar
            firstName={person.first_name}
            lastName={person.last_name}
            src={person.avatar}
            size={52}
            decorative
          />
          <Stack gap={2} miw={0}>
            <Anchor component={Link} to={to} fw={700} c="navy.9">
              {name}
            </Anchor>
            {work ? (
              <Text size="sm" fw={600}>
                {work}
              </Text>
            ) : null}
            {person.location ? (
              <Text size="sm" c="dimmed">
                {person.location}
              </Text>
            ) : null}
            {note ? (
              <Text size="xs" c="dimmed">
                {note}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {actions ? (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        ) : null}
      </Group>
      {children}
    </Paper>
  );
}

/** 'Requested 3 March 2026' from an ISO date. */
export function requestedOn(iso: string): string {
  const day = longDate(iso);
  return day && `Requested ${day}`;
}
