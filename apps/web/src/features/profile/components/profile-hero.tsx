import type { ReactNode } from 'react';
import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ROLE_LABELS, type Role } from '@keh/contracts';
import { IconMapPin } from '@tabler/icons-react';
import { UserAvatar } from '../../../components/user-avatar';
import classes from './profile-hero.module.css';

interface ProfileHeroProps {
  firstName: string;
  lastName: string;
  avatar: string | null;
  cover: string | null;
  location: string | null;
  /** 'Business Captain' / 'Member' and similar badges. */
  badges?: ReactNode;
  /** Heading level of the name: 1 on public profiles, 2 under 'My Profile'. */
  nameOrder?: 1 | 2;
  /** Overlaid on the cover (top right), e.g. the cover upload button. */
  coverAction?: ReactNode;
  /** Overlaid on the avatar (bottom right), e.g. the photo upload button. */
  avatarAction?: ReactNode;
  /** Beside the name on wide screens, under it on phones: a profile's actions as one group. */
  aside?: ReactNode;
  /** Under the name: buttons, counts, notes. */
  children?: ReactNode;
}

/** Cover, avatar, name, location and badges: the top of My Profile and of the public profiles. */
export function ProfileHero({
  firstName,
  lastName,
  avatar,
  cover,
  location,
  badges,
  nameOrder = 1,
  coverAction,
  avatarAction,
  aside,
  children,
}: ProfileHeroProps) {
  return (
    <Paper withBorder radius="lg" className={classes.card}>
      <Box className={classes.cover}>
        {cover ? <img src={cover} alt="" className={classes.coverImage} /> : null}
        {coverAction ? <Box className={classes.coverAction}>{coverAction}</Box> : null}
      </Box>
      <Box
        px={{ base: 'md', sm: 'xl' }}
        pb="lg"
        className={classes.body}
        data-with-aside={!!aside || undefined}
      >
        <Stack gap="md" className={classes.main}>
          <Group align="flex-start" gap="md" className={classes.identity} wrap="wrap">
            <Box className={classes.avatarWrap}>
              <Box className={classes.avatarRing}>
                <UserAvatar firstName={firstName} lastName={lastName} src={avatar} size={112} decorative />
              </Box>
              {avatarAction ? <Box className={classes.avatarAction}>{avatarAction}</Box> : null}
            </Box>
            <Stack gap={6} pb={4} className={classes.nameBlock}>
              <Title order={nameOrder} fz={{ base: 24, sm: 30 }} className={classes.name}>
                {firstName} {lastName}
              </Title>
              <Group gap="xs" wrap="wrap">
                {location ? (
                  <Group gap={4} wrap="nowrap" c="dimmed">
                    <IconMapPin size={16} aria-hidden="true" />
                    <Text size="sm" c="dimmed">
                      {location}
                    </Text>
                  </Group>
                ) : null}
                {badges}
              </Group>
            </Stack>
          </Group>
          {children}
        </Stack>
        {aside ? <Box className={classes.aside}>{aside}</Box> : null}
      </Box>
    </Paper>
  );
}

/** One of the counts of a captain's profile (MEMBERS, YEARS OF EXPERIENCE, MATCH). */
export function ProfileStat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0} className={classes.stat}>
      <Text fw={800} fz={26} lh={1.1} c="navy.9">
        {value}
      </Text>
      <Text fw={700} c="dimmed" className={classes.statLabel}>
        {label}
      </Text>
    </Stack>
  );
}

/** The person's role, as their own profile shows it. */
export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge color="khaki.3" c="navy.9" variant="filled" radius="sm">
      {ROLE_LABELS[role]}
    </Badge>
  );
}

export { classes as heroClasses };
