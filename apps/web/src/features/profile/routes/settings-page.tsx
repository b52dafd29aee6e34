import { useState } from 'react';
import { Stack, Switch, Text, Title } from '@mantine/core';
import { MENTEES_LIMIT, type UserProfile } from '@keh/contracts';
import { MenteesLimitSlider } from '../../../components/mentees-limit-slider';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { SavingIndicator } from '../../../components/saving-indicator';
import { useAutoSave } from '../../../components/use-auto-save';
import { isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUserProfile } from '../api/profile-api';
import { useSaveMentorSettings, type MentorSettings } from '../api/profile-edit-api';
import { EmailSettingsSection } from '../components/email-settings-section';
import { SectionCard } from '../../../components/section-card';
import { BlockedPeopleSection } from '../../safety';
import { YourDataSection } from '../../privacy';
import { CalendarFeedSettings } from '../../sessions';

import { DeleteAccountCard } from '../../account-deletion';

/** /my/settings: a captain's mentoring settings and e-mail notifications; everyone's blocks, data and account deletion. */
export function SettingsPage() {
  usePageTitle('Settings');
  const profile = useUserProfile();
  return (
    <Stack gap="lg">
      <Title order={1}>Settings</Title>
      {profile.isPending ? <LoadingState label="Loading your settings" /> : null}
      {profile.isError ? (
        <ErrorState onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : null}
      {profile.data?.type === 'mentor' ? <MentoringSettings profile={profile.data} /> : null}
      {profile.data && profile.data.type !== 'mentee' ? <EmailSettingsSection /> : null}
      {profile.data ? <CalendarFeedSettings /> : null}
      {profile.data ? <BlockedPeopleSection /> : null}
      {profile.data ? (
        <YourDataSection userId={profile.data.id}>
          <DeleteAccountCard onChanged={() => void profile.refetch()} />
        </YourDataSection>
      ) : null}
    </Stack>
  );
}

function fromProfile(profile: UserProfile): MentorSettings {
  return {
    mentees_limit: profile.mentees_limit ?? MENTEES_LIMIT.default,
    disable_mentoring_requests: profile.disable_mentoring_requests ? 1 : 0,
    accept_chats: profile.accept_chats ? 1 : 0,
    sharing_information: 1,
  };
}

/** Limit of members (1–5), 'Enable mentoring requests' and 'Accept chats', each saved as it changes. */
function MentoringSettings({ profile }: { profile: UserProfile }) {
  const save = useSaveMentorSettings();
  const saved = fromProfile(profile);
  const [limit, setLimit] = useState<number | null>(null);
  // docs/product/errors.md: a limit error shows in settings, under the slider.
  const auto = useAutoSave(save.mutateAsync, (failure) =>
    isApiError(failure) ? failure.fieldError('mentees_limit') : undefined,
  );
  const { status, error, fieldError: limitError } = auto;
  const current = auto.pending ?? saved;

  const store = async (next: MentorSettings) => {
    await auto.store(next);
    setLimit(null);
  };

  return (
    <SectionCard
      title="Mentoring"
      description="How Members can reach you."
      aside={<SavingIndicator status={status} />}
    >
      <MenteesLimitSlider
        size="sm"
        maw={420}
        description="How many Members you can mentor at the same time."
        value={limit ?? current.mentees_limit}
        onChange={setLimit}
        onChangeEnd={(value) => {
          if (value !== current.mentees_limit) void store({ ...current, mentees_limit: value });
          else setLimit(null);
        }}
        // docs/product/errors.md: a limit error shows in settings, under the slider.
        error={limitError}
      />
      <Switch
        size="md"
        label="Enable mentoring requests"
        description="When this is off, Members cannot send you new requests."
        checked={current.disable_mentoring_requests === 0}
        onChange={(event) =>
          void store({ ...current, disable_mentoring_requests: event.currentTarget.checked ? 0 : 1 })
        }
      />
      <Switch
        size="md"
        label="Accept chats"
        description="Let Members ask you a question in a chat."
        checked={current.accept_chats === 1}
        onChange={(event) => void store({ ...current, accept_chats: event.currentTarget.checked ? 1 : 0 })}
      />
      {error ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      ) : null}
    </SectionCard>
  );
}
