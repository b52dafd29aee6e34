import { Alert, Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconMailOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { MAIL_FLAGS, MAIL_FLAG_LABELS, emailSettingsPath, api, type MailFlag } from '@keh/contracts';
import { AuthCard } from '../../../components/auth-card';
import { call, errorText, isApiError } from '../../../lib/api';
import { getSession } from '../../../lib/session';

const isFlag = (value: string | null): value is MailFlag => MAIL_FLAGS.some((f) => f === value);

/**
 * /unsubscribe?token=&flag= (the link at the foot of every notification): turns one kind of
 * e-mail off without signing in. It asks first, because mail scanners open links on their own.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const flag = params.get('flag');
  // Signed in on this device: their own settings page; otherwise sign-in leads there.
  const settingsPath = emailSettingsPath(getSession()?.user.type ?? 'mentor');
  const off = useMutation({
    mutationFn: (mailFlag: MailFlag) =>
      call(api.notifications.unsubscribe, { query: { token, flag: mailFlag } }),
  });

  if (
    !isFlag(flag) ||
    !token ||
    (off.isError && isApiError(off.error) && [400, 404, 422].includes(off.error.status))
  )
    return (
      <AuthCard title="This link is no longer valid">
        <Text c="dimmed" size="sm">
          Sign in and choose which e-mails you receive in your{' '}
          <Anchor component={Link} to={settingsPath}>
            e-mail settings
          </Anchor>
          .
        </Text>
      </AuthCard>
    );

  const label = MAIL_FLAG_LABELS[flag];
  if (off.isSuccess)
    return (
      <AuthCard title="You are unsubscribed">
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>
            We will no longer send {label} to {off.data.email}.
          </Text>
          <Text c="dimmed" size="sm">
            Changed your mind? Turn them back on in your{' '}
            <Anchor component={Link} to={off.data.settings_path}>
              e-mail settings
            </Anchor>
            .
          </Text>
        </Stack>
      </AuthCard>
    );

  return (
    <AuthCard title="Unsubscribe">
      <Stack gap="md">
        <ThemeIcon size={56} radius="xl" color="khaki.3" c="navy.9" aria-hidden="true">
          <IconMailOff size={30} />
        </ThemeIcon>
        <Text>Stop receiving {label} by e-mail? Other e-mails stay as they are.</Text>
        {off.isError ? (
          <Alert color="red" role="alert">
            {errorText(off.error)}
          </Alert>
        ) : null}
        <Button size="md" loading={off.isPending} onClick={() => off.mutate(flag)}>
          Unsubscribe
        </Button>
        <Anchor component={Link} to={settingsPath} size="sm" ta="center">
          Choose in my e-mail settings instead
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
