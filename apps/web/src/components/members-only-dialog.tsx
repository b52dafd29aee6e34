import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../lib/landing';
import { AppModal } from './app-modal';

export const MEMBERS_ONLY_TEXT =
  'To view this article (or profile) you need to be a registered member, please sign up.';

/** The members-only dialog itself (loaded by MembersOnlyModal when it first opens). */
export default function MembersOnlyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { pathname, search } = useLocation();
  return (
    <AppModal opened={opened} onClose={onClose} title="Members only">
      <Stack gap="lg" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="navy" aria-hidden="true">
          <IconLock size={30} />
        </ThemeIcon>
        <Text>{MEMBERS_ONLY_TEXT}</Text>
        <Group justify="center" gap="sm" w="100%" grow>
          <Button
            component={Link}
            to={loginPathFor(`${pathname}${search}`)}
            state={{ from: pathname }}
            variant="default"
            data-autofocus
          >
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
