import { Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CaptainCard as Captain } from '@keh/contracts';
import { UserAvatar } from '../../../components/user-avatar';
import { AvailabilityBadge } from '../../../components/availability-badge';
import { ResponsivenessLine } from '../../../components/responsiveness-line';
import { matchSummary } from '../match-summary';

interface CaptainCardProps {
  captain: Captain;
  /** Members see the MATCH badge and its reasons. */
  showMatch: boolean;
}

/** One Business Captain of /mentors/matching and of 'Matching Business Captains'. */
export function CaptainCard({ captain, showMatch }: CaptainCardProps) {
  const name = `${captain.first_name} ${captain.last_name}`;
  const work = [captain.position_within_business, captain.business_name].filter(Boolean).join(', ');
  const match = showMatch ? matchSummary(captain) : null;
  return (
    <Card
      component="article"
      aria-label={name}
      withBorder
      radius="lg"
      padding="lg"
      data-testid="captain-card"
      h="100%"
    >
      <Stack gap="sm" h="100%">
        {/* The name shares its line with the MATCH badge; the location has the full width under it. */}
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <UserAvatar
            firstName={captain.first_name}
            lastName={captain.last_name}
            src={captain.avatar}
            size={56}
            decorative
          />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text fw={700} fz="lg" lh={1.2} c="navy.9" miw={0}>
                {name}
              </Text>
              {match ? (
                <Badge
                  size="lg"
                  radius="sm"
                  color="khaki.4"
                  c="navy.9"
                  style={{ flexShrink: 0 }}
                  aria-label={match.label}
                >
                  {match.badge}
                </Badge>
              ) : null}
            </Group>
            {captain.location ? (
              <Group gap={4} wrap="nowrap" align="flex-start">
                <IconMapPin
                  size={14}
                  aria-hidden="true"
                  color="var(--mantine-color-dimmed)"
                  style={{ flex: 'none', marginTop: 3 }}
                />
                <Text size="sm" c="dimmed" lineClamp={2} data-testid="captain-location">
                  {captain.location}
                </Text>
              </Group>
            ) : null}
          </Stack>
        </Group>
        {work ? (
          <Text size="sm" fw={600}>
            {work}
          </Text>
        ) : null}
        <Group gap={6}>
          <AvailabilityBadge available={captain.available} />
          {captain.business_specializations.map((s) => (
            <Badge key={s.id} variant="light" color="navy" radius="sm" tt="none">
              {s.name}
            </Badge>
          ))}
        </Group>
        <ResponsivenessLine responsiveness={captain.responsiveness} />
        {match && match.reasons.length > 0 ? (
          <List
            size="sm"
            spacing={2}
            aria-label="Why this match"
            icon={<IconCheck size={14} color="var(--mantine-color-green-8)" aria-hidden="true" />}
          >
            {match.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        ) : null}
        <Button
          component={Link}
          to={`/mentor/matching/${captain.id}`}
          variant="outline"
          mt="auto"
          aria-label={`View profile of ${name}`}
        >
          View profile
        </Button>
      </Stack>
    </Card>
  );
}
