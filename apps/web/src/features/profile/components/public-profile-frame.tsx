import type { ReactNode } from 'react';
import { Box, Container, Grid, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { PublicProfile } from '@keh/contracts';
import { useNavigate } from 'react-router';
import { MembersOnlyModal } from '../../../components/members-only-modal';
import { NotFoundView } from '../../../components/page-state-screens';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { SectionCard } from '../../../components/section-card';
import { useUserProfile } from '../api/profile-api';
import { ExperienceCards } from './experience-cards';
import { RichTextView } from './rich-text-view';

/** Who is looking at a public profile: their role and id, from the profile once loaded, else the session. */
export function useViewer() {
  const session = useSession();
  const viewer = useUserProfile();
  return {
    type: viewer.data?.type ?? session?.user.type ?? 'mentee',
    id: viewer.data?.id ?? session?.user.id ?? null,
  };
}

interface ProfileColumnsProps {
  profile: PublicProfile;
  /** The title of the written experience: 'Professional experience' or a captain's 'My …'. */
  experienceTitle: string;
  /** Below the written experience (a captain's LinkedIn link). */
  experienceFooter?: ReactNode;
  /** The narrow column's cards. */
  side: ReactNode;
}

/** The two columns under a public profile's hero: written experience and roles; skills beside. */
export function ProfileColumns({ profile, experienceTitle, experienceFooter, side }: ProfileColumnsProps) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <SectionCard title={experienceTitle}>
            {profile.professional_experience ? (
              <RichTextView html={profile.professional_experience} />
            ) : (
              <Text size="sm" c="dimmed">
                Nothing written yet.
              </Text>
            )}
            {experienceFooter}
          </SectionCard>
          <SectionCard title="Experience">
            <ExperienceCards items={profile.experience} />
          </SectionCard>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">{side}</Stack>
      </Grid.Col>
    </Grid>
  );
}

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
