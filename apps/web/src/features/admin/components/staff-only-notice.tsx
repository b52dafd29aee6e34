import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A signed-in person who is not staff opened a staff page: say so calmly, offer a way on. */
export function StaffOnlyNotice() {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <IconShieldLock size={64} stroke={1.2} color="var(--mantine-color-khaki-7)" aria-hidden="true" />
        <Title order={1}>This page is for moderators</Title>
        <Text c="dimmed" maw={460}>
          Moderators check every article before it appears in the knowledge base. Your account does not have
          access to the review queue; if you think it should, please ask an administrator.
        </Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to="/base">
            Knowledge base
          </Button>
          <Button component={Link} to="/my/profile" variant="default">
            My profile
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
