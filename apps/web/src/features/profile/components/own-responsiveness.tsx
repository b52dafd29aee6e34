import { Stack, Text } from '@mantine/core';
import { completionsText } from '@keh/contracts';
import { ResponsivenessLine } from '../../../components/responsiveness-line';
import { OWN_PUBLIC_PROFILE, usePublicProfile } from '../api/public-profile-api';

/** A captain's own responsiveness, with their figure, and their thank-you record (issue 33). */
export function OwnResponsiveness() {
  const profile = usePublicProfile(OWN_PUBLIC_PROFILE);
  if (!profile.data) return null;
  return (
    <Stack gap={4}>
      <ResponsivenessLine responsiveness={profile.data.responsiveness} own />
      {profile.data.completions ? (
        <Text size="sm" fw={600} c="navy.9">
          {completionsText(profile.data.completions)}
        </Text>
      ) : null}
    </Stack>
  );
}
