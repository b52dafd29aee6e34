import { Container } from '@mantine/core';
import { useMatches } from 'react-router';
import { ComingSoonView } from '../../components/page-state-screens';

/** A public screen that is not built yet; its title comes from the route's handle. */
export function ComingSoonPage() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { title?: string } | undefined;
  return (
    <Container size="md" py={{ base: 'xl', sm: 64 }}>
      <ComingSoonView title={handle?.title ?? 'Coming soon'} />
    </Container>
  );
}
