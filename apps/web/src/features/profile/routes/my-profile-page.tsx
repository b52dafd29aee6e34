import { Badge, Box, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ROLE_LABELS } from '@keh/contracts';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { UserAvatar } from '../../../components/user-avatar';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUserProfile } from '../api/profile-api';
import classes from './my-profile-page.module.css';

/** /my/profile: who is signed in (name, e-mail, role, avatar) from GET user/profile. */
export function MyProfilePage() {
  usePageTitle('My Profile');
  const profile = useUserProfile();
  return (
    <Stack gap="lg">
      <Title order={1}>My Profile</Title>
      {profile.isPending ? <LoadingState label="Loading your profile" /> : null}
      {profile.isError ? (
        <ErrorState onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : null}
      {profile.data ? (
        <Paper withBorder radius="lg" className={classes.card}>
          <Box className={classes.cover} aria-hidden="true" />
          <Stack px={{ base: 'md', sm: 'xl' }} pb="xl" gap="md">
            <Group align="flex-end" gap="md" className={classes.identity} wrap="wrap">
              <Box className={classes.avatarRing}>
                <UserAvatar
                  firstName={profile.data.first_name}
                  lastName={profile.data.last_name}
                  src={profile.data.avatar}
                  size={96}
                />
              </Box>
              <Stack gap={4} pb={4}>
                <Title order={2} fz={{ base: 22, sm: 26 }}>
                  {profile.data.first_name} {profile.data.last_name}
                </Title>
                <Group gap="xs">
                  <Badge color="khaki.3" c="navy.9" variant="filled" radius="sm">
                    {ROLE_LABELS[profile.data.type]}
                  </Badge>
                  {profile.data.type === 'mentor' ? (
                    <Badge variant="outline" color="navy" radius="sm">
                      {profile.data.available ? 'Available' : 'Unavailable'}
                    </Badge>
                  ) : null}
                </Group>
              </Stack>
            </Group>
            <Divider />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Fact icon={<IconMail size={18} />} label="Email" value={profile.data.email} />
              <Fact icon={<IconMapPin size={18} />} label="Location" value={profile.data.location} />
              <Fact icon={<IconBriefcase size={18} />} label="Business" value={businessLine(profile.data)} />
              <Fact
                icon={<IconPhone size={18} />}
                label="Contact number"
                value={profile.data.contact_number}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

function businessLine(profile: { business_name: string | null; position_within_business: string | null }) {
  return [profile.position_within_business, profile.business_name].filter(Boolean).join(', ') || null;
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box c="navy.6" mt={2} aria-hidden="true">
        {icon}
      </Box>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {value || 'Not added yet'}
        </Text>
      </Stack>
    </Group>
  );
}
