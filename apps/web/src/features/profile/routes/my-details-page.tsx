import { Group, Stack, Text, Title } from '@mantine/core';
import { api, pathOf, type MemberRole, type UserProfile } from '@keh/contracts';
import { DownloadButton } from '../../../components/download-button';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSurveyOptions } from '../../../lib/survey-options';
import { memberRole, useUserProfile } from '../api/profile-api';
import { DetailsForm } from '../components/details-form';
import { EmailSettingsSection } from '../components/email-settings-section';

/** /my/details: the person's details and CV, the details PDF, and (for Members) e-mail settings. */
export function MyDetailsPage() {
  usePageTitle('My Details');
  const profile = useUserProfile();
  const options = useSurveyOptions();
  const role = profile.data ? memberRole(profile.data.type) : null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>My Details</Title>
          <Text size="sm" c="dimmed">
            Only you and the programme team see these details.
          </Text>
        </Stack>
        {profile.data ? (
          <DownloadButton path={`/api${pathOf(api.profile.detailsPdf.path)}`} filename="details.pdf">
            Download details PDF
          </DownloadButton>
        ) : null}
      </Group>
      {/* docs/product/screens.md: the screen renders only once the user e-mail has loaded. */}
      {profile.isPending || (role && options.isPending) ? (
        <LoadingState label="Loading your details" />
      ) : null}
      {profile.isError || options.isError ? (
        <ErrorState
          onRetry={() => void (profile.isError ? profile.refetch() : options.refetch())}
          retrying={profile.isFetching || options.isFetching}
        />
      ) : null}
      {profile.data?.email && role && options.data ? (
        <Loaded profile={profile.data} role={role} sectors={options.data.business_sectors} />
      ) : null}
      {profile.data && !role ? (
        <Text c="dimmed">Details are kept for Business Captains and Members.</Text>
      ) : null}
    </Stack>
  );
}

function Loaded({
  profile,
  role,
  sectors,
}: {
  profile: UserProfile;
  role: MemberRole;
  sectors: { id: number; name: string }[];
}) {
  return (
    <>
      <DetailsForm profile={profile} role={role} sectors={sectors} />
      {/* A Member's e-mail switches stay here, where the product first put them; Settings holds the rest. */}
      {role === 'mentee' ? <EmailSettingsSection /> : null}
    </>
  );
}
