import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCompass, IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';

/** The fallback screen for unknown paths (and resources the user may not see). */
interface NotFoundViewProps {
  /** The small line above the title. */
  code?: string;
  title?: string;
  text?: string;
}

/** A page that is not there (404), or content that was taken away (an article removed by a moderator). */
export function NotFoundView({
  code = 'Error 404',
  title = 'Page not found',
  text = "We couldn't find the page you were looking for. It may have moved, or the link may be out of date.",
}: NotFoundViewProps) {
  usePageTitle(title);
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <IconCompass size={72} stroke={1.2} color="var(--mantine-color-khaki-7)" aria-hidden="true" />
        <Text fw={700} c="khaki.8" tt="uppercase" size="sm" style={{ letterSpacing: 2 }}>
          {code}
        </Text>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" maw={440}>
          {text}
        </Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to="/">
            Go to the home page
          </Button>
          <Button component={Link} to="/base" variant="default">
            Knowledge base
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

interface ComingSoonViewProps {
  title: string;
  headingLevel?: 1 | 2;
}

/** A calm placeholder for a section that is not open yet. */
export function ComingSoonView({ title, headingLevel = 1 }: ComingSoonViewProps) {
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Title order={headingLevel}>{title}</Title>
      <Stack align="center" ta="center" gap="xs" py="xl">
        <IconTools size={48} stroke={1.3} color="var(--mantine-color-navy-5)" aria-hidden="true" />
        <Text fw={600}>This section opens soon.</Text>
        <Text c="dimmed" size="sm" maw={420}>
          We are getting it ready. Everything else in your account keeps working in the meantime.
        </Text>
      </Stack>
    </Stack>
  );
}
