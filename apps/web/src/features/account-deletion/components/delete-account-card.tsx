import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import type { DeletionOverview } from '@keh/contracts';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { SectionCard } from '../../../components/section-card';
import { errorText, isApiError } from '../../../lib/api';
import { dateAndTime } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import {
  useCancelDeletion,
  useDeletionOverview,
  useRequestDeletion,
  useSendDeletionCode,
} from '../api/account-deletion-api';

interface DeleteAccountCardProps {
  /** After a deletion is asked for or cancelled (the page refreshes what shows it). */
  onChanged?: () => void;
}

/** /my/settings: "Delete my account", confirmed with the password (or a mailed code), and its pending state. */
export function DeleteAccountCard({ onChanged }: DeleteAccountCardProps) {
  const overview = useDeletionOverview();
  return (
    <SectionCard
      title="Delete my account"
      description="Erase your account and everything in it from the Knowledge Exchange Hub."
    >
      {overview.isPending ? <LoadingState label="Loading" /> : null}
      {overview.isError ? (
        <ErrorState onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : null}
      {overview.data?.delete_at ? (
        <Pending deleteAt={overview.data.delete_at} onChanged={onChanged} />
      ) : overview.data ? (
        <Ask overview={overview.data} onChanged={onChanged} />
      ) : null}
    </SectionCard>
  );
}

function Pending({ deleteAt, onChanged }: { deleteAt: string; onChanged?: () => void }) {
  const cancel = useCancelDeletion(onChanged);
  return (
    <Stack gap="sm">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden="true" />}
        title="Deletion pending"
      >
        Your account will be erased on {dateAndTime(deleteAt, { month: 'long' })}. Until then you can keep it.
      </Alert>
      {cancel.isError ? <FormAlert messages={[errorText(cancel.error)]} /> : null}
      <Group>
        <Button color="red.8" onClick={() => cancel.mutate(undefined)} loading={cancel.isPending}>
          Cancel deletion
        </Button>
      </Group>
    </Stack>
  );
}

function Ask({ overview, onChanged }: { overview: DeletionOverview; onChanged?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="sm">
      <Text size="sm">
        Your profile, details, questionnaire, files, events, templates and articles are erased, and you are
        signed out everywhere. There is a grace period first: sign in before it ends to cancel.
      </Text>
      <Group>
        <Button
          color="red.8"
          variant="outline"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={() => setOpen(true)}
        >
          Delete my account
        </Button>
      </Group>
      <ConfirmDeletion
        opened={open}
        overview={overview}
        onClose={() => setOpen(false)}
        onChanged={onChanged}
      />
    </Stack>
  );
}

interface ConfirmProps {
  opened: boolean;
  overview: DeletionOverview;
  onClose: () => void;
  onChanged?: () => void;
}

function ConfirmDeletion({ opened, overview, onClose, onChanged }: ConfirmProps) {
  const captain = useSession()?.user.type === 'mentor';
  const [withCode, setWithCode] = useState(false);
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [keepArticles, setKeepArticles] = useState(false);
  const request = useRequestDeletion(onChanged);
  const sendCode = useSendDeletionCode();
  const field = (name: string) => (isApiError(request.error) ? request.error.fieldError(name) : undefined);
  const general = request.isError && !field('password') && !field('otp') ? [errorText(request.error)] : [];
  const close = () => {
    if (request.isPending) return;
    request.reset();
    onClose();
  };
  const confirm = async () => {
    try {
      const { delete_at } = await request.mutateAsync(
        withCode ? { otp, keep_articles: keepArticles } : { password, keep_articles: keepArticles },
      );
      setPassword('');
      setOtp('');
      onClose();
      notifications.show({
        color: 'navy',
        title: 'Account deletion requested',
        message: delete_at
          ? `Your account will be erased on ${dateAndTime(delete_at, { month: 'long' })}.`
          : 'Your account will be erased.',
      });
    } catch {
      // The field or the alert says why.
    }
  };
  const members = overview.active_mentorings;
  return (
    <AppModal opened={opened} onClose={close} title="Delete your account?" size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Stack gap="md">
          <Text size="sm">When the grace period ends, we erase:</Text>
          <List size="sm" spacing={4}>
            <List.Item>your profile, details, survey and questionnaire answers, CV and pictures;</List.Item>
            <List.Item>
              your sign-in, sessions and e-mail settings (the address can register again).
            </List.Item>
            <List.Item>
              Messages and feed comments you wrote stay readable to the other person, signed
              {captain ? ' "Former captain"' : ' "Former member"'}.
            </List.Item>
          </List>
          {captain && members > 0 ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle aria-hidden="true" />}
              title="Your Members"
            >
              You mentor {members === 1 ? 'one Member' : `${members} Members`}.{' '}
              {members === 1 ? 'That mentoring' : 'Those mentorings'} will end when your account is erased,
              and {members === 1 ? 'the Member is' : 'each Member is'} told by e-mail (without your name) so
              they can find another Business Captain.
            </Alert>
          ) : null}
          {!captain && members > 0 ? (
            <Text size="sm">Your mentoring will end, and your Business Captain is told by e-mail.</Text>
          ) : null}
          {captain && overview.published_articles > 0 ? (
            <Checkbox
              checked={keepArticles}
              onChange={(event) => setKeepArticles(event.currentTarget.checked)}
              label='Leave my published articles on the knowledge base, under "Former captain"'
              description="Otherwise they are taken down and erased with the rest."
            />
          ) : null}
          {withCode ? (
            <Stack gap="xs">
              <Group align="flex-end" gap="sm">
                <TextInput
                  label="Code from your e-mail"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={otp}
                  onChange={(event) => setOtp(event.currentTarget.value)}
                  error={field('otp')}
                  w={180}
                />
                <Button variant="light" onClick={() => sendCode.mutate()} loading={sendCode.isPending}>
                  {sendCode.isSuccess ? 'Send again' : 'Send me a code'}
                </Button>
              </Group>
              {sendCode.isSuccess ? <Text size="sm">We sent a code to your e-mail address.</Text> : null}
              {sendCode.isError ? <FormAlert messages={[errorText(sendCode.error)]} /> : null}
            </Stack>
          ) : (
            <PasswordField
              label="Your password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={field('password')}
            />
          )}
          <Anchor component="button" type="button" size="sm" onClick={() => setWithCode(!withCode)} ta="left">
            {withCode
              ? 'Use my password instead'
              : overview.linkedin
                ? 'You sign in with LinkedIn? Confirm with a code sent by e-mail instead'
                : 'Confirm with a code sent by e-mail instead'}
          </Anchor>
          {general.length ? <FormAlert messages={general} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={request.isPending}>
              Keep my account
            </Button>
            <Button type="submit" color="red.8" loading={request.isPending}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
