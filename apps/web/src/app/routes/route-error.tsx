import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MSG } from '@keh/contracts';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * What the pages' error boundary shows (RouteErrorBoundary): a calm error with a way on. Unknown
 * paths are not errors: the catch-all route shows the not-found screen.
 */
export function RouteError() {
  usePageTitle('Something went wrong');
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <IconAlertTriangle size={64} stroke={1.3} color="var(--mantine-color-khaki-7)" aria-hidden="true" />
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">{MSG.generic}</Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
