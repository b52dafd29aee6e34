import { Stack, Switch, Text } from '@mantine/core';
import type { EmailSettings } from '@keh/contracts';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { SavingIndicator } from '../../../components/saving-indicator';
import { useAutoSave } from '../../../components/use-auto-save';
import { useEmailSettings, useSaveEmailSettings } from '../api/profile-edit-api';
import { SectionCard } from '../../../components/section-card';

const SWITCHES: { key: keyof EmailSettings; label: string; description: string }[] = [
  {
    key: 'feed_notifications',
    label: 'Feed notifications',
    description: 'New posts and comments in your mentoring feed.',
  },
  { key: 'chat_notifications', label: 'Chat notifications', description: 'Messages you have not read yet.' },
  {
    key: 'system_notifications',
    label: 'System notifications',
    description: 'Requests, approvals and changes to your account.',
  },
  { key: 'weekly_newsletters', label: 'Weekly newsletters', description: 'A short round-up of the week.' },
];

/** The four e-mail notification switches, each saved as it is flipped. */
export function EmailSettingsSection() {
  const settings = useEmailSettings();
  const save = useSaveEmailSettings();
  const { pending, status, error, store } = useAutoSave(save.mutateAsync);
  const current = pending ?? settings.data;

  const flip = (key: keyof EmailSettings, on: boolean) => {
    // One change at a time; the switch keeps its focus while the first one is saved.
    if (!current || save.isPending) return;
    void store({ ...current, [key]: on ? 1 : 0 } as EmailSettings);
  };

  return (
    <SectionCard
      title="Email notifications"
      description="Choose which emails we send you."
      aside={<SavingIndicator status={status} />}
    >
      {settings.isPending ? <LoadingState label="Loading your email settings" /> : null}
      {settings.isError ? (
        <ErrorState onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : null}
      {current ? (
        <Stack gap="md">
          {SWITCHES.map(({ key, label, description }) => (
            <Switch
              key={key}
              label={label}
              description={description}
              checked={current[key] === 1}
              onChange={(event) => flip(key, event.currentTarget.checked)}
              size="md"
            />
          ))}
        </Stack>
      ) : null}
      {error ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      ) : null}
    </SectionCard>
  );
}
