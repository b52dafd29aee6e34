import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { AppModal } from './app-modal';

interface MembersOnlyModalProps {
  opened: boolean;
  /** Closing without choosing (e.g. back to the home page). */
  onClose: () => void;
}

export const MEMBERS_ONLY_TEXT =
  'To view this article (or profile) you need to be a registered member, please sign up.';

/**
 * What a signed-out visitor sees on member-only content (spec 2): the spec's sentence with Login
 * and Sign up. Used by the public profiles and the knowledge base.
 */
export function MembersOnlyModal({ opened, onClose }: MembersOnlyModalProps) {
  const { pathname } = useLocation();
  return (
    <AppModal opened={opened} onClose={onClose} title="Members only">
      <Stack gap="lg" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="navy" aria-hidden="true">
          <IconLock size={30} />
        </ThemeIcon>
        <Text>{MEMBERS_ONLY_TEXT}</Text>
        <Group justify="center" gap="sm" w="100%" grow>
          <Button component={Link} to="/login/1" state={{ from: pathname }} variant="default" data-autofocus>
            Login
          </Button>
          <Button component={Link} to="/sign-up/1">
            Sign up
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
