import type { ReactNode } from 'react';
import { Box, Container, Paper, Skeleton, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { MembersOnlyModal } from '../../../components/members-only-modal';
import { NotFoundView } from '../../../components/page-state-screens';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** The page around a public profile: signed-out visitors get the members-only modal. */
export function PublicPageFrame({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  if (!session) {
    return (
      <Container size="lg" w="100%" py={{ base: 'md', md: 'xl' }}>
        <PlaceholderProfile />
        <MembersOnlyModal opened onClose={() => void navigate('/')} />
      </Container>
    );
  }
  return (
    <Box bg="gray.0" w="100%" style={{ flex: 1 }}>
      <Container size="lg" py={{ base: 'md', md: 'xl' }}>
        {children}
      </Container>
    </Box>
  );
}

/** A quiet outline of a profile behind the modal (nothing of the person is loaded). */
function PlaceholderProfile() {
  return (
    <Stack gap="lg" aria-hidden="true">
      <Paper withBorder radius="lg" p="lg">
        <Skeleton height={150} radius="md" animate={false} />
        <Skeleton height={24} width="40%" mt="lg" animate={false} />
        <Skeleton height={14} width="25%" mt="sm" animate={false} />
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Skeleton height={14} animate={false} />
        <Skeleton height={14} mt="sm" animate={false} />
        <Skeleton height={14} width="70%" mt="sm" animate={false} />
      </Paper>
    </Stack>
  );
}

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Loading, not found (403/404 or no way to see it) and error states of a profile query. */
export function ProfileQueryState({
  query,
  unavailable,
  label,
}: {
  query: QueryLike;
  unavailable: boolean;
  label: string;
}) {
  if (unavailable) return <NotFoundView />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 403 || status === 404) return <NotFoundView />;
    return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.isPending) return <LoadingState label={label} />;
  return null;
}
