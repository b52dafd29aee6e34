import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailCheck, IconSend } from '@tabler/icons-react';
import type { DeadLetter } from '@keh/contracts';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { errorText } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { AppModal } from '../../../components/app-modal';
import { useDeadLetters, useDigestAudience, useRunDigest, useSendDeadLetter } from '../api/admin-api';
import { ConsoleHeader } from '../components/console-header';
import { StaffPage } from '../components/staff-page';
import { loadErrorText } from '../console-texts';
import { MAIL_PATH } from '../staff';
import classes from '../components/people.module.css';
import { clockTime, dayAndMonth } from '../../../lib/dates';
import { countOf } from '../../../lib/counts';

const when = (iso: string) => `${dayAndMonth(iso)}, ${clockTime(iso)}`;

/**
 * /admin/mail (admins): the mails that failed every try (the mail server refused them for hours),
 * each with its last error and a way to send it again, and the weekly digest on demand.
 */
export function MailPage() {
  usePageTitle('Mail');
  return (
    <StaffPage path={MAIL_PATH}>
      <Stack gap="lg">
        <ConsoleHeader
          title="Mail"
          description="Every e-mail leaves through a queue and is tried again for several hours when the mail server refuses it. Those that failed every try wait here: send them again once the problem is fixed."
        />
        <DigestNow />
        <DeadLetters />
      </Stack>
    </StaffPage>
  );
}

function DigestNow() {
  const run = useRunDigest();
  const [asking, setAsking] = useState(false);
  const audience = useDigestAudience(asking);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setError(null);
    try {
      const { queued } = await run.mutateAsync();
      setAsking(false);
      notifications.show({
        color: 'navy',
        title: 'Weekly digest started',
        message: `${people(queued)} ${queued === 1 ? 'has' : 'have'} the weekly newsletter on; each receives it if there is news for them.`,
      });
    } catch (failure) {
      setAsking(false);
      setError(errorText(failure));
    }
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" gap="md">
        <Stack gap={2} style={{ flex: '1 1 260px' }}>
          <Text fw={700}>Weekly digest</Text>
          <Text size="sm" c="dimmed">
            Sent on Mondays at 08:00. Send it now to everyone who has the weekly newsletter on, for the
            current week.
          </Text>
        </Stack>
        <Button leftSection={<IconSend size={16} aria-hidden="true" />} onClick={() => setAsking(true)}>
          Send the digest now
        </Button>
      </Group>
      {error ? (
        <Alert color="red" mt="sm" role="alert">
          {error}
        </Alert>
      ) : null}
      <DigestConfirm
        opened={asking}
        recipients={audience.data?.recipients}
        failed={audience.isError}
        sending={run.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={send}
      />
    </Paper>
  );
}

const people = (n: number) => countOf(n, 'person', 'people');

interface DigestConfirmProps {
  opened: boolean;
  /** How many people it will reach (undefined while the count loads). */
  recipients: number | undefined;
  failed: boolean;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}

/** Asks before a mail reaches everyone (issue 28), saying how many people will get it. */
function DigestConfirm({ opened, recipients, failed, sending, onCancel, onConfirm }: DigestConfirmProps) {
  const known = recipients !== undefined;
  const noOne = recipients === 0;
  return (
    <AppModal opened={opened} onClose={onCancel} title="Send the weekly digest now?" size="sm">
      <Stack gap="lg">
        {failed ? (
          <Text role="alert">We could not count the people who will get it. Please try again.</Text>
        ) : known ? (
          <Text>
            {noOne ? (
              'Nobody has the weekly newsletter on, so no one would get it.'
            ) : (
              <>
                It goes by e-mail to <strong>{people(recipients)}</strong>: everyone with the weekly
                newsletter on gets it if there is news for them this week. It cannot be called back once sent.
              </>
            )}
          </Text>
        ) : (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">Counting the people who will get it…</Text>
          </Group>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={sending} data-autofocus>
            Cancel
          </Button>
          <Button
            leftSection={<IconSend size={16} aria-hidden="true" />}
            disabled={!known || noOne}
            loading={sending}
            onClick={() => void onConfirm()}
          >
            {known && !noOne ? `Send to ${people(recipients)}` : 'Send'}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

function DeadLetters() {
  const letters = useDeadLetters();
  if (letters.isPending) return <LoadingState label="Loading the failed mails" />;
  if (letters.isError)
    return (
      <ErrorState
        message={loadErrorText(letters.error)}
        onRetry={() => void letters.refetch()}
        retrying={letters.isFetching}
      />
    );
  if (letters.data.length === 0)
    return (
      <EmptyPanel
        title="No failed mails"
        icon={<IconMailCheck aria-hidden="true" />}
        description="Every mail so far has left. A mail the server refuses for several hours appears here."
      />
    );
  return (
    <Stack component="ul" gap="sm" className={classes.list} aria-label="Failed mails">
      {letters.data.map((letter) => (
        <DeadLetterItem key={letter.id} letter={letter} />
      ))}
    </Stack>
  );
}

function DeadLetterItem({ letter }: { letter: DeadLetter }) {
  const send = useSendDeadLetter();
  const again = async () => {
    try {
      await send.mutateAsync(letter.id);
      notifications.show({
        color: 'navy',
        title: 'Mail queued again',
        message: `To ${letter.to}: ${letter.subject}`,
      });
    } catch {
      // The error shows under the item.
    }
  };
  return (
    <Paper component="li" withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" gap="md" align="center">
        <Stack gap={2} miw={0} style={{ flex: '1 1 260px' }}>
          <Text fw={700} className={classes.email}>
            {letter.subject}
          </Text>
          <Text size="sm" c="dimmed" className={classes.email}>
            To {letter.to} · {letter.tries} tries from {when(letter.first_tried_at)} to{' '}
            {when(letter.failed_at)}
          </Text>
          <Text size="sm" c="red.8" className={classes.email}>
            {letter.error}
          </Text>
          {send.isError ? (
            <Text size="sm" c="red.8" role="alert">
              {send.error && errorText(send.error)}
            </Text>
          ) : null}
        </Stack>
        <Button
          variant="light"
          loading={send.isPending}
          onClick={again}
          aria-label={`Send again: ${letter.subject} to ${letter.to}`}
        >
          Send again
        </Button>
      </Group>
    </Paper>
  );
}
